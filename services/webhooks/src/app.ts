import { lookup } from 'node:dns/promises';
import { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, configSchema } from './config.ts';
import { createDeliveryStore } from './db/delivery-store.ts';
import { createEndpointStore } from './db/endpoint-store.ts';
import { createEventStore } from './db/event-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { startRetention } from './db/retention.ts';
import { createHttpSender } from './delivery/http-sender.ts';
import { DeliveryWorker } from './delivery/worker.ts';
import { secretBox } from './domain/secrets.ts';
import { useCases } from './domain/use-cases.ts';
import { merchantEventConsumers, SERVICE } from './events/event-consumers.ts';
import { webhooksHandlers } from './grpc/handlers.ts';

export interface App extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

// A resolver that never answers must not hold the caller past its own deadline.
const resolveAll = (host: string): Promise<string[]> =>
  Promise.race([
    lookup(host, { all: true }).then((addresses) => addresses.map((a) => a.address)),
    new Promise<string[]>((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), 5000).unref()),
  ]);

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  // Whatever started is stopped in reverse order, also when a later step fails to start.
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    if (config.MIGRATE_ON_START) await ensureDatabaseExists(config.DATABASE_URL);
    const database = createDatabase<unknown>({ url: config.DATABASE_URL, schema: SCHEMA, max: 20 });
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

    const secrets = secretBox(config.secretKey);
    const sender = createHttpSender(
      {
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        connectTimeoutMs: config.WEBHOOK_CONNECT_TIMEOUT_MS,
        maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
      },
      config.DELIVERY_PER_ENDPOINT,
    );
    stops.push(async () => sender.close());
    const worker = new DeliveryWorker({
      store: createDeliveryStore(db),
      sender,
      secrets,
      clock,
      logger,
      schedule: config.schedule,
      concurrency: config.DELIVERY_CONCURRENCY,
      perEndpoint: config.DELIVERY_PER_ENDPOINT,
      leaseMs: config.DELIVERY_LEASE_MS,
      pollMs: config.DELIVERY_POLL_MS,
    });
    worker.start();
    stops.push(() => worker.stop());

    const consumers = merchantEventConsumers({
      db,
      nats: events.nats,
      namespace: config.EVENT_NAMESPACE,
      logger,
      replicas: config.JETSTREAM_REPLICAS,
      ackWaitMs: config.CONSUMER_ACK_WAIT_MS,
      onRecorded: () => worker.wake(),
    });
    for (const consumer of consumers) {
      await consumer.start();
      stops.push(() => consumer.stop());
    }

    stops.push(startRetention({ db, logger, eventDays: config.EVENT_RETENTION_DAYS, intervalMs: 3_600_000 }));

    const server = createGrpcServer(logger);
    server.add(
      WebhooksService,
      webhooksHandlers(
        useCases({
          endpoints: createEndpointStore(db),
          events: createEventStore(db),
          secrets,
          resolve: resolveAll,
          clock,
          onDeliveriesQueued: () => worker.wake(),
        }),
      ),
    );
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    logger.info({ port }, 'webhooks listening');
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
