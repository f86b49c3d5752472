import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import type { Card } from '../domain/card.ts';

export const SERVICE = 'cards';

export const CARD_EVENTS = {
  registered: 'cards.card.registered',
  failed: 'cards.card.failed',
  deleted: 'cards.card.deleted',
} as const;

export type CardEventKind = keyof typeof CARD_EVENTS;

/**
 * The flat webhook payload of contracts 4, so the webhooks service delivers it as is. It never
 * carries the provider token.
 */
export function cardPayload(kind: CardEventKind, card: Card): Record<string, unknown> {
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
  return {
    type: CARD_EVENTS[kind],
    tenantId: card.tenantId,
    environment: card.environment,
    payload: cardPayload(kind, card),
    occurredAt: card.updatedAt,
  };
}
