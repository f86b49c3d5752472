import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { instrumentHttp } from '@gateway/shared/metrics/http.ts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { type Config, configSchema } from './config.ts';
import { createDashboardStore } from './db/dashboard-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { DashboardDatabase } from './db/schema.ts';
import { signInUseCases } from './domain/sign-in.ts';
import { dashboardRoutes } from './http/routes.ts';
import { zodOnlySchemas } from '@gateway/shared/http/schema-compilers.ts';

export interface App extends Running {
  port: number;
}

export function start(logger: Logger): Promise<App> {
  return listen(loadConfig(configSchema), logger);
}

export async function listen(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    if (config.MIGRATE_ON_START) await ensureDatabaseExists(config.DATABASE_URL);
    const database = createDatabase<DashboardDatabase>({
      url: config.DATABASE_URL,
      schema: SCHEMA,
      max: config.DATABASE_POOL_MAX ?? 5,
    });
    stops.push(() => database.close());
    if (config.MIGRATE_ON_START) await migrate(database.db as unknown as Kysely<unknown>, SCHEMA, migrations);
    const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL);
    const payments = createClient(PaymentsService, config.PAYMENTS_GRPC_URL);
    const receipts = createClient(ReceiptsService, config.RECEIPTS_GRPC_URL);
    const webhooks = createClient(WebhooksService, config.WEBHOOKS_GRPC_URL);
    stops.push(async () => {
      accounts.close();
      payments.close();
      receipts.close();
      webhooks.close();
    });
    const store = createDashboardStore(database.db);
    const app = Fastify({
      schemaController: zodOnlySchemas,
      loggerInstance: logger as FastifyBaseLogger,
      requestIdHeader: 'x-request-id',
      return503OnClosing: true,
      // Behind the edge, which forwards the client's address.
      trustProxy: true,
    });
    stops.push(() => app.close());
    instrumentHttp(app, 'dashboard');
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    app.get('/healthz', async () => ({ status: 'ok' }));
    // Sessions and the audit log live in Postgres: without it no page can answer.
    app.get('/readyz', async (_req, reply) => {
      try {
        await sql`SELECT 1`.execute(database.db);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'unavailable', postgres: 'unreachable' });
      }
    });
    dashboardRoutes(app, {
      signIn: signInUseCases(store, clock, config.SESSION_TTL_HOURS),
      store,
      clock,
      accounts,
      payments,
      receipts,
      webhooks,
      secureCookies: config.PUBLIC_BASE_URL.startsWith('https:'),
    });
    await app.listen({ port: config.HTTP_PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.HTTP_PORT;
    logger.info({ port }, 'dashboard listening');
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
