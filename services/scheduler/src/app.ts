import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { ensureStream } from '@gateway/shared/events/nats.ts';
import { startEventRuntime } from '@gateway/shared/events/runtime.ts';
import { createGrpcServer } from '@gateway/shared/grpc/server.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { type Config, loadConfig } from './config.ts';
import { migrations } from './db/migrations/index.ts';
import { SCHEMA, type SchedulerDatabase } from './db/schema.ts';
import { createTimerFiring } from './db/timer-firing.ts';
import { FireLoop } from './domain/fire-loop.ts';
import { createTimerConsumers } from './events/timer-consumers.ts';
import { announceFired } from './events/timer-fired.ts';

export interface App extends Running {
  grpcPort: number;
  /** Tests fire at a chosen instant through it instead of waiting for a tick. */
  fireLoop: FireLoop;
}

export interface AppOptions {
  clock?: Clock;
}

export async function buildApp(config: Config, logger: Logger, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  // Undone in reverse if a later step fails, so a failed start leaves nothing running.
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    // One part failing to stop must not leave the others running.
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((err: unknown) => logger.warn({ err }, 'stopping a part of the scheduler failed'));
    }
  };
  try {
    if (config.migrateOnStart) await ensureDatabaseExists(config.databaseUrl);
    const database = createDatabase<SchedulerDatabase>({ url: config.databaseUrl, schema: SCHEMA });
    stops.push(() => database.close());
    const db = database.db;
    if (config.migrateOnStart) await migrate(db as Kysely<unknown>, SCHEMA, migrations);

    const events = await startEventRuntime({
      db: db as Kysely<unknown>,
      natsUrl: config.natsUrl,
      namespace: config.eventNamespace,
      service: 'scheduler',
      replicas: config.jetstreamReplicas,
      logger,
    });
    stops.push(() => events.stop());

    // Each source owns its stream; ensuring it here only makes start order irrelevant.
    for (const source of config.timerSources) {
      await ensureStream(events.nats.jsm, config.eventNamespace, source, config.jetstreamReplicas);
    }
    const consumers = createTimerConsumers(config.timerSources, {
      db,
      nats: events.nats,
      namespace: config.eventNamespace,
      logger,
      clock,
    });
    for (const consumer of consumers) {
      await consumer.start();
      stops.push(() => consumer.stop());
    }

    const fireLoop = new FireLoop({
      firing: createTimerFiring(db, announceFired),
      clock,
      logger,
      tickMs: config.tickMs,
    });
    fireLoop.start();
    stops.push(() => fireLoop.stop());

    const grpc = createGrpcServer(logger);
    const grpcPort = await grpc.listen(config.grpcPort);
    stops.push(() => grpc.shutdown());

    logger.info({ grpc_port: grpcPort, sources: config.timerSources }, 'scheduler started');
    return { grpcPort, fireLoop, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(), logger);
}
