import type { Clock } from '@gateway/shared/clock.ts';
import type { CheckoutSource } from '../clients/payments.ts';

export type HttpDeps = {
  checkouts: CheckoutSource;
  clock: Clock;
  /** undici's fetch; tests pass a fake provider. */
  fetch: typeof fetch;
  providerTimeoutMs: number;
};

export const PREFIX = '/v1/checkout-pages';

/** Our own paths for a token; the page and the script only ever see these. */
export function checkoutPaths(token: string, sessionId: string) {
  const page = `${PREFIX}/${token}`;
  return { page, status: `${page}/status`, form: `${page}/form/${sessionId}` };
}
