import { z } from 'zod';
import { defineEvent } from './define.ts';
import { timerRequested } from './scheduler.ts';

/** Events of the payments service (stream PAYMENTS). */
export const PAYMENTS_STREAM = 'payments';

const instant = z.iso.datetime({ offset: true });

/**
 * The flat webhook payload of spec 6 rule 2: the webhooks service delivers it unchanged but for its
 * `_at` instants, UTC here and on the Paraguayan clock for merchants.
 */
export const paymentPayload = z.object({
  event: z.string().startsWith('payment.'),
  payment_id: z.string().min(1),
  reference: z.string(),
  checkout_session_id: z.string().nullable(),
  payment_method: z.string(),
  amount: z.string(),
  currency: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  customer_id: z.string().nullable(),
  expires_at: instant.nullable(),
  expired_at: instant.nullable(),
  confirmed_after_expiry: z.boolean(),
  recovered_from_status: z.string().nullable(),
  rejection_reason: z.string().nullable().optional(),
});

export type PaymentPayload = z.infer<typeof paymentPayload>;

export const paymentConfirmed = defineEvent('payments.payment.confirmed', paymentPayload);
export const paymentFailed = defineEvent('payments.payment.failed', paymentPayload);
export const paymentExpired = defineEvent('payments.payment.expired', paymentPayload);
export const paymentCancelled = defineEvent('payments.payment.cancelled', paymentPayload);
export const paymentRejected = defineEvent('payments.payment.rejected', paymentPayload);
export const paymentReversed = defineEvent('payments.payment.reversed', paymentPayload);
export const paymentReceiptUploaded = defineEvent('payments.payment.receipt_uploaded', paymentPayload);

/** Every payment event, by the name a use-case gives it. */
export const PAYMENT_EVENTS = {
  confirmed: paymentConfirmed,
  failed: paymentFailed,
  expired: paymentExpired,
  cancelled: paymentCancelled,
  rejected: paymentRejected,
  reversed: paymentReversed,
  receipt_uploaded: paymentReceiptUploaded,
} as const;

export type PaymentEventName = keyof typeof PAYMENT_EVENTS;

/** payments asks the scheduler for its deadlines: `payment.expire` timers. */
export const paymentTimerRequested = timerRequested(PAYMENTS_STREAM);
export const EXPIRE_KIND = 'payment.expire';
