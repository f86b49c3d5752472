import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { liveCardProcessing } from '@gateway/shared/providers/live-processing.ts';
import { accountsSettings } from './clients/accounts.ts';
import { cardsClient } from './clients/cards.ts';
import { customersClient } from './clients/customers.ts';
import { type Config, configSchema } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { createPaymentRepository } from './db/payment-repository.ts';
import type { PaymentsDatabase } from './db/schema.ts';
import type { PaymentDeps } from './domain/ports.ts';
import { SERVICE } from './events/subjects.ts';
import { listenForSettingsChanges } from './events/settings-listener.ts';
import { timerConsumer } from './events/timer-consumer.ts';
import { paymentsHandlers } from './grpc/handlers.ts';
import { cardProviders } from './providers/index.ts';

export interface App extends RunningService<PaymentsDatabase, PaymentDeps> {
  deps: PaymentDeps;
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const running = await startService<Config, PaymentsDatabase, PaymentDeps>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations, poolMax: 20 },
      parts: ({ db, pool, nats, events }) => {
        const settings = accountsSettings(config.ACCOUNTS_GRPC_URL);
        const customers = customersClient(config.CUSTOMERS_GRPC_URL);
        const cards = cardsClient(config.CARDS_GRPC_URL);
        const deps: PaymentDeps = {
          payments: createPaymentRepository(db, pool, logger),
          providers: cardProviders(config, logger),
          settings,
          customers,
          cards,
          clock,
          liveCardProcessing: liveCardProcessing(config.CARD_PROCESSORS),
          publicBaseUrl: config.PUBLIC_BASE_URL,
          // The processor call is over (answered or timed out) well before another request takes over.
          providerLeaseMs: config.PROVIDER_TIMEOUT_MS + 5000,
        };
        const clients = {
          start: () => undefined,
          stop: async () => {
            settings.close();
            customers.close();
            cards.close();
          },
        };
        // Cached tenant settings are dropped when accounts announces a change.
        let settingsChanges: { stop(): void } | undefined;
        const settingsListener = {
          start: () => {
            settingsChanges = listenForSettingsChanges(nats.nc, config.EVENT_NAMESPACE, settings, logger);
          },
          stop: async () => settingsChanges?.stop(),
        };
        return {
          grpc: [grpcService(PaymentsService, paymentsHandlers(deps))],
          parts: [clients, settingsListener, timerConsumer({ ...events, clock, providers: deps.providers })],
          extras: deps,
        };
      },
    },
    config,
    logger,
  );
  return { ...running, deps: running.extras };
}
