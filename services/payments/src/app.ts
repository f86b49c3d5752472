import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
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

export interface App extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
  deps: PaymentDeps;
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  // Whatever started is stopped in reverse order, also when a later step fails to start.
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    if (config.MIGRATE_ON_START) await ensureDatabaseExists(config.DATABASE_URL);
    const database = createDatabase<PaymentsDatabase>({ url: config.DATABASE_URL, schema: SCHEMA, max: 20 });
    stops.push(() => database.close());
    if (config.MIGRATE_ON_START) await migrate(database.db, SCHEMA, migrations);

    const settings = accountsSettings(config.ACCOUNTS_GRPC_URL);
    const customers = customersClient(config.CUSTOMERS_GRPC_URL);
    const cards = cardsClient(config.CARDS_GRPC_URL);
    stops.push(async () => {
      settings.close();
      customers.close();
      cards.close();
    });
    const deps: PaymentDeps = {
      payments: createPaymentRepository(database.db, logger),
      providers: cardProviders(config, logger),
      settings,
      customers,
      cards,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      // The processor call is over (answered or timed out) well before another request takes over.
      providerLeaseMs: config.PROVIDER_TIMEOUT_MS + 5000,
    };

    const events = await startEventRuntime({
      db: database.db,
      natsUrl: config.NATS_URL,
      namespace: config.EVENT_NAMESPACE,
      service: SERVICE,
      replicas: config.JETSTREAM_REPLICAS,
      logger,
    });
    stops.push(() => events.stop());
    const settingsChanges = listenForSettingsChanges(
      events.nats.nc,
      config.EVENT_NAMESPACE,
      settings,
      logger,
    );
    stops.push(async () => settingsChanges.stop());
    const timers = timerConsumer({
      db: database.db,
      nats: events.nats,
      namespace: config.EVENT_NAMESPACE,
      logger,
      clock,
      providers: deps.providers,
      replicas: config.JETSTREAM_REPLICAS,
    });
    await timers.start();
    stops.push(() => timers.stop());

    const server = createGrpcServer(logger);
    server.add(PaymentsService, paymentsHandlers(deps));
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    logger.info({ port }, 'payments listening');
    return { port, deps, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
