import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { Config } from '../config.ts';

export interface Clients {
  accounts: ServiceClient<typeof AccountsService>;
  customers: ServiceClient<typeof CustomersService>;
  payments: ServiceClient<typeof PaymentsService>;
  close(): void;
}

export function createClients(config: Config): Clients {
  const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL, { timeoutMs: 5000 });
  const customers = createClient(CustomersService, config.CUSTOMERS_GRPC_URL, { timeoutMs: 5000 });
  // Payment creation may wait on a processor; its deadline covers the provider timeout.
  const payments = createClient(PaymentsService, config.PAYMENTS_GRPC_URL, { timeoutMs: 20_000 });
  return {
    accounts,
    customers,
    payments,
    close: () => {
      accounts.close();
      customers.close();
      payments.close();
    },
  };
}
