import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { systemClock } from '@gateway/shared/clock.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { sql } from 'kysely';
import { type Config, loadConfig } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { KyselyAccountsStore } from './db/store.ts';
import type { AccountsDb } from './db/tables.ts';
import { createAccounts } from './domain/accounts.ts';
import { accountsHandlers } from './grpc/handlers.ts';
import { endpointLabel, needing } from './reachability.ts';

export interface App extends Running {
  /** The bound gRPC port (useful when GRPC_PORT is 0). */
  port: number;
}

export async function buildApp(config: Config, logger: Logger): Promise<App> {
  const postgres = endpointLabel(config.DATABASE_URL, '5432');
  const nats = endpointLabel(config.NATS_URL, '4222');
  if (config.migrateOnStart) {
    await needing('PostgreSQL', postgres, 'DATABASE_URL', () => ensureDatabaseExists(config.DATABASE_URL));
  }
  const database = createDatabase<AccountsDb>({ url: config.DATABASE_URL, schema: SCHEMA });
  const cleanup: Array<() => Promise<void>> = [() => database.close()];
  let stopped = false;
  // Reverse order of start: stop taking calls, then stop publishing, then close the pool.
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    for (const step of [...cleanup].reverse()) {
      await step().catch((err: unknown) => logger.warn({ err }, 'shutdown step failed'));
    }
  };
  try {
    if (config.migrateOnStart) await migrate(database.db, SCHEMA, migrations);
    // Fail at start, not on the first call, when the database is unreachable.
    else await needing('PostgreSQL', postgres, 'DATABASE_URL', () => sql`SELECT 1`.execute(database.db));
    const events = await needing('NATS JetStream', nats, 'NATS_URL', () =>
      startEventRuntime({
        db: database.db,
        natsUrl: config.NATS_URL,
        namespace: config.EVENT_NAMESPACE,
        service: 'accounts',
        replicas: config.JETSTREAM_REPLICAS,
        logger,
      }),
    );
    cleanup.push(() => events.stop());
    const accounts = createAccounts({ store: new KyselyAccountsStore(database.db), clock: systemClock });
    const server = createGrpcServer(logger);
    server.add(AccountsService, accountsHandlers(accounts));
    cleanup.push(() => server.shutdown());
    const port = await server.listen(config.GRPC_PORT);
    logger.info({ port }, 'accounts listening');
    return { port, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

export function start(logger: Logger): Promise<Running> {
  return buildApp(loadConfig(), logger);
}
