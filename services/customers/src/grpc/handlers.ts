import type { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import { parseScope } from '../domain/scope.ts';
import type { CustomerUseCases } from '../domain/use-cases.ts';
import { toCustomerMessage } from './customer-message.ts';

export function customersHandlers(useCases: CustomerUseCases): ServiceHandlers<typeof CustomersService> {
  return {
    async upsertCustomer(req) {
      const { customer, created } = await useCases.upsert(parseScope(req.scope), req);
      return { customer: toCustomerMessage(customer), created };
    },

    async getCustomer(req) {
      const customer = await useCases.get(parseScope(req.scope), {
        id: req.id,
        byExternalId: req.byExternalId,
      });
      return { customer: toCustomerMessage(customer) };
    },

    async listCustomers(req) {
      const page = await useCases.list(parseScope(req.scope), req);
      return {
        customers: page.items.map(toCustomerMessage),
        nextCursor: page.nextCursor ?? undefined,
        prevCursor: page.prevCursor ?? undefined,
      };
    },
  };
}
