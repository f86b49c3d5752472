import { asuncionMonth } from '../domain/calendar.ts';
import { brandOf, type CardFormFields, expiryLabel, lastFour, parseCardForm } from '../domain/cards.ts';
import { decideRegistration, type RegistrationDecision } from '../domain/decision.ts';
import type { CardInput } from '../domain/types.ts';
import { randomId } from '../store/ids.ts';
import type { Registration, RegistrationAttempt } from '../store/records.ts';
import type { Deps } from './deps.ts';

export type RegistrationView =
  | { view: 'form'; error: string | null }
  | { view: 'challenge'; error: string | null }
  | { view: 'result'; attempt: RegistrationAttempt }
  | { view: 'expired' };

export function showRegistrationForm(deps: Deps, registration: Registration): RegistrationView {
  return closedView(deps, registration) ?? { view: 'form', error: null };
}

/** Registration has no frictionless path: every well-formed card goes to the 3DS challenge. */
export function submitRegistrationCard(deps: Deps, registration: Registration, fields: CardFormFields) {
  return deps.lock.run(registration.id, async (): Promise<RegistrationView> => {
    const closed = closedView(deps, registration);
    if (closed) return closed;
    const parsed = parseCardForm(fields);
    if (!parsed.ok) return { view: 'form', error: parsed.message };
    registration.pendingChallenge = parsed.card;
    return { view: 'challenge', error: null };
  });
}

export function submitRegistrationChallenge(deps: Deps, registration: Registration, code: string) {
  return deps.lock.run(registration.id, async (): Promise<RegistrationView> => {
    const closed = closedView(deps, registration);
    if (closed) return closed;
    const card = registration.pendingChallenge;
    if (!card) {
      return { view: 'form', error: 'No hay una verificación pendiente. Ingresá la tarjeta de nuevo.' };
    }
    if (code.trim() === '') return { view: 'challenge', error: 'Ingresá el código de verificación.' };
    registration.pendingChallenge = null;
    const decision = decideRegistration(card, code, asuncionMonth(deps.clock.now()));
    return { view: 'result', attempt: await recordRegistrationAttempt(deps, registration, card, decision) };
  });
}

function closedView(deps: Deps, registration: Registration): RegistrationView | null {
  if (registration.last?.status === 'registered') return { view: 'result', attempt: registration.last };
  if (deps.clock.now() >= registration.expiresAt) return { view: 'expired' };
  return null;
}

/** Numbers the attempt, saves the card when registered and calls the gateway back; the caller holds the lock. */
export async function recordRegistrationAttempt(
  deps: Deps,
  registration: Registration,
  card: CardInput,
  decision: RegistrationDecision,
): Promise<RegistrationAttempt> {
  registration.attempts += 1;
  let token: string | null = null;
  if (decision.status === 'registered') {
    token = randomId('tok_', 32);
    deps.store.addSavedCard({
      token,
      registrationId: registration.id,
      customerId: registration.customer.id,
      card,
    });
  }
  const attempt: RegistrationAttempt = {
    attempt: registration.attempts,
    status: decision.status,
    reason: decision.status === 'failed' ? decision.reason : null,
    token,
  };
  registration.last = attempt;
  await deps.callbacks.send(registration.callbackUrl, deps.secrets.provider_a, {
    type: 'card',
    registration_id: registration.id,
    attempt: attempt.attempt,
    status: attempt.status,
    reason: attempt.reason,
    token,
    brand: brandOf(card.number),
    last_four: lastFour(card.number),
    expires: expiryLabel(card),
  });
  return attempt;
}
