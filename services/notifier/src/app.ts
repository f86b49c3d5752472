import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, configSchema } from './config.ts';
import { emailQueue } from './db/email-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { notificationConsumers, SERVICE } from './events/consumers.ts';
import { Mailer } from './mail/mailer.ts';
import { createTransport } from './mail/transport.ts';

export interface App extends Running {
  /** The bound gRPC port (health only; tests ask for port 0). */
  port: number;
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    if (config.MIGRATE_ON_START) await ensureDatabaseExists(config.DATABASE_URL);
    const database = createDatabase<unknown>({ url: config.DATABASE_URL, schema: SCHEMA });
    stops.push(() => database.close());
    const db = database.db;
    if (config.MIGRATE_ON_START) await migrate(db, SCHEMA, migrations);

    const events = await startEventRuntime({
      db,
      natsUrl: config.NATS_URL,
      namespace: config.EVENT_NAMESPACE,
      service: SERVICE,
      replicas: config.JETSTREAM_REPLICAS,
      logger,
    });
    stops.push(() => events.stop());

    const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL, { timeoutMs: 5000 });
    stops.push(async () => accounts.close());
    const transport = createTransport({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, logger });
    stops.push(async () => transport.close());
    const mailer = new Mailer({
      queue: emailQueue(db),
      transport,
      logger,
      retries: config.SMTP_RETRY_MS,
      leaseMs: 60_000,
      pollMs: config.MAILER_POLL_MS,
    });
    mailer.start();
    stops.push(() => mailer.stop());

    for (const consumer of notificationConsumers({
      db,
      nats: events.nats,
      namespace: config.EVENT_NAMESPACE,
      logger,
      replicas: config.JETSTREAM_REPLICAS,
      clock,
      throttles: {
        webhook_exhausted: config.EXHAUSTED_EMAIL_EVERY_MS,
        receipt_review: config.RECEIPT_EMAIL_EVERY_MS,
      },
      accounts,
      baseUrl: config.PUBLIC_BASE_URL,
      onQueued: () => mailer.wake(),
    })) {
      await consumer.start();
      stops.push(() => consumer.stop());
    }

    const server = createGrpcServer(logger);
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    logger.info({ port, smtp: config.SMTP_URL ? 'configured' : 'unset (logged)' }, 'notifier running');
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
