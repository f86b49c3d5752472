import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { CustomerSchema } from '@gateway/proto/customers/v1/customers_pb';
import type { Customer } from '../domain/customer.ts';

/** Domain null becomes an unset optional field on the wire. */
export function toCustomerMessage(customer: Customer): Named<MessageInitShape<typeof CustomerSchema>> {
  return {
    id: customer.id,
    externalId: customer.externalId,
    lastSeenAt: customer.lastSeenAt ?? undefined,
    lastSeenSource: customer.lastSeenSource ?? undefined,
    lastSeenProvider: customer.lastSeenProvider ?? undefined,
    lastSeenName: customer.lastSeen.name ?? undefined,
    lastSeenLastname: customer.lastSeen.lastname ?? undefined,
    lastSeenEmail: customer.lastSeen.email ?? undefined,
    lastSeenPhone: customer.lastSeen.phone ?? undefined,
    lastSeenRuc: customer.lastSeen.ruc ?? undefined,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  };
}
