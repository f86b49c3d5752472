import {
  PAYMENT_EVENTS,
  type PaymentPayload,
  paymentTimerRequested,
} from '@gateway/shared/events/contracts/payments.ts';
import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import { formatAmount } from '@gateway/shared/money.ts';
import type { Payment } from '../domain/payment.ts';
import { EXPIRE_KIND, type PaymentEvent } from './subjects.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/**
 * The flat webhook payload of spec 6 rule 2, built here and nowhere else: the webhooks service
 * delivers it unchanged but for its `_at` instants, which merchants read on the Paraguayan clock.
 */
export function paymentPayload(payment: Payment, event: PaymentEvent): PaymentPayload {
  const payload: PaymentPayload = {
    event: `payment.${event}`,
    payment_id: payment.id,
    reference: payment.reference,
    checkout_session_id: payment.checkoutSessionId,
    payment_method: payment.provider,
    amount: formatAmount(payment.amount),
    currency: payment.currency,
    metadata:
      payment.metadataJson === null
        ? null
        : (publishable(JSON.parse(payment.metadataJson)) as Record<string, unknown>),
    customer_id: payment.customerExternalId,
    expires_at: iso(payment.expiresAt),
    expired_at: iso(payment.expiredAt),
    confirmed_after_expiry: payment.confirmedAfterExpiry,
    recovered_from_status: payment.recoveredFromStatus,
  };
  if (event === 'failed' || event === 'rejected') payload.rejection_reason = payment.rejectionReason;
  return payload;
}

// jsonb (where consumers keep events) and Postgres text refuse NUL, and unpaired surrogates are not
// UTF-8. The edge refuses both, but a row stored before it did must not make its events poison for
// every consumer (nor fail its expiry and callbacks): such characters become U+FFFD.
const clean = (text: string): string => text.toWellFormed().replaceAll('\u0000', '\ufffd');

/** A JSON value with every string and key storable as jsonb and UTF-8; the same value when it already is. */
export function publishable(value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(publishable);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      // defineProperty, not assignment: a `__proto__` key stays a key.
      Object.defineProperty(out, clean(key), {
        value: publishable(child),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

export function paymentEvent(payment: Payment, event: PaymentEvent, at: Date): NewEvent {
  return PAYMENT_EVENTS[event].event(payment, paymentPayload(payment, event), at);
}

export const expiryTimerKey = (paymentId: string): string => `payment-expiry:${paymentId}`;

/** Asks the scheduler to fire `payment.expire` at the deadline; tenant and environment ride in the envelope. */
export function expiryTimerRequest(
  payment: Pick<Payment, 'id' | 'tenantId' | 'environment'> & { expiresAt: Date },
  at: Date,
): NewEvent {
  return paymentTimerRequested.event(
    payment,
    {
      timer_key: expiryTimerKey(payment.id),
      fire_at: payment.expiresAt.toISOString(),
      kind: EXPIRE_KIND,
      resource_id: payment.id,
    },
    at,
  );
}
