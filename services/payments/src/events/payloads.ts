import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import { formatAmount } from '@gateway/shared/money.ts';
import type { Payment, PaymentStatus } from '../domain/payment.ts';
import {
  EXPIRE_KIND,
  PAYMENT_EVENTS,
  type PaymentEvent,
  paymentEventType,
  TIMER_REQUESTED,
} from './subjects.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/**
 * The flat webhook payload of spec 6 rule 2, built here and nowhere else: the webhooks service
 * delivers it unchanged.
 */
export function paymentPayload(payment: Payment, event: PaymentEvent): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    event: `payment.${event}`,
    payment_id: payment.id,
    reference: payment.reference,
    checkout_session_id: payment.checkoutSessionId,
    payment_method: payment.provider,
    amount: formatAmount(payment.amount),
    currency: payment.currency,
    metadata: payment.metadataJson === null ? null : (JSON.parse(payment.metadataJson) as unknown),
    customer_id: payment.customerExternalId,
    expires_at: iso(payment.expiresAt),
    expired_at: iso(payment.expiredAt),
    confirmed_after_expiry: payment.confirmedAfterExpiry,
    recovered_from_status: payment.recoveredFromStatus,
  };
  if (event === 'failed' || event === 'rejected') payload['rejection_reason'] = payment.rejectionReason;
  return payload;
}

/** Each state a transition can reach announces itself with the event of the same name. */
export function eventForStatus(status: PaymentStatus): PaymentEvent | null {
  return (PAYMENT_EVENTS as readonly string[]).includes(status) ? (status as PaymentEvent) : null;
}

export function paymentEvent(payment: Payment, event: PaymentEvent, at: Date): NewEvent {
  return {
    type: paymentEventType(event),
    tenantId: payment.tenantId,
    environment: payment.environment,
    payload: paymentPayload(payment, event),
    occurredAt: at,
  };
}

export const expiryTimerKey = (paymentId: string): string => `payment-expiry:${paymentId}`;

/** Asks the scheduler to fire `payment.expire` at the deadline; tenant and environment ride in the envelope. */
export function expiryTimerRequest(
  payment: Pick<Payment, 'id' | 'tenantId' | 'environment'> & { expiresAt: Date },
  at: Date,
): NewEvent {
  return {
    type: TIMER_REQUESTED,
    tenantId: payment.tenantId,
    environment: payment.environment,
    payload: {
      timer_key: expiryTimerKey(payment.id),
      fire_at: payment.expiresAt.toISOString(),
      kind: EXPIRE_KIND,
      resource_id: payment.id,
    },
    occurredAt: at,
  };
}
