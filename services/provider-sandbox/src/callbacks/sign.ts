import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-provider-signature';

/** Hex HMAC-SHA256 of the exact bytes sent, so the receiver must verify the raw body. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}
