import { notFound } from '@gateway/shared/errors.ts';
import type { Card } from './card.ts';
import type { CardDeps, LockedRegistration, RegistrationCallback, RegistrationTransaction } from './ports.ts';

/**
 * A signed registration callback (or the test helper's, which takes the same path). Applied
 * under the row lock, so repeated deliveries of one attempt apply once. A failed attempt and a
 * later successful retry in the same form give `invalid` then `registered` (spec 3.2).
 */
export async function handleRegistrationCallback(
  deps: CardDeps,
  provider: string,
  rawBody: string,
  signature: string,
): Promise<Card> {
  if (provider !== 'provider_a') throw notFound('provider');
  const callback = deps.processor.parseCallback(rawBody, signature);
  const card = await deps.cards.withRegistration(callback.registrationId, (locked, tx) =>
    applyRegistration(deps, locked, tx, callback),
  );
  if (!card) throw notFound('card');
  return card;
}

export type Decision = 'register' | 'fail' | 'ignore';

/** The registration state machine of spec 3.2, for one provider attempt. */
export function decide(card: Card, lastAttempt: number, callback: RegistrationCallback): Decision {
  if (callback.attempt <= lastAttempt) return 'ignore';
  // Once registered (or deleted) a card keeps its token; a stray later attempt changes nothing.
  if (card.status === 'registered' || card.status === 'deleted') return 'ignore';
  if (callback.registered) return callback.token ? 'register' : 'fail';
  return 'fail';
}

async function applyRegistration(
  deps: CardDeps,
  { card, registration }: LockedRegistration,
  tx: RegistrationTransaction,
  callback: RegistrationCallback,
): Promise<Card> {
  const now = deps.clock.now();
  const decision = decide(card, registration.attempt, callback);
  if (decision === 'ignore') {
    if (callback.attempt > registration.attempt) await tx.recordAttempt(card, callback.attempt, now);
    return card;
  }
  if (decision === 'fail') return tx.markInvalid(card, callback.attempt, now);
  const registered = await tx.markRegistered(
    card,
    {
      attempt: callback.attempt,
      brand: callback.brand,
      lastFour: callback.lastFour,
      expires: callback.expires,
      sealed: deps.vault.seal(card.id, callback.token ?? ''),
    },
    now,
  );
  await tx.deleteEarlierCopies(registered, now);
  return registered;
}

/**
 * The buyer cancelled on the registration page (its token is the authorisation): a pending
 * registration becomes `invalid` with `card.failed` (spec 6: failed or cancelled). A card
 * already decided is left as it is.
 */
export async function cancelRegistration(deps: CardDeps, token: string): Promise<Card> {
  const found = /^[A-Za-z0-9]{16,64}$/.test(token) ? await deps.cards.findByPageToken(token) : null;
  if (!found) throw notFound('registration');
  const card = await deps.cards.withRegistration(found.registration.registrationId, async (locked, tx) => {
    if (locked.card.status !== 'pending') return locked.card;
    return tx.markInvalid(locked.card, locked.registration.attempt, deps.clock.now());
  });
  if (!card) throw notFound('registration');
  return card;
}
