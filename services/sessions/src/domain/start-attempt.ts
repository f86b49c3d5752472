import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import type { AttemptPayment, SessionDeps } from './ports.ts';
import {
  CARD_START_CUTOFF_MS,
  isCardMethod,
  isLive,
  isMethod,
  remainingMs,
  scopeOf,
  type Session,
} from './session.ts';
import { MAX_EXPIRES_IN, MIN_EXPIRES_IN } from './validation.ts';

/**
 * The buyer chose a method on the hosted page. A pending attempt of that method is reused (a
 * reload does not make a new payment); otherwise a new payment with checkout_session_id and the
 * session's reference, metadata and customer, ending when the session ends.
 */
export async function startAttempt(
  deps: SessionDeps,
  sessionId: string,
  method: string,
): Promise<AttemptPayment> {
  const session = await deps.store.findById(sessionId);
  if (!session) throw notFound('checkout session');
  const now = deps.clock.now();
  if (!isLive(session, now))
    throw new AppError('INVALID_STATE', 'This checkout session is closed.', { status: session.status });
  if (!isMethod(method) || !session.methods.includes(method)) {
    throw validationError({ method: ['is not offered by this checkout session'] });
  }
  const left = remainingMs(session, now);
  if (isCardMethod(method) && left < CARD_START_CUTOFF_MS) {
    throw new AppError('INVALID_STATE', 'Too little time is left to start a card payment.', {
      reason: 'too_late',
    });
  }
  const scope = scopeOf(session);

  const reusable = await reusableAttempt(deps, session, method, now);
  if (reusable) return reusable;

  // Never past the session's deadline (whole seconds, rounded down), except a transfer started in
  // the last minute, which gets the 60 s payments requires and is expired with the session anyway.
  const expiresIn = Math.min(MAX_EXPIRES_IN, Math.max(MIN_EXPIRES_IN, Math.floor(left / 1000)));
  const payment = await deps.payments.create(scope, {
    method,
    amount: session.amount,
    currency: session.currency,
    reference: session.reference,
    // The iframe reports its result to our own hosted page, never to a merchant origin.
    targetOrigins: isCardMethod(method) ? [new URL(deps.publicBaseUrl).origin] : [],
    expiresIn,
    customer: session.customer,
    metadataJson: session.metadata === null ? null : JSON.stringify(session.metadata),
    checkoutSessionId: session.id,
  });
  await deps.store.insertAttempt(scope, {
    paymentId: payment.paymentId,
    sessionId: session.id,
    method,
    checkoutUrl: payment.checkoutUrl,
    checkoutExpiresAt: payment.checkoutExpiresAt,
    createdAt: now,
  });
  return payment;
}

async function reusableAttempt(
  deps: SessionDeps,
  session: Session,
  method: string,
  now: Date,
): Promise<AttemptPayment | undefined> {
  const latest = (await deps.store.attempts(scopeOf(session), session.id)).find((a) => a.method === method);
  if (!latest) return undefined;
  const payment = await deps.payments.get(scopeOf(session), latest.paymentId);
  if (payment?.status !== 'pending') return undefined;
  if (!isCardMethod(payment.method)) return payment;
  const linkLeft = (latest.checkoutExpiresAt?.getTime() ?? 0) - now.getTime();
  if (!latest.checkoutUrl || linkLeft <= CARD_START_CUTOFF_MS) return undefined;
  return { ...payment, checkoutUrl: latest.checkoutUrl, checkoutExpiresAt: latest.checkoutExpiresAt };
}
