import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Events of the cards service (stream CARDS). */
export const CARDS_STREAM = 'cards';

/** The flat webhook payload of contracts 4: the webhooks service delivers it as is. Never a token. */
export const cardPayload = z.object({
  event: z.string().startsWith('card.'),
  card_id: z.string().min(1),
  customer_id: z.string().min(1),
  status: z.string(),
  provider: z.string(),
  brand: z.string().nullable(),
  last_four: z.string().nullable(),
  expires: z.string().nullable(),
});

export type CardPayload = z.infer<typeof cardPayload>;

export const cardRegistered = defineEvent('cards.card.registered', cardPayload);
export const cardFailed = defineEvent('cards.card.failed', cardPayload);
export const cardDeleted = defineEvent('cards.card.deleted', cardPayload);

/** Every card event, by the name a use-case gives it. */
export const CARD_EVENTS = { registered: cardRegistered, failed: cardFailed, deleted: cardDeleted } as const;
