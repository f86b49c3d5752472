import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** `X-Provider-Signature`: hex HMAC-SHA256 of the exact raw body, keyed with the callback secret. */
export function verifySignature(secret: string, rawBody: string, signature: string): boolean {
  const given = signature.trim();
  if (!HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
