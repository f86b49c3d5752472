import { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningStorageService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
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

export type App = RunningStorageService<
  ReceiptsDatabase,
  { recover: () => ReturnType<typeof recoverPending> }
>;

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

/** On the service kit without events: receipts neither publishes nor consumes any. */
export function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  return startService<Config, ReceiptsDatabase, { recover: () => ReturnType<typeof recoverPending> }>(
    {
      name: 'receipts',
      events: false,
      // Uploads are bounded by the image slots, so a small pool covers them and recovery.
      database: { schema: SCHEMA, migrations, poolMax: 5 },
      parts: ({ db }) => {
        const payments = createPaymentsClient(config.PAYMENTS_GRPC_URL);
        const deps: ReceiptDeps = {
          receipts: createReceiptStore(db),
          blobs: createPostgresBlobStore(db),
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
        let running: Promise<unknown> = Promise.resolve();
        let timer: NodeJS.Timeout | undefined;
        const recovery = {
          start: () => {
            const pass = () => recover().catch((err) => logger.warn({ err }, 'receipt recovery failed'));
            running = pass();
            timer = setInterval(() => {
              running = running.then(pass);
            }, config.RECOVERY_INTERVAL_MS);
          },
          stop: async () => {
            clearInterval(timer);
            await running;
            payments.close();
          },
        };
        return {
          grpc: [grpcService(ReceiptsService, receiptsHandlers(deps))],
          parts: [recovery],
          extras: { recover },
        };
      },
    },
    config,
    logger,
  );
}
