import { z } from 'zod';

// Amounts are whole guaraníes: PYG has no minor unit.
const amount = z.number().int().positive();
const callbackUrl = z.url({ protocol: /^https?$/ });
const expiresAt = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const reference = z.string().min(1).max(255);

const customer = z.object({
  id: z.string().min(1),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const sessionRequest = z.object({
  merchant_reference: reference,
  amount,
  currency: z.string(),
  customer: customer.nullable().default(null),
  callback_url: callbackUrl,
  expires_at: expiresAt,
});

export const checkoutRequest = z.object({
  order_id: reference,
  amount,
  currency: z.string(),
  notify_url: callbackUrl,
  expires_at: expiresAt,
});

export const chargeRequest = z.object({
  token: z.string().min(1),
  amount,
  currency: z.string(),
  merchant_reference: reference,
});

export const reversalRequest = z.object({ operation_number: z.string().min(1) });

export const registrationRequest = z.object({
  customer,
  callback_url: callbackUrl,
  expires_at: expiresAt,
});

export const simulatePaymentRequest = z
  .object({
    status: z.enum(['approved', 'declined']),
    // Any processor's wording: the sandbox's own three keep their response codes.
    reason: z.string().trim().min(1).max(255).nullable().default(null),
  })
  .refine((body) => body.status === 'declined' || body.reason === null, {
    message: 'an approval has no reason',
    path: ['reason'],
  });

export const simulateRegistrationRequest = z
  .object({
    status: z.enum(['registered', 'failed']),
    reason: z.enum(['card_declined', '3ds_failed']).nullable().default(null),
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'expected 12 to 19 digits'))
      .default('4111111111111111'),
  })
  .refine((body) => body.status === 'failed' || body.reason === null, {
    message: 'a registration that succeeds has no reason',
    path: ['reason'],
  });
