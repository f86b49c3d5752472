import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import type { Session } from '../domain/session.ts';
import {
  EXPIRE_KIND,
  expiryTimerKey,
  SESSION_COMPLETED,
  SESSION_EXPIRED,
  TIMER_CANCELLED,
  TIMER_REQUESTED,
} from './subjects.ts';

function envelope(session: Session, type: string, payload: Record<string, unknown>, at: Date): NewEvent {
  return { type, tenantId: session.tenantId, environment: session.environment, payload, occurredAt: at };
}

function sessionPayload(session: Session): Record<string, unknown> {
  return {
    checkout_session_id: session.id,
    reference: session.reference,
    status: session.status,
    expires_at: session.expiresAt.toISOString(),
    completed_payment_id: session.completedPaymentId,
  };
}

export const expiryTimerRequest = (session: Session, at: Date): NewEvent =>
  envelope(
    session,
    TIMER_REQUESTED,
    {
      timer_key: expiryTimerKey(session.id),
      fire_at: session.expiresAt.toISOString(),
      kind: EXPIRE_KIND,
      resource_id: session.id,
    },
    at,
  );

export const expiryTimerCancellation = (session: Session, at: Date): NewEvent =>
  envelope(session, TIMER_CANCELLED, { timer_key: expiryTimerKey(session.id) }, at);

export const sessionExpired = (session: Session, at: Date): NewEvent =>
  envelope(session, SESSION_EXPIRED, sessionPayload(session), at);

export const sessionCompleted = (session: Session, at: Date): NewEvent =>
  envelope(session, SESSION_COMPLETED, sessionPayload(session), at);
