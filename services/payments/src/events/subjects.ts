export const SERVICE = 'payments';

/** Event types this service produces (stream PAYMENTS). */
export const PAYMENT_EVENTS = [
  'confirmed',
  'failed',
  'expired',
  'cancelled',
  'rejected',
  'reversed',
  'receipt_uploaded',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const paymentEventType = (event: PaymentEvent): string => `payments.payment.${event}`;

export const TIMER_REQUESTED = 'payments.timer.requested';

/** Accounts announces tenant settings changes; payments caches settings until then. */
export const SETTINGS_CHANGED = 'accounts.tenant.settings_changed';

/** What this service consumes: the scheduler's fired timers. */
export const SCHEDULER_STREAM = 'scheduler';
export const TIMER_FIRED = 'scheduler.timer.fired';
export const TIMERS_DURABLE = 'payments_timers';
export const EXPIRE_KIND = 'payment.expire';
