import { randomBytes } from 'node:crypto';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Logger } from '@gateway/shared/logger.ts';

type Stored = {
  id: string;
  externalId: string;
  lastSeenSource?: string;
  lastSeenName?: string;
  lastSeenLastname?: string;
  lastSeenEmail?: string;
  lastSeenPhone?: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * The customers service's gRPC contract over a real gRPC server, holding customers in memory
 * (the customers service's own tests cover its database), so cards runs exactly as deployed.
 */
export async function startCustomersStandIn(
  logger: Logger,
): Promise<{ address: string; stop(): Promise<void> }> {
  const customers = new Map<string, Stored>();
  const key = (scope: { tenantId: string; environment: string } | undefined, externalId: string) =>
    `${scope?.tenantId}:${scope?.environment}:${externalId}`;
  const server = createGrpcServer(logger);
  server.add(CustomersService, {
    async upsertCustomer(req) {
      const now = new Date().toISOString();
      const old = customers.get(key(req.scope, req.externalId));
      const stored: Stored = {
        id: old?.id ?? `cust_${randomBytes(8).toString('hex')}`,
        externalId: req.externalId,
        lastSeenSource: req.source,
        lastSeenName: req.name ?? old?.lastSeenName,
        lastSeenLastname: req.lastname ?? old?.lastSeenLastname,
        lastSeenEmail: req.email ?? old?.lastSeenEmail,
        lastSeenPhone: req.phone ?? old?.lastSeenPhone,
        createdAt: old?.createdAt ?? now,
        updatedAt: now,
      };
      customers.set(key(req.scope, req.externalId), stored);
      return { customer: stored, created: !old };
    },
    async getCustomer(req) {
      const found = customers.get(key(req.scope, req.id));
      if (!found) throw new AppError('NOT_FOUND', 'No such customer.');
      return { customer: found };
    },
    async listCustomers() {
      return { customers: [] };
    },
  });
  const port = await server.listen(0, '127.0.0.1');
  return { address: `127.0.0.1:${port}`, stop: () => server.shutdown() };
}
