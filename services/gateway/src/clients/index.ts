import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { SessionsService } from '@gateway/proto/sessions/v1/sessions_pb';
import { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { Config } from '../config.ts';

export interface Clients {
  accounts: ServiceClient<typeof AccountsService>;
  customers: ServiceClient<typeof CustomersService>;
  cards: ServiceClient<typeof CardsService>;
  payments: ServiceClient<typeof PaymentsService>;
  webhooks: ServiceClient<typeof WebhooksService>;
  sessions: ServiceClient<typeof SessionsService>;
  receipts: ServiceClient<typeof ReceiptsService>;
  close(): void;
}

export function createClients(config: Config): Clients {
  const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL, { timeoutMs: 5000 });
  const customers = createClient(CustomersService, config.CUSTOMERS_GRPC_URL, { timeoutMs: 5000 });
  // Payment creation may wait on a processor; its deadline covers the provider timeout.
  const payments = createClient(PaymentsService, config.PAYMENTS_GRPC_URL, { timeoutMs: 20_000 });
  // A registration waits on the provider (its own timeout is 10 s).
  const cards = createClient(CardsService, config.CARDS_GRPC_URL, { timeoutMs: 15_000 });
  // Creating a live endpoint resolves its host name.
  const webhooks = createClient(WebhooksService, config.WEBHOOKS_GRPC_URL, { timeoutMs: 10_000 });
  // Starting a card attempt waits on the processor through payments.
  const sessions = createClient(SessionsService, config.SESSIONS_GRPC_URL, { timeoutMs: 25_000 });
  // An upload decodes and re-encodes an image of up to 10 MB before it answers.
  const receipts = createClient(ReceiptsService, config.RECEIPTS_GRPC_URL, { timeoutMs: 30_000 });
  return {
    accounts,
    customers,
    cards,
    payments,
    webhooks,
    sessions,
    receipts,
    close: () => {
      accounts.close();
      customers.close();
      cards.close();
      payments.close();
      webhooks.close();
      sessions.close();
      receipts.close();
    },
  };
}
