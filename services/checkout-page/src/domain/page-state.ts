import type { Checkout } from './checkout.ts';

export type PageState = 'open' | 'expired' | 'closed';

// A declined card leaves the payment `failed`, but the buyer may retry in the same form
// (spec 3.2: the retry behaviour of provider_a), so a failed payment keeps the page open.
const OPEN_STATUSES: ReadonlySet<string> = new Set(['pending', 'processing', 'failed']);

/** The link dies at its own expiry and never outlives the payment's deadline. */
export function deadlineOf(checkout: Checkout): Date {
  const { checkoutExpiresAt, paymentExpiresAt } = checkout;
  if (paymentExpiresAt && paymentExpiresAt.getTime() < checkoutExpiresAt.getTime()) return paymentExpiresAt;
  return checkoutExpiresAt;
}

export function pageState(checkout: Checkout, now: Date): PageState {
  if (checkout.status === 'expired') return 'expired';
  if (!OPEN_STATUSES.has(checkout.status)) return 'closed';
  return remainingMs(checkout, now) > 0 ? 'open' : 'expired';
}

/** NaN (an unreadable date) counts as no time left: the page fails closed. */
export function remainingMs(checkout: Checkout, now: Date): number {
  const left = deadlineOf(checkout).getTime() - now.getTime();
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** `mm:ss`, or `h:mm:ss` from an hour up; the countdown script prints the same shape. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
