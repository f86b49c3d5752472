import { z } from 'zod';
import { dateTime, listMeta, optionalFilter, paginationQuery } from './common.ts';

export const customer = z
  .object({
    id: z.string().describe('cust_ id; this is what the provider receives as the customer id'),
    external_id: z.string().describe('The customerId the integrator sent'),
    last_seen_at: dateTime.nullable(),
    last_seen_source: z.enum(['payment', 'card_registration', 'card_charge']).nullable(),
    last_seen_provider: z.enum(['provider_a', 'provider_b', 'transferencia']).nullable(),
    last_seen_name: z.string().nullable(),
    last_seen_lastname: z.string().nullable(),
    last_seen_email: z.string().nullable(),
    last_seen_phone: z.string().nullable(),
    last_seen_ruc: z.string().nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'Customer' });

export const listCustomersQuery = z.object({
  external_id: optionalFilter(z.string().max(255)),
  ...paginationQuery,
});

export const customerList = z.object({ data: z.array(customer), meta: listMeta });
export const customerResponse = z.object({ data: customer });
