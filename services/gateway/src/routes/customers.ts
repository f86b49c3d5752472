import { AppError } from '@gateway/shared/errors.ts';
import type { Clients } from '../clients/index.ts';
import { defineRoute } from '../http/route.ts';
import { customerJson, listJson } from '../http/mappers.ts';
import { errorEnvelope, perPageOf } from '../schemas/common.ts';
import { customerList, customerResponse, listCustomersQuery } from '../schemas/customers.ts';

export function customerRoutes(clients: Clients) {
  const methodNotAllowed = (method: 'POST' | 'PATCH' | 'DELETE', url: string) =>
    defineRoute({
      method,
      url,
      tag: 'Customers',
      summary: 'Not available: customers are created implicitly by payments and cards',
      ignoresInput: true,
      responses: { 405: { description: 'Customers are read-only', schema: errorEnvelope } },
      handler: async ({ reply }) => {
        reply.header('Allow', 'GET');
        throw new AppError(
          'METHOD_NOT_ALLOWED',
          'Customers are read-only; they are created by payments and cards.',
        );
      },
    });

  return [
    defineRoute({
      method: 'GET',
      url: '/v1/customers',
      tag: 'Customers',
      summary: 'List customers',
      query: listCustomersQuery,
      responses: { 200: { description: 'A page of customers, newest first', schema: customerList } },
      handler: async ({ principal, query, requestId }) => {
        const perPage = perPageOf(query.per_page);
        const res = await clients.customers.listCustomers(
          {
            scope: { tenantId: principal.tenantId, environment: principal.environment },
            externalId: query.external_id,
            cursor: query.cursor,
            perPage,
          },
          { requestId },
        );
        return {
          status: 200,
          body: listJson(res.customers.map(customerJson), res.nextCursor, res.prevCursor, perPage),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/customers/:id',
      tag: 'Customers',
      summary: 'Retrieve a customer by its cust_ id',
      responses: {
        200: { description: 'The customer', schema: customerResponse },
        404: { description: 'No such customer', schema: errorEnvelope },
      },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.customers.getCustomer(
          {
            scope: { tenantId: principal.tenantId, environment: principal.environment },
            id: params['id'] ?? '',
          },
          { requestId },
        );
        if (!res.customer) throw new AppError('NOT_FOUND', 'No such customer.');
        return { status: 200, body: { data: customerJson(res.customer) } };
      },
    }),
    methodNotAllowed('POST', '/v1/customers'),
    methodNotAllowed('PATCH', '/v1/customers/:id'),
    methodNotAllowed('DELETE', '/v1/customers/:id'),
  ];
}
