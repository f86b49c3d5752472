import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { type Logger, pino } from 'pino';
import { createCallbackSender } from './callbacks/sender.ts';
import type { Config } from './config.ts';
import { type Clock, systemClock } from './domain/clock.ts';
import { createLatency, type Deps } from './flows/deps.ts';
import { errorHandlers } from './http/error-handlers.ts';
import { providerARoutes } from './http/provider-a-routes.ts';
import { providerBRoutes } from './http/provider-b-routes.ts';
import { sandboxRoutes } from './http/sandbox-routes.ts';
import { createKeyedLock } from './store/keyed-lock.ts';
import { createMemoryStore } from './store/memory-store.ts';

export type AppOptions = {
  clock?: Clock;
  logger?: Logger;
  /** Pause between callback tries; the contract says 1 s. */
  callbackRetryDelayMs?: number;
  callbackTimeoutMs?: number;
};

const SWEEP_EVERY_MS = 10 * 60 * 1000;

export async function buildApp(config: Config, options: AppOptions = {}) {
  const logger = options.logger ?? pino({ name: 'provider-sandbox', level: config.logLevel });
  // Widened to fastify's logger type so route plugins take the plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({ loggerInstance });
  const deps: Deps = {
    store: createMemoryStore(),
    clock: options.clock ?? systemClock,
    lock: createKeyedLock(),
    callbacks: createCallbackSender({
      log: logger,
      retryDelayMs: options.callbackRetryDelayMs ?? 1000,
      timeoutMs: options.callbackTimeoutMs ?? 3000,
    }),
    secrets: config.callbackSecrets,
    latency: createLatency(config.createLatencyMs),
  };

  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  const sweeper = setInterval(() => deps.store.sweep(deps.clock.now()), SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  await app.register(formbody);
  errorHandlers(app);
  await app.register(async (scope) => providerARoutes(scope, deps), { prefix: '/provider-a' });
  await app.register(async (scope) => providerBRoutes(scope, deps), { prefix: '/provider-b' });
  sandboxRoutes(app, deps, () => draining);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
