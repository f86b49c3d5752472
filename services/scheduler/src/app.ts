import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { ensureStream } from '@gateway/shared/events/nats.ts';
import { type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, loadConfig } from './config.ts';
import { migrations } from './db/migrations/index.ts';
import { SCHEMA, type SchedulerDatabase } from './db/schema.ts';
import { createTimerFiring } from './db/timer-firing.ts';
import { FireLoop } from './domain/fire-loop.ts';
import { createTimerConsumers } from './events/timer-consumers.ts';
import { announceFired } from './events/timer-fired.ts';
import { sql } from 'kysely';
import { scrapedGauge } from '@gateway/shared/metrics/registry.ts';

export interface App extends RunningService<SchedulerDatabase, { fireLoop: FireLoop }> {
  grpcPort: number;
  /** Tests fire at a chosen instant through it instead of waiting for a tick. */
  fireLoop: FireLoop;
}

export interface AppOptions {
  clock?: Clock;
}

export async function buildApp(config: Config, logger: Logger, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const running = await startService<Config, SchedulerDatabase, { fireLoop: FireLoop }>(
    {
      name: 'scheduler',
      database: { schema: SCHEMA, migrations },
      parts: async ({ db, nats, events }) => {
        // Each source owns its stream; ensuring it here only makes start order irrelevant.
        for (const source of config.TIMER_SOURCES) {
          await ensureStream(nats.jsm, config.EVENT_NAMESPACE, source, config.JETSTREAM_REPLICAS);
        }
        const fireLoop = new FireLoop({
          firing: createTimerFiring(db, announceFired),
          clock,
          logger,
          tickMs: config.TICK_MS,
        });
        // Due and not yet fired: a count that grows means the fire loop is not keeping up.
        scrapedGauge(
          'gateway_timers_due',
          'Timers whose time has come and that have not fired yet',
          [],
          async () => {
            const { rows } = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM timers
            WHERE fire_at <= ${clock.now()} AND fired_at IS NULL AND cancelled_at IS NULL`.execute(db);
            return [{ value: rows[0]?.n ?? 0 }];
          },
        );
        return {
          parts: [...createTimerConsumers(config.TIMER_SOURCES, { ...events, clock }), fireLoop],
          extras: { fireLoop },
        };
      },
    },
    config,
    logger,
  );
  logger.info({ sources: config.TIMER_SOURCES }, 'scheduler started');
  return { ...running, grpcPort: running.port, fireLoop: running.extras.fireLoop };
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(), logger);
}
