import { z } from 'zod';
import { dateTime, listMeta, metadataSchema, optionalFilter, paginationQuery } from './common.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const CARD_STATUSES = ['pending', 'registered', 'invalid', 'deleted'] as const;

// Shape checks only; the registration rules (customer forms, origins) live in cards.
export const createCardBody = z.object({
  provider: z.literal('provider_a', { error: 'must be provider_a' }),
  customer_id: text(255)
    .optional()
    .describe("The customer's external id (alternative to customer.customerId)"),
  customer: z
    .strictObject({
      customerId: text(255).optional(),
      name: text(255).optional(),
      lastname: text(255).optional(),
      email: text(255).optional(),
      phone: text(64).optional(),
    })
    .optional()
    .describe('name, lastname, email and phone are required the first time a customer is seen'),
  target_origin: z.union([text(2048), z.array(text(2048)).max(20)], {
    error: (issue) =>
      issue.input === undefined ? 'is required' : 'must be an origin or an array of origins',
  }),
  return_url: text(2048).optional(),
});

export const chargeCardBody = z.object({
  amount: z
    .number({ error: 'must be a positive integer' })
    .int('must be a positive integer')
    .positive('must be a positive integer')
    .max(Number.MAX_SAFE_INTEGER, 'is too large'),
  // Spec 4.2 requires only amount here; a charge is in PYG whether or not it says so.
  currency: z.literal('PYG', { error: 'must be PYG' }).optional(),
  reference: text(255).min(1, 'is required'),
  metadata: metadataSchema.nullable().optional(),
});

export const registerCardBody = z.object({
  number: z
    .string()
    .max(32)
    .optional()
    .describe('Which sandbox test card is saved (default 4111 1111 1111 1111)'),
});

export const listCardsQuery = z.object({
  customer_id: optionalFilter(text(255)),
  // Deleted cards never appear (spec 4.2): filtering on them is an empty list, not an error.
  status: optionalFilter(z.enum(['pending', 'registered', 'invalid', 'deleted'])),
  ...paginationQuery,
});

export const card = z
  .object({
    id: z.string().describe('card_ id'),
    customer_id: z.string().describe("cust_ id of the card's customer"),
    provider: z.literal('provider_a'),
    status: z.enum(CARD_STATUSES),
    brand: z.string().nullable(),
    last_four: z.string().nullable(),
    expires: z.string().nullable().describe('MM/YY'),
    registered_at: dateTime.describe(
      'When the registration completed; for a card still pending (or invalid), when it began',
    ),
    created_at: dateTime,
  })
  .meta({ id: 'Card' });

export const cardResponse = z.object({ data: card });
export const cardList = z.object({ data: z.array(card), meta: listMeta });
export const registrationResponse = z.object({
  data: z.object({
    card_id: z.string(),
    status: z.literal('pending'),
    registration: z.object({
      checkout_url: z.string().describe('The gateway page to embed as an iframe (allow="payment")'),
      expires_at: dateTime,
    }),
  }),
});
