import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Events of the customers service (stream CUSTOMERS). */
export const CUSTOMERS_STREAM = 'customers';

const text = z.string().nullable();

/** The customer in its public API shape (spec 2.4), so consumers never reshape it. */
export const customerPayload = z.object({
  id: z.string().min(1),
  external_id: z.string().min(1),
  last_seen_at: text,
  last_seen_source: text,
  last_seen_provider: text,
  last_seen_name: text,
  last_seen_lastname: text,
  last_seen_email: text,
  last_seen_phone: text,
  last_seen_ruc: text,
  created_at: z.string(),
});

export const customerCreated = defineEvent('customers.customer.created', customerPayload);
export const customerUpdated = defineEvent('customers.customer.updated', customerPayload);

export type CustomerPayload = z.input<typeof customerPayload>;
