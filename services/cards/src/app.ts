import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { customersClient } from './clients/customers.ts';
import { type Config, configSchema } from './config.ts';
import { openToken, sealToken } from './crypto/token-cipher.ts';
import { createCardStore } from './db/card-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { CardsDatabase } from './db/schema.ts';
import type { CardDeps } from './domain/ports.ts';
import { SERVICE } from './events/card-events.ts';
import { cardsHandlers } from './grpc/handlers.ts';
import { providerA } from './provider/provider-a.ts';

export interface App extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
  deps: CardDeps;
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
    const database = createDatabase<CardsDatabase>({ url: config.DATABASE_URL, schema: SCHEMA });
    stops.push(() => database.close());
    // The shared kit takes Kysely<unknown>, which a typed Kysely does not satisfy (kysely's fn.any overloads).
    const untyped = database.db as unknown as Kysely<unknown>;
    if (config.MIGRATE_ON_START) await migrate(untyped, SCHEMA, migrations);

    const customers = customersClient(config.CUSTOMERS_GRPC_URL);
    stops.push(async () => customers.close());
    const deps: CardDeps = {
      cards: createCardStore(database.db),
      customers,
      processor: providerA({
        baseUrl: config.PROVIDER_A_URL,
        apiKey: config.PROVIDER_A_API_KEY,
        callbackSecret: config.PROVIDER_A_CALLBACK_SECRET,
        callbackUrl: `${config.PUBLIC_BASE_URL}/v1/provider-callbacks/provider_a`,
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
        logger,
      }),
      vault: {
        seal: (cardId, token) => sealToken(config.keyring, cardId, token),
        open: (cardId, sealed) => openToken(config.keyring, cardId, sealed),
      },
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      registrationTtlMs: config.REGISTRATION_TTL_SECONDS * 1000,
    };

    const events = await startEventRuntime({
      db: untyped,
      natsUrl: config.NATS_URL,
      namespace: config.EVENT_NAMESPACE,
      service: SERVICE,
      replicas: config.JETSTREAM_REPLICAS,
      logger,
    });
    stops.push(() => events.stop());

    const server = createGrpcServer(logger);
    server.add(CardsService, cardsHandlers(deps));
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    logger.info({ port }, 'cards listening');
    return { port, deps, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
