import { lookup } from 'node:dns/promises';
import { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
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

export type App = RunningService<unknown, undefined>;

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

// A resolver that never answers must not hold the caller past its own deadline.
const resolveAll = (host: string): Promise<string[]> =>
  Promise.race([
    lookup(host, { all: true }).then((addresses) => addresses.map((a) => a.address)),
    new Promise<string[]>((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), 5000).unref()),
  ]);

export function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  return startService<Config, unknown, undefined>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations, poolMax: 20 },
      parts: ({ db, events }) => {
        const secrets = secretBox(config.secretKey);
        const sender = createHttpSender(
          {
            timeoutMs: config.WEBHOOK_TIMEOUT_MS,
            connectTimeoutMs: config.WEBHOOK_CONNECT_TIMEOUT_MS,
            maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
          },
          config.DELIVERY_PER_ENDPOINT,
        );
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
        const consumers = merchantEventConsumers({
          ...events,
          ackWaitMs: config.CONSUMER_ACK_WAIT_MS,
          onRecorded: () => worker.wake(),
        });
        let stopRetention: (() => Promise<void>) | undefined;
        const retention = {
          start: () => {
            stopRetention = startRetention({
              db,
              logger,
              eventDays: config.EVENT_RETENTION_DAYS,
              intervalMs: 3_600_000,
            });
          },
          stop: async () => stopRetention?.(),
        };
        const httpSender = { start: () => undefined, stop: async () => sender.close() };
        const handlers = webhooksHandlers(
          useCases({
            endpoints: createEndpointStore(db),
            events: createEventStore(db),
            secrets,
            resolve: resolveAll,
            clock,
            onDeliveriesQueued: () => worker.wake(),
          }),
        );
        return {
          grpc: [grpcService(WebhooksService, handlers)],
          parts: [httpSender, worker, ...consumers, retention],
        };
      },
    },
    config,
    logger,
  );
}
