import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import type { Scope } from './card.ts';
import type { CardDeps, ChargeOutcome } from './ports.ts';

export interface ChargeInput {
  cardId: string;
  amount: bigint;
  currency: string;
  merchantReference: string;
}

/**
 * Charges a registered card with its stored token. The token is opened here, sent to the
 * provider and forgotten: it is never part of an answer, a log line or another service's call.
 */
export async function chargeCard(deps: CardDeps, scope: Scope, input: ChargeInput): Promise<ChargeOutcome> {
  if (input.amount <= 0n) throw validationError({ amount: ['must be a positive integer'] });
  if (input.merchantReference === '') throw validationError({ merchant_reference: ['is required'] });
  const card = await deps.cards.findById(scope, input.cardId);
  if (!card) throw notFound('card');
  if (card.status !== 'registered') {
    throw new AppError('INVALID_STATE', `A ${card.status} card cannot be charged.`, { status: card.status });
  }
  const sealed = await deps.cards.sealedToken(scope, card.id);
  if (!sealed) throw new AppError('INVALID_STATE', 'The card cannot be charged.', { status: card.status });
  return deps.processor.charge({
    token: deps.vault.open(card.id, sealed),
    amount: input.amount,
    currency: input.currency,
    merchantReference: input.merchantReference,
  });
}
