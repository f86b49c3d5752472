import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-provider-signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the exact bytes sent, so the
 * receiver verifies the raw body, and a timestamp under the MAC, so an old callback cannot be
 * replayed (receivers refuse one older than five minutes).
 */
export function signBody(secret: string, rawBody: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex')}`;
}

/** The timestamp a signature header carries (tests compare signatures made at that moment). */
export function signedAt(header: string): Date {
  return new Date(Number(/^t=(\d+),/.exec(header)?.[1] ?? Number.NaN) * 1000);
}
