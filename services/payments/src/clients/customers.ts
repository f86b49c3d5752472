import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { Customer as CustomerMessage } from '@gateway/proto/customers/v1/customers_pb';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Customers, KnownCustomer } from '../domain/ports.ts';

type Customer = Named<CustomerMessage>;

export interface CustomersClient extends Customers {
  close(): void;
}

/** CustomersService: payments file their customer with source `payment` (spec 2.4). */
export function customersClient(address: string): CustomersClient {
  const client = createClient(CustomersService, address);
  return {
    async upsert(scope, customer) {
      const { customer: stored } = await client.upsertCustomer({
        scope: { tenantId: scope.tenantId, environment: scope.environment },
        externalId: customer.externalId,
        name: customer.name ?? undefined,
        lastname: customer.lastname ?? undefined,
        email: customer.email ?? undefined,
        phone: customer.phone ?? undefined,
        ruc: customer.ruc ?? undefined,
        source: customer.source ?? 'payment',
        provider: customer.provider,
      });
      if (!stored) throw new AppError('INTERNAL', 'An internal error occurred.');
      return known(stored);
    },

    async findByExternalId(scope, externalId) {
      try {
        const { customer } = await client.getCustomer({
          scope: { tenantId: scope.tenantId, environment: scope.environment },
          id: externalId,
          byExternalId: true,
        });
        return customer ? known(customer) : null;
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
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
    ruc: customer.lastSeenRuc ?? null,
  };
}
