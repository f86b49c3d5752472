import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import { type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, configSchema } from './config.ts';
import { emailQueue } from './db/email-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { notificationConsumers, SERVICE } from './events/consumers.ts';
import { Mailer } from './mail/mailer.ts';
import { createTransport } from './mail/transport.ts';

/** gRPC serves health only; tests ask for port 0. */
export type App = RunningService<unknown, undefined>;

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const app = await startService<Config, unknown, undefined>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations },
      parts: ({ db, events }) => {
        const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL, { timeoutMs: 5000 });
        const transport = createTransport({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, logger });
        const mailer = new Mailer({
          queue: emailQueue(db),
          transport,
          logger,
          retries: config.SMTP_RETRY_MS,
          leaseMs: 60_000,
          pollMs: config.MAILER_POLL_MS,
        });
        const clients = {
          start: () => undefined,
          stop: async () => {
            accounts.close();
            transport.close();
          },
        };
        const consumers = notificationConsumers({
          ...events,
          clock,
          throttles: {
            webhook_exhausted: config.EXHAUSTED_EMAIL_EVERY_MS,
            receipt_review: config.RECEIPT_EMAIL_EVERY_MS,
          },
          accounts,
          baseUrl: config.PUBLIC_BASE_URL,
          onQueued: () => mailer.wake(),
        });
        return { parts: [clients, mailer, ...consumers] };
      },
    },
    config,
    logger,
  );
  logger.info({ smtp: config.SMTP_URL ? 'configured' : 'unset (logged)' }, 'notifier running');
  return app;
}
