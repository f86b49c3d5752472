import {
  type CustomerPayload,
  customerCreated,
  customerUpdated,
} from '@gateway/shared/events/contracts/customers.ts';
import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import type { Customer, Scope } from '../domain/customer.ts';

export const SERVICE = 'customers';

export const CUSTOMER_CREATED = customerCreated.type;
export const CUSTOMER_UPDATED = customerUpdated.type;

/** The payload is the customer in its public API shape (spec 2.4), so consumers never reshape it. */
export function customerPayload(customer: Customer): CustomerPayload {
  return {
    id: customer.id,
    external_id: customer.externalId,
    last_seen_at: customer.lastSeenAt,
    last_seen_source: customer.lastSeenSource,
    last_seen_provider: customer.lastSeenProvider,
    last_seen_name: customer.lastSeen.name,
    last_seen_lastname: customer.lastSeen.lastname,
    last_seen_email: customer.lastSeen.email,
    last_seen_phone: customer.lastSeen.phone,
    last_seen_ruc: customer.lastSeen.ruc,
    created_at: customer.createdAt,
  };
}

/** An upsert names its event: created for a new customer, updated for a known one. */
export function customerEvent(scope: Scope, customer: Customer, created: boolean): NewEvent {
  return (created ? customerCreated : customerUpdated).event(
    scope,
    customerPayload(customer),
    new Date(customer.updatedAt),
  );
}
