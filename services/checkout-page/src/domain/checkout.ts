/** What the page knows about one checkout link, as resolved from its opaque token. */
export type Checkout = {
  paymentId: string;
  reference: string;
  provider: string;
  amount: bigint;
  /** The payment's status (spec 3.1). */
  status: string;
  paymentExpiresAt: Date | null;
  checkoutExpiresAt: Date;
  targetOrigins: string[];
  returnUrl: string | null;
  cancelUrl: string | null;
  /** The provider's card form. Never rendered: the page embeds it through its own proxy. */
  providerFormUrl: string;
  merchantName: string;
};

/**
 * The provider session id is the last segment of the form URL; it is the only session the
 * token may reach through the proxy.
 */
export function sessionIdOf(providerFormUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(providerFormUrl);
  } catch {
    return null;
  }
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  return last && SAFE_SEGMENT.test(last) ? last : null;
}

/** Tokens, session ids and path segments travel in URLs unescaped, so only these characters pass. */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,256}$/;
