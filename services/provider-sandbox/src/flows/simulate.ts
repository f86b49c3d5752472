import { asuncionMonth } from '../domain/calendar.ts';
import { THREE_DS_CODE } from '../domain/cards.ts';
import { APPROVED, declined, decideRegistration, type RegistrationDecision } from '../domain/decision.ts';
import type { CardInput, DeclineReason, Provider } from '../domain/types.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { Deps } from './deps.ts';
import { recordPaymentAttempt } from './payment-form.ts';
import { recordRegistrationAttempt } from './registration-form.ts';

export type SimulatedPayment = { status: 'approved' | 'declined'; reason: DeclineReason | null };

/**
 * Sandbox control for the gateway's test helpers: the provider decides as if the buyer had
 * paid in the iframe (same attempt numbering, operation and callback). Unlike the form it
 * ignores the session's expiry, so a late approval can be simulated.
 */
export async function simulatePayment(
  deps: Deps,
  provider: Provider,
  id: string,
  input: SimulatedPayment,
): Promise<Answer> {
  const session = deps.store.session(provider, id);
  if (!session)
    return errorAnswer(404, provider === 'provider_a' ? 'unknown session' : 'unknown checkout', null);
  return deps.lock.run(session.id, async () => {
    const last = session.last;
    if (last?.decision.status === 'approved') {
      // Approving twice is a retry and gets the first answer; anything else contradicts it.
      if (input.status === 'approved') return paymentAnswer('approved', last.operation.operationNumber);
      return errorAnswer(409, 'session already approved', session.merchantReference);
    }
    session.pendingChallenge = null;
    const decision = input.status === 'approved' ? APPROVED : declined(input.reason ?? 'card_declined');
    const attempt = await recordPaymentAttempt(deps, session, decision);
    return paymentAnswer(decision.status, attempt.operation.operationNumber);
  });
}

function paymentAnswer(status: SimulatedPayment['status'], operationNumber: string): Answer {
  return { status: 200, body: { status, operation_number: operationNumber }, merchantReference: null };
}

export type SimulatedRegistration = {
  status: 'registered' | 'failed';
  reason: 'card_declined' | '3ds_failed' | null;
  number: string;
};

/** The registration counterpart: the requested outcome, with `number` deciding which test card is saved. */
export async function simulateRegistration(
  deps: Deps,
  id: string,
  input: SimulatedRegistration,
): Promise<Answer> {
  const registration = deps.store.registration(id);
  if (!registration) return errorAnswer(404, 'unknown registration', null);
  return deps.lock.run(registration.id, async () => {
    const last = registration.last;
    if (last?.status === 'registered') {
      if (input.status === 'registered') return registrationAnswer('registered', last.token);
      return errorAnswer(409, 'registration already completed', null);
    }
    registration.pendingChallenge = null;
    const card: CardInput = {
      number: input.number,
      expMonth: 12,
      expYear: asuncionMonth(deps.clock.now()).year + 4,
      cvc: '123',
    };
    // 3DS passes; the card itself still decides, as in the iframe (contracts 7: 0002 and 9995 are declined).
    const decision: RegistrationDecision =
      input.status === 'registered'
        ? decideRegistration(card, THREE_DS_CODE, asuncionMonth(deps.clock.now()))
        : { status: 'failed', reason: input.reason ?? 'card_declined' };
    const attempt = await recordRegistrationAttempt(deps, registration, card, decision);
    return registrationAnswer(attempt.status, attempt.token);
  });
}

function registrationAnswer(status: SimulatedRegistration['status'], token: string | null): Answer {
  return { status: 200, body: { status, token }, merchantReference: null };
}
