import { buildPage, decodeCursor, type Page } from '@gateway/shared/cursor.ts';
import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import { hasPrefix } from '@gateway/shared/ids.ts';
import { type Card, ID_PREFIX, isCardStatus, type Registration, type Scope } from './card.ts';
import { clampPerPage } from './list.ts';
import type { CardDeps } from './ports.ts';

export async function getCard(deps: CardDeps, scope: Scope, id: string): Promise<Card> {
  const card = hasPrefix(id, ID_PREFIX) ? await deps.cards.findById(scope, id) : null;
  if (!card) throw notFound('card');
  return card;
}

export interface ListInput {
  customerId?: string | undefined;
  status?: string | undefined;
  cursor?: string | undefined;
  perPage: number;
}

/** Deleted cards are never listed (spec 4.2): asked for by status, they are an empty page. */
export async function listCards(deps: CardDeps, scope: Scope, input: ListInput): Promise<Page<Card>> {
  const status = input.status ? input.status : null;
  if (status !== null && !isCardStatus(status)) {
    throw validationError({ status: ['must be one of pending, registered, invalid, deleted'] });
  }
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const perPage = clampPerPage(input.perPage);
  const rows = await deps.cards.list(scope, {
    customerId: input.customerId ? input.customerId : null,
    status,
    cursor,
    limit: perPage + 1,
  });
  const page = buildPage(
    rows.map((card) => ({ card, id: card.id, createdAt: card.createdAt.toISOString() })),
    perPage,
    cursor,
  );
  return {
    items: page.items.map((row) => row.card),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** DELETE: logical, evented once; a repeat answers the same without a second event. */
export async function deleteCard(
  deps: CardDeps,
  scope: Scope,
  id: string,
): Promise<{ card: Card; deletedNow: boolean }> {
  const result = hasPrefix(id, ID_PREFIX) ? await deps.cards.delete(scope, id, deps.clock.now()) : null;
  if (!result) throw notFound('card');
  return result;
}

/** Test helper: the provider decides the pending registration, then its signed callback applies it. */
export async function simulateRegistration(
  deps: CardDeps,
  scope: Scope,
  id: string,
  outcome: { registered: boolean; number: string | null },
): Promise<Card> {
  const registrationId = hasPrefix(id, ID_PREFIX) ? await deps.cards.findRegistrationId(scope, id) : null;
  if (!registrationId) throw notFound('card');
  const card = await getCard(deps, scope, id);
  if (card.status === 'deleted' || (card.status === 'registered' && !outcome.registered)) {
    throw new AppError('INVALID_STATE', `A ${card.status} card cannot change its registration.`, {
      status: card.status,
    });
  }
  await deps.processor.simulate(registrationId, outcome);
  return getCard(deps, scope, id);
}

export interface RegistrationView {
  card: Card;
  registration: Registration;
  providerFormUrl: string;
}

/** The registration page's token: the only authorisation of the public page. */
export async function resolveRegistrationToken(deps: CardDeps, token: string): Promise<RegistrationView> {
  const found = /^[A-Za-z0-9]{16,64}$/.test(token) ? await deps.cards.findByPageToken(token) : null;
  if (!found) throw notFound('registration');
  return { ...found, providerFormUrl: deps.processor.formUrl(found.registration.formPath) };
}
