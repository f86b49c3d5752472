import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Stack } from './stack.ts';

/** The customers service's own gRPC API, as payments and cards call it. */
export function customersClient(stack: Stack) {
  return createClient(CustomersService, `127.0.0.1:${stack.info.portBase + 2}`);
}
