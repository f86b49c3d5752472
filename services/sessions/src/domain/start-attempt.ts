import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import type { AttemptPayment, SessionDeps } from './ports.ts';
import {
  CARD_START_CUTOFF_MS,
  isCardMethod,
  isLive,
  isMethod,
  type Method,
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
  const reusable = await reusableAttempt(deps, session, method, now);
  if (reusable) return reusable;
  // Two clicks (or tabs) at once: one starts the payment, the other waits for it and shows it.
  const leaseUntil = new Date(now.getTime() + START_LEASE_MS);
  if (!(await deps.store.claimStart(session.id, method, now, leaseUntil))) {
    return waitForConcurrentStart(deps, session, method);
  }
  try {
    // A click that finished between our look and our claim has started it already.
    return (
      (await reusableAttempt(deps, session, method, now)) ??
      (await createAttempt(deps, session, method, left, now))
    );
  } finally {
    await deps.store.releaseStart(session.id, method).catch(() => undefined);
  }
}

/** Longer than payments takes to answer a card create (processor timeout included). */
const START_LEASE_MS = 30_000;
const START_POLL_MS = 100;

async function waitForConcurrentStart(
  deps: SessionDeps,
  session: Session,
  method: string,
): Promise<AttemptPayment> {
  for (let waited = 0; waited < START_LEASE_MS; waited += START_POLL_MS) {
    await sleep(START_POLL_MS);
    const started = await reusableAttempt(deps, session, method, deps.clock.now());
    if (started) return started;
  }
  throw new AppError('UNAVAILABLE', 'The payment is still being started; try again in a moment.');
}

async function createAttempt(
  deps: SessionDeps,
  session: Session,
  method: Method,
  left: number,
  now: Date,
): Promise<AttemptPayment> {
  const scope = scopeOf(session);
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
  // A transfer whose receipt is already uploaded is shown as such: the buyer paid, never twice.
  if (payment?.status === 'receipt_uploaded' && !isCardMethod(payment.method)) return payment;
  if (payment?.status !== 'pending') return undefined;
  if (!isCardMethod(payment.method)) return payment;
  const linkLeft = (latest.checkoutExpiresAt?.getTime() ?? 0) - now.getTime();
  if (!latest.checkoutUrl || linkLeft <= CARD_START_CUTOFF_MS) return undefined;
  return { ...payment, checkoutUrl: latest.checkoutUrl, checkoutExpiresAt: latest.checkoutExpiresAt };
}

/**
 * A buyer's receipt upload from the hosted page (spec 4.5 `pending`): the open session's transfer
 * attempt, still pending. The session id alone authorises it, as it does the page.
 */
export async function resolveReceiptUpload(
  deps: SessionDeps,
  sessionId: string,
): Promise<{ scope: ReturnType<typeof scopeOf>; paymentId: string }> {
  const session = await deps.store.findById(sessionId);
  if (!session) throw notFound('checkout session');
  if (!isLive(session, deps.clock.now()))
    throw new AppError('INVALID_STATE', 'This checkout session is closed.', { status: session.status });
  const scope = scopeOf(session);
  const latest = (await deps.store.attempts(scope, session.id)).find((a) => a.method === 'transferencia');
  const payment = latest && (await deps.payments.get(scope, latest.paymentId));
  if (payment?.status !== 'pending')
    throw new AppError('INVALID_STATE', 'No bank transfer of this checkout session awaits a receipt.');
  return { scope, paymentId: payment.paymentId };
}
