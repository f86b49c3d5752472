import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Provider-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed
 * with the processor's callback secret. The timestamp is inside the MAC, so a captured
 * callback cannot be replayed once it is older than the tolerance.
 */
export const CALLBACK_SIGNATURE_TOLERANCE_SECONDS = 300;

const HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i;

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

function mac(secret: string, timestamp: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
}

export function signCallback(secret: string, rawBody: string, now: Date = new Date()): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody).toString('hex')}`;
}

export function checkCallbackSignature(
  secret: string,
  rawBody: string,
  header: string,
  now: Date = new Date(),
  toleranceSeconds = CALLBACK_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const match = HEADER.exec(header.trim());
  if (!match) return 'invalid';
  const [, timestamp, given] = match as unknown as [string, string, string];
  // The MAC is checked before the age, so an unsigned guess learns nothing from the answer.
  if (!timingSafeEqual(mac(secret, timestamp, rawBody), Buffer.from(given, 'hex'))) return 'invalid';
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return age <= toleranceSeconds ? 'valid' : 'stale';
}
