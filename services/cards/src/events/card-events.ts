import {
  CARDS_STREAM,
  CARD_EVENTS as CONTRACTS,
  type CardPayload,
} from '@gateway/shared/events/contracts/cards.ts';
import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import type { Card } from '../domain/card.ts';

// Types and payloads live in @gateway/shared/events/contracts/cards.ts, for producer and consumers alike.
export const SERVICE = CARDS_STREAM;

export const CARD_EVENTS = {
  registered: CONTRACTS.registered.type,
  failed: CONTRACTS.failed.type,
  deleted: CONTRACTS.deleted.type,
} as const;

export type CardEventKind = keyof typeof CARD_EVENTS;

/**
 * The flat webhook payload of contracts 4, so the webhooks service delivers it as is. It never
 * carries the provider token.
 */
export function cardPayload(kind: CardEventKind, card: Card): CardPayload {
  return {
    event: `card.${kind}`,
    card_id: card.id,
    customer_id: card.customerId,
    status: card.status,
    provider: card.provider,
    brand: card.brand,
    last_four: card.lastFour,
    expires: card.expires,
  };
}

export function cardEvent(kind: CardEventKind, card: Card): NewEvent {
  return CONTRACTS[kind].event(card, cardPayload(kind, card), card.updatedAt);
}
