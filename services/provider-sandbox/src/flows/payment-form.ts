import { asuncionMonth } from '../domain/calendar.ts';
import { type CardFormFields, parseCardForm } from '../domain/cards.ts';
import { decideChallenge, decidePayment } from '../domain/decision.ts';
import type { Decision } from '../domain/types.ts';
import type { PaymentAttempt, PaymentSession } from '../store/records.ts';
import type { Deps } from './deps.ts';
import { recordOperation } from './operations.ts';

/** What the buyer's page should show next. */
export type PaymentView =
  | { view: 'form'; error: string | null }
  | { view: 'challenge'; error: string | null }
  | { view: 'result'; attempt: PaymentAttempt }
  | { view: 'expired' };

/** The page for a plain visit: the last approval if there was one, otherwise the form. */
export function showPaymentForm(deps: Deps, session: PaymentSession): PaymentView {
  return closedView(deps, session) ?? { view: 'form', error: null };
}

export function submitPaymentCard(deps: Deps, session: PaymentSession, fields: CardFormFields) {
  return deps.lock.run(session.id, async (): Promise<PaymentView> => {
    const closed = closedView(deps, session);
    if (closed) return closed;
    const parsed = parseCardForm(fields);
    if (!parsed.ok) return { view: 'form', error: parsed.message };
    const step = decidePayment(parsed.card, asuncionMonth(deps.clock.now()));
    if (step.kind === 'challenge') {
      session.pendingChallenge = parsed.card;
      return { view: 'challenge', error: null };
    }
    session.pendingChallenge = null;
    return { view: 'result', attempt: await recordPaymentAttempt(deps, session, step.decision) };
  });
}

export function submitPaymentChallenge(deps: Deps, session: PaymentSession, code: string) {
  return deps.lock.run(session.id, async (): Promise<PaymentView> => {
    const closed = closedView(deps, session);
    if (closed) return closed;
    if (!session.pendingChallenge) {
      return { view: 'form', error: 'No hay una verificación pendiente. Ingresá la tarjeta de nuevo.' };
    }
    if (code.trim() === '') return { view: 'challenge', error: 'Ingresá el código de verificación.' };
    session.pendingChallenge = null;
    return { view: 'result', attempt: await recordPaymentAttempt(deps, session, decideChallenge(code)) };
  });
}

/** An approved session shows its result again; an expired one accepts nothing. */
function closedView(deps: Deps, session: PaymentSession): PaymentView | null {
  if (session.last?.decision.status === 'approved') return { view: 'result', attempt: session.last };
  if (deps.clock.now() >= session.expiresAt) return { view: 'expired' };
  return null;
}

/** Numbers the attempt, books the operation and calls the gateway back; the caller holds the session lock. */
export async function recordPaymentAttempt(
  deps: Deps,
  session: PaymentSession,
  decision: Decision,
): Promise<PaymentAttempt> {
  session.attempts += 1;
  const operation = recordOperation(deps.store, {
    provider: session.provider,
    merchantReference: session.merchantReference,
    amount: session.amount,
    currency: session.currency,
    decision,
    at: deps.clock.now(),
  });
  const attempt: PaymentAttempt = { attempt: session.attempts, decision, operation };
  session.last = attempt;
  // The gateway must know the outcome before the buyer's page does.
  await deps.callbacks.send(
    session.callbackUrl,
    deps.secrets[session.provider],
    paymentCallback(session, attempt),
  );
  return attempt;
}

function paymentCallback(session: PaymentSession, { attempt, decision, operation }: PaymentAttempt) {
  const outcome = {
    attempt,
    status: decision.status,
    reason: decision.reason,
    operation_number: operation.operationNumber,
    authorization_number: operation.authorizationNumber,
    response_code: decision.responseCode,
  };
  return session.provider === 'provider_a'
    ? { type: 'payment', session_id: session.id, merchant_reference: session.merchantReference, ...outcome }
    : { type: 'payment', checkout_id: session.id, order_id: session.merchantReference, ...outcome };
}
