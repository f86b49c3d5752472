import { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { bindHost, loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { startMetrics } from '@gateway/shared/metrics/registry.ts';
import { serveMetrics } from '@gateway/shared/metrics/server.ts';
import { watchPool } from '@gateway/shared/metrics/watch.ts';
import type { Kysely } from 'kysely';
import { createPaymentsClient } from './clients/payments.ts';
import { type Config, configSchema } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { createReceiptStore } from './db/receipt-store.ts';
import type { ReceiptsDatabase } from './db/schema.ts';
import type { ReceiptDeps } from './domain/deps.ts';
import { recoverPending } from './domain/recovery.ts';
import { faultPoint } from './faults.ts';
import { receiptsHandlers } from './grpc/handlers.ts';
import { boundedProcessor } from './images/bounded.ts';
import { createImageProcessor } from './images/sharp-processor.ts';
import { createPostgresBlobStore } from './storage/postgres-blob-store.ts';

export interface App extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
  /** One recovery pass now (tests; the loop runs it on its own). */
  recover(): ReturnType<typeof recoverPending>;
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
    // Uploads are bounded by the image slots, so a small pool covers them and recovery.
    const database = createDatabase<ReceiptsDatabase>({ url: config.DATABASE_URL, schema: SCHEMA, max: 5 });
    stops.push(() => database.close());
    if (config.MIGRATE_ON_START) await migrate(database.db as unknown as Kysely<unknown>, SCHEMA, migrations);

    const payments = createPaymentsClient(config.PAYMENTS_GRPC_URL);
    stops.push(async () => payments.close());
    const deps: ReceiptDeps = {
      receipts: createReceiptStore(database.db),
      blobs: createPostgresBlobStore(database.db),
      payments,
      images: boundedProcessor(createImageProcessor(config.MAX_INPUT_PIXELS), {
        concurrency: config.IMAGE_CONCURRENCY,
        queue: config.IMAGE_QUEUE,
      }),
      clock,
      fault: faultPoint(config.RECEIPTS_FAULT),
    };

    const recover = async () => {
      const result = await recoverPending(deps, config.RECOVERY_GRACE_MS);
      if (result.attached + result.discarded + result.left > 0) logger.info(result, 'receipt recovery');
      return result;
    };
    // At start and then periodically: a crash between storing and attaching is finished here.
    let running: Promise<unknown> = recover().catch((err) => logger.warn({ err }, 'receipt recovery failed'));
    const timer = setInterval(() => {
      running = running.then(() => recover().catch((err) => logger.warn({ err }, 'receipt recovery failed')));
    }, config.RECOVERY_INTERVAL_MS);
    stops.push(async () => {
      clearInterval(timer);
      await running;
    });

    const server = createGrpcServer(logger);
    server.add(ReceiptsService, receiptsHandlers(deps));
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());
    // Not on the service kit (no events, so no NATS or outbox): its metrics are wired here.
    startMetrics('receipts');
    watchPool(database.pool);
    if (config.METRICS_PORT !== undefined) {
      const metrics = await serveMetrics(config.METRICS_PORT, bindHost(), logger);
      stops.push(() => metrics.close());
    }
    logger.info({ port }, 'receipts listening');
    return { port, stop, recover };
  } catch (err) {
    await stop();
    throw err;
  }
}
