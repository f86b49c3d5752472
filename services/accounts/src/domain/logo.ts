import { createHash } from 'node:crypto';
import { validationError } from '@gateway/shared/errors.ts';

/** The largest upload accepted; the stored logo is far smaller once normalized. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The box a logo is scaled into: the checkout page's header. */
export const LOGO_BOX = { width: 480, height: 160 };

/** Where the hosted checkout page serves an uploaded logo (same origin, so its CSP needs nothing new). */
export const LOGO_PATH_PREFIX = '/v1/checkout-pages/logos/';
const LOGO_PATH = /^\/v1\/checkout-pages\/logos\/[0-9a-f]{64}\.png$/;

export function logoPath(id: string): string {
  return `${LOGO_PATH_PREFIX}${id}.png`;
}

export function isLogoPath(value: string): boolean {
  return LOGO_PATH.test(value);
}

/** The upload broke the image rules; the message completes "the file …". */
export class LogoRejected extends Error {}

/** Re-encodes an untrusted upload under the shared image rules; throws LogoRejected. */
export interface LogoProcessor {
  normalize(bytes: Uint8Array): Promise<Uint8Array>;
}

export function checkLogoUpload(bytes: Uint8Array): void {
  if (bytes.length === 0) throw validationError({ logo: ['is empty'] }, 'The logo is invalid.');
  if (bytes.length > MAX_LOGO_BYTES)
    throw validationError({ logo: [`at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`] }, 'The logo is invalid.');
}

/** The logo's address: the SHA-256 of the normalized bytes. */
export function logoId(normalized: Uint8Array): string {
  return createHash('sha256').update(normalized).digest('hex');
}
