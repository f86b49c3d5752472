import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { grpcRegistrationSource, type RegistrationSource } from './clients/cards.ts';
import { type CheckoutSource, grpcCheckoutSource } from './clients/payments.ts';
import { grpcSessionSource, type SessionSource } from './clients/sessions.ts';
import { type Config, configSchema } from './config.ts';
import { formProxyRoutes } from './http/form-proxy-routes.ts';
import { operationalRoutes } from './http/operational-routes.ts';
import { pageRoutes } from './http/page-routes.ts';
import { registrationRoutes } from './http/registration-routes.ts';
import { sessionRoutes } from './http/session-routes.ts';
import { grpcLogoSource, type LogoSource } from './clients/logos.ts';
import { logoRoutes } from './http/logo-routes.ts';
import { instrumentHttp } from '@gateway/shared/metrics/http.ts';
import { zodOnlySchemas } from '@gateway/shared/http/schema-compilers.ts';

export type Deps = {
  checkouts: CheckoutSource;
  /** The card registration pages; without it they answer unavailable. */
  registrations?: RegistrationSource;
  /** The hosted checkout sessions page is served only with it. */
  sessions?: SessionSource;
  /** Merchants' uploaded logos are served only with it. */
  logos?: LogoSource;
  clock?: Clock;
  /** The provider is reached with this; tests pass a fake. */
  fetch?: typeof fetch;
};

export interface App extends Running {
  /** The bound HTTP port (tests ask for port 0). */
  port: number;
}

export async function buildApp(config: Config, logger: Logger, deps: Deps): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    schemaController: zodOnlySchemas,
    loggerInstance,
    // Our own onResponse line replaces fastify's, whose URLs would carry the token.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });
  const http = {
    checkouts: deps.checkouts,
    clock: deps.clock ?? systemClock,
    fetch: deps.fetch ?? fetch,
    providerTimeoutMs: config.PROVIDER_TIMEOUT_MS,
  };
  instrumentHttp(app, 'checkout-page');
  operationalRoutes(app);
  pageRoutes(app, http);
  if (deps.sessions) sessionRoutes(app, deps.sessions);
  if (deps.logos) logoRoutes(app, deps.logos);
  // Its own scope: the raw-body parser must not apply to the other routes.
  await app.register(async (scope) => formProxyRoutes(scope, http));
  await app.register(async (scope) =>
    registrationRoutes(scope, { ...http, registrations: deps.registrations ?? noRegistrations }),
  );
  return app;
}

export function start(logger: Logger): Promise<App> {
  return listen(loadConfig(configSchema), logger);
}

export async function listen(config: Config, logger: Logger, deps?: Deps): Promise<App> {
  const payments = createClient(PaymentsService, config.PAYMENTS_GRPC_URL);
  const cards = createClient(CardsService, config.CARDS_GRPC_URL);
  const sessions = grpcSessionSource(config.SESSIONS_GRPC_URL);
  const accounts = createClient(AccountsService, config.ACCOUNTS_GRPC_URL);
  try {
    const app = await buildApp(
      config,
      logger,
      deps ?? {
        checkouts: grpcCheckoutSource(payments),
        registrations: grpcRegistrationSource(cards),
        sessions,
        logos: grpcLogoSource(accounts),
      },
    );
    await app.listen({ port: config.HTTP_PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.HTTP_PORT;
    logger.info({ port, public_base_url: config.PUBLIC_BASE_URL }, 'checkout-page listening');
    return {
      port,
      stop: async () => {
        await app.close();
        payments.close();
        cards.close();
        sessions.close();
        accounts.close();
      },
    };
  } catch (err) {
    payments.close();
    cards.close();
    sessions.close();
    accounts.close();
    throw err;
  }
}

const notConfigured = async (): Promise<never> => {
  throw new Error('card registrations are not configured');
};

const noRegistrations: RegistrationSource = { resolve: notConfigured, cancel: notConfigured };
