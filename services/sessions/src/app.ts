import { SessionsService } from '@gateway/proto/sessions/v1/sessions_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
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

export type App = RunningService<SessionsDatabase, SessionDeps> & { deps: SessionDeps };

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const running = await startService<Config, SessionsDatabase, SessionDeps>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations },
      parts: ({ db, events }) => {
        const tenants = accountsDirectory(config.ACCOUNTS_GRPC_URL);
        const payments = paymentsClient(config.PAYMENTS_GRPC_URL);
        const deps: SessionDeps = {
          store: new KyselySessionStore(db),
          tenants,
          payments,
          clock,
          publicBaseUrl: config.PUBLIC_BASE_URL,
        };
        const clients = {
          start: () => undefined,
          stop: async () => {
            tenants.close();
            payments.close();
          },
        };
        return {
          grpc: [grpcService(SessionsService, sessionsHandlers(deps))],
          parts: [clients, ...sessionConsumers({ ...events, clock, payments })],
          extras: deps,
        };
      },
    },
    config,
    logger,
  );
  return { ...running, deps: running.extras };
}
