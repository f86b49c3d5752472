import { z } from 'zod';
import { dateTime, metadataSchema } from './common.ts';
import { PROVIDERS } from './payments.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const integer = (message: string) => z.number({ error: message }).int(message);

// Shape checks only; rules that need the tenant's settings (enabled methods, the customer rule) live in sessions.
export const createSessionBody = z.strictObject({
  reference: text(255).min(1, 'is required'),
  amount: integer('must be a positive integer')
    .positive('must be a positive integer')
    .max(Number.MAX_SAFE_INTEGER, 'is too large'),
  currency: z.literal('PYG', { error: 'must be PYG' }),
  success_url: text(2048).min(1, 'is required'),
  cancel_url: text(2048).optional(),
  methods: z
    .array(z.enum(PROVIDERS, { error: `must be one of ${PROVIDERS.join(', ')}` }))
    .max(3)
    .optional(),
  expires_in: integer('must be an integer number of seconds')
    .min(60, 'must be at least 60')
    .max(86400, 'must be at most 86400')
    .optional(),
  description: text(500).optional(),
  line_items: z
    .array(
      z.strictObject({
        name: text(255).min(1, 'is required'),
        quantity: integer('must be a positive integer').positive('must be a positive integer').max(1_000_000),
        unit_amount: integer('must be a non-negative integer')
          .min(0, 'must be a non-negative integer')
          .max(Number.MAX_SAFE_INTEGER, 'is too large'),
      }),
    )
    .max(100, 'at most 100 items')
    .optional(),
  metadata: metadataSchema.nullable().optional(),
  customer: z
    .strictObject({
      customerId: text(255).optional(),
      name: text(255).optional(),
      lastname: text(255).optional(),
      email: text(255).optional(),
      phone: text(64).optional(),
      ruc: text(64).optional(),
    })
    .optional(),
});

export type CreateSessionBody = z.infer<typeof createSessionBody>;

export const checkoutSession = z
  .object({
    id: z.string().describe('cs_...'),
    url: z.string().describe('{base_url}/v1/checkout/<id>: send the buyer here'),
    status: z.enum(['open', 'completed', 'expired', 'cancelled']),
    reference: z.string(),
    environment: z.enum(['test', 'live']),
    amount: z.string().describe('Decimal string with two decimals, e.g. "150000.00"'),
    currency: z.literal('PYG'),
    methods: z.array(z.enum(PROVIDERS)),
    description: z.string(),
    line_items: z.array(
      z.object({ name: z.string(), quantity: z.number().int(), unit_amount: z.number().int() }),
    ),
    success_url: z.string(),
    cancel_url: z.string(),
    metadata: z.record(z.string(), z.unknown()).describe('As sent; {} when none was sent'),
    expires_at: dateTime,
    created_at: dateTime,
  })
  .meta({ id: 'CheckoutSession' });

export const sessionResponse = z.object({ data: checkoutSession });
