import { randomBytes } from 'node:crypto';
import { safeOrigins } from '../domain/origins.ts';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Who may frame the checkout page: the payment's target origins (the merchant pages that
 * receive our postMessage). With none listed, only our own origin, so the page still opens
 * top-level (mobile integrations return through return_url) but no third party embeds it.
 */
export function frameAncestors(targetOrigins: readonly string[]): string {
  const origins = safeOrigins(targetOrigins);
  return origins.length > 0 ? origins.join(' ') : "'self'";
}

function policy(nonce: string, ancestors: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "frame-src 'self'",
    "form-action 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The checkout page and its notices. */
export function pageCsp(nonce: string, targetOrigins: readonly string[]): string {
  return policy(nonce, frameAncestors(targetOrigins));
}

/**
 * The proxied provider form and what stands in for it in the frame: framed by our own page.
 * frame-ancestors checks every ancestor, not just the parent, so the merchant pages that
 * embed our page must be listed too.
 */
export function formCsp(nonce: string, targetOrigins: readonly string[]): string {
  return policy(nonce, ["'self'", ...safeOrigins(targetOrigins)].join(' '));
}

/** JSON and other non-HTML answers: nothing to run, nobody to frame them. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
