import { SessionsService } from '@gateway/proto/sessions/v1/sessions_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { accountsDirectory } from './clients/accounts.ts';
import { paymentsClient } from './clients/payments.ts';
import { type Config, configSchema } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { SessionsDatabase } from './db/schema.ts';
import { KyselySessionStore } from './db/session-store.ts';
import type { SessionDeps } from './domain/ports.ts';
import { sessionConsumers } from './events/consumers.ts';
import { SERVICE } from './events/subjects.ts';
import { sessionsHandlers } from './grpc/handlers.ts';

export interface App extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
  deps: SessionDeps;
  /** For integration tests that look at the outbox. */
  db: Kysely<SessionsDatabase>;
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
    const database = createDatabase<SessionsDatabase>({ url: config.DATABASE_URL, schema: SCHEMA });
    stops.push(() => database.close());
    // The shared kit takes Kysely<unknown>, which a typed Kysely does not satisfy (kysely's fn.any overloads).
    const untyped = database.db as unknown as Kysely<unknown>;
    if (config.MIGRATE_ON_START) await migrate(untyped, SCHEMA, migrations);

    const tenants = accountsDirectory(config.ACCOUNTS_GRPC_URL);
    const payments = paymentsClient(config.PAYMENTS_GRPC_URL);
    stops.push(async () => {
      tenants.close();
      payments.close();
    });

    const events = await startEventRuntime({
      db: untyped,
      natsUrl: config.NATS_URL,
      namespace: config.EVENT_NAMESPACE,
      service: SERVICE,
      replicas: config.JETSTREAM_REPLICAS,
      logger,
    });
    stops.push(() => events.stop());

    const consumers = sessionConsumers({
      db: database.db,
      nats: events.nats,
      namespace: config.EVENT_NAMESPACE,
      logger,
      clock,
      payments,
      replicas: config.JETSTREAM_REPLICAS,
    });
    for (const consumer of consumers) {
      await consumer.start();
      stops.push(() => consumer.stop());
    }

    const deps: SessionDeps = {
      store: new KyselySessionStore(database.db),
      tenants,
      payments,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    };
    const server = createGrpcServer(logger);
    server.add(SessionsService, sessionsHandlers(deps));
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    logger.info({ port }, 'sessions listening');
    return { port, deps, db: database.db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
