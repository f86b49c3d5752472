import { z } from 'zod';
import { dateFilter, dateTime, listMeta, metadataSchema, optionalFilter, paginationQuery } from './common.ts';
import { receipt } from './receipts.ts';

import { PAYMENT_STATUSES, PROVIDERS } from '@gateway/shared/names.ts';

export { PAYMENT_STATUSES, PROVIDERS };

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

// Shape checks only; rules that depend on the provider or on stored data live in payments.
export const createPaymentBody = z
  .object({
    provider: z.enum(PROVIDERS, { error: `must be one of ${PROVIDERS.join(', ')}` }),
    amount: z
      .number({ error: 'must be a positive integer' })
      .int('must be a positive integer')
      .positive('must be a positive integer')
      .max(Number.MAX_SAFE_INTEGER, 'is too large'),
    currency: z.literal('PYG', { error: 'must be PYG' }),
    reference: text(255).min(1, 'is required'),
    target_origin: z.union([text(2048), z.array(text(2048)).max(20)]).optional(),
    return_url: text(2048).optional(),
    cancel_url: text(2048).optional(),
    expires_in: z
      .number({ error: 'must be an integer number of seconds' })
      .int('must be an integer number of seconds')
      .min(60, 'must be at least 60')
      .max(86400, 'must be at most 86400')
      .optional(),
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
    customer_id: text(255).optional(),
    // Spec 2.2 types metadata as object or null: null is the same as leaving it out.
    metadata: metadataSchema.nullable().optional(),
    card_id: text(128).optional(),
  })
  .meta({
    examples: [
      {
        provider: 'provider_a',
        amount: 150000,
        currency: 'PYG',
        reference: 'order-1001',
        target_origin: 'https://shop.example.com',
        return_url: 'https://shop.example.com/checkout/done',
        customer: {
          customerId: 'cus-42',
          name: 'Ana',
          lastname: 'Benítez',
          email: 'ana@example.com',
          phone: '+595981000000',
        },
        metadata: { order_id: '1001' },
      },
    ],
  });

export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

// The payments service's own limit on a note or a reason (MAX_REASON_LENGTH there).
export const confirmBody = z.object({ notes: text(1000).optional() });
export const rejectBody = z.object({
  reason: z
    .string({ error: 'is required' })
    .max(1000, 'must be at most 1000 characters')
    .min(1, 'is required'),
});
export const declineBody = z.object({ reason: text(255).optional() });

export const listPaymentsQuery = z.object({
  status: optionalFilter(z.enum(PAYMENT_STATUSES)),
  provider: optionalFilter(z.enum(PROVIDERS)),
  reference: optionalFilter(text(255)),
  customer_id: optionalFilter(text(255)),
  from: dateFilter,
  to: dateFilter,
  ...paginationQuery,
});

const bankAccount = z.object({
  bank_name: z.string(),
  account_type: z.string(),
  account_number: z.string(),
  holder_name: z.string(),
  holder_ruc: z.string(),
});

export const payment = z
  .object({
    id: z.string(),
    reference: z.string(),
    provider: z.enum(PROVIDERS),
    amount: z.string().describe('Decimal string with two decimals, e.g. "150000.00"'),
    currency: z.literal('PYG'),
    status: z.enum(PAYMENT_STATUSES),
    created_at: dateTime,
    updated_at: dateTime,
    confirmed_at: dateTime.nullable(),
    failed_at: dateTime.nullable(),
    expires_at: dateTime.nullable(),
    expired_at: dateTime.nullable(),
    confirmed_after_expiry: z.boolean(),
    recovered_from_status: z.enum(['expired', 'cancelled', 'failed']).nullable(),
    rejection_reason: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    customer_data: z.record(z.string(), z.unknown()).nullable(),
    provider_data: z
      .union([
        z.object({ bank_accounts: z.array(bankAccount), instructions: z.string() }),
        z.record(z.string(), z.unknown()),
      ])
      .nullable(),
    checkout_session_id: z.string().optional(),
    checkout: z.object({ checkout_url: z.string(), expires_at: dateTime }).optional(),
    receipts: z.array(receipt).optional().describe('Transfers only, on GET of one payment'),
  })
  .meta({
    id: 'Payment',
    examples: [
      {
        id: 'pay_8fJ2kLq9Xw3Zt7Rb',
        reference: 'order-1002',
        provider: 'transferencia',
        amount: '150000.00',
        currency: 'PYG',
        status: 'pending',
        created_at: '2026-11-24T10:15:00.000-03:00',
        updated_at: '2026-11-24T10:15:00.000-03:00',
        confirmed_at: null,
        failed_at: null,
        expires_at: null,
        expired_at: null,
        confirmed_after_expiry: false,
        recovered_from_status: null,
        rejection_reason: null,
        metadata: { order_id: '1002' },
        customer_data: null,
        provider_data: {
          bank_accounts: [
            {
              bank_name: 'Banco Continental',
              account_type: 'Cuenta corriente',
              account_number: '1234567890',
              holder_name: 'Tienda Sol S.A.',
              holder_ruc: '80012345-6',
            },
          ],
          instructions: 'Indicá la referencia order-1002 en el concepto de la transferencia.',
        },
      },
    ],
  });

export const paymentResponse = z.object({ data: payment });
export const paymentList = z.object({ data: z.array(payment), meta: listMeta });
