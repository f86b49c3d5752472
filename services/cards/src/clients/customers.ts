import type { Named } from '@gateway/shared/grpc/enums.ts';
import { type Customer as CustomerMessage, CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Customers, KnownCustomer } from '../domain/ports.ts';

type Customer = Named<CustomerMessage>;

export interface CustomersClient extends Customers {
  close(): void;
}

/** CustomersService: cards file their customer with source `card_registration` (spec 2.4). */
export function customersClient(address: string): CustomersClient {
  const client = createClient(CustomersService, address, { timeoutMs: 5000 });
  return {
    async findByExternalId(scope, externalId) {
      try {
        const { customer } = await client.getCustomer({ scope, id: externalId, byExternalId: true });
        return customer ? known(customer) : null;
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    async upsert(scope, externalId, fields) {
      const { customer } = await client.upsertCustomer({
        scope,
        externalId,
        name: fields.name ?? undefined,
        lastname: fields.lastname ?? undefined,
        email: fields.email ?? undefined,
        phone: fields.phone ?? undefined,
        source: 'card_registration',
        provider: 'provider_a',
      });
      if (!customer) throw new AppError('INTERNAL', 'An internal error occurred.');
      return known(customer);
    },

    close: () => client.close(),
  };
}

function known(customer: Customer): KnownCustomer {
  return {
    id: customer.id,
    externalId: customer.externalId,
    name: customer.lastSeenName ?? null,
    lastname: customer.lastSeenLastname ?? null,
    email: customer.lastSeenEmail ?? null,
    phone: customer.lastSeenPhone ?? null,
  };
}
