import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { BaseConfig } from '../config.ts';
import { createDatabase, ensureDatabaseExists } from '../db/database.ts';
import { type Migrations, migrate } from '../db/migrator.ts';
import { AppError } from '../errors.ts';
import { connectNats, ensureStream, type Nats } from '../events/nats.ts';
import { OutboxRelay } from '../events/relay.ts';
import { RetentionJob } from '../events/retention.ts';
import { createGrpcServer, type GrpcServer, type ServiceHandlers } from '../grpc/server.ts';
import type { Running } from '../lifecycle.ts';
import type { Logger } from '../logger.ts';
import { serveMetrics } from '../metrics/server.ts';
import { watchEventTables, watchPool } from '../metrics/watch.ts';
import { startMetrics } from '../metrics/registry.ts';
import { bindHost } from '../config.ts';
import { endpointLabel, waitFor } from './dependencies.ts';
import { type DependencyState, DependencyWatch } from './readiness.ts';

/** What every service's config carries (the shared base plus a gRPC port). */
export type KitConfig = BaseConfig & { GRPC_PORT: number };

/** Something that runs in the background: a consumer, a timer loop. */
export interface Part {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/** A gRPC service and its handlers, registered on the service's one server. */
export type GrpcRegistration = (server: GrpcServer) => void;

export function grpcService<S extends GenService<GenServiceMethods>>(
  service: S,
  handlers: ServiceHandlers<S>,
): GrpcRegistration {
  return (server) => server.add(service, handlers);
}

/** What a service's `parts` receives: everything the kit has connected. */
export interface ServiceContext<C extends KitConfig, DB> {
  config: C;
  logger: Logger;
  db: Kysely<DB>;
  /** The pool under `db`, for the few statements worth preparing by name (see payments' create). */
  pool: pg.Pool;
  nats: Nats;
  /** For EventConsumer options: `{ db, nats, namespace, logger, replicas }` in one spread. */
  events: { db: Kysely<DB>; nats: Nats; namespace: string; logger: Logger; replicas: number };
}

export interface ServiceParts<X> {
  grpc?: GrpcRegistration[];
  /** Started after the relay, in order; stopped before it, in reverse. */
  parts?: Part[];
  /** Anything the service wants to hand back to its tests (use-cases, loops). */
  extras?: X;
}

export interface ServiceSpec<C extends KitConfig, DB, X> {
  /** Service name: its stream (`<NAME>`), its subjects (`<name>.>`) and its log lines. */
  name: string;
  database: { schema: string; migrations: Migrations; poolMax?: number };
  parts(context: ServiceContext<C, DB>): ServiceParts<X> | Promise<ServiceParts<X>>;
}

/** What a service without events gets: no NATS, so no outbox, relay or consumers. */
export type StorageContext<C extends KitConfig, DB> = Omit<ServiceContext<C, DB>, 'nats' | 'events'>;

/**
 * A service that neither publishes nor consumes events (receipts): the same start order, readiness
 * (Postgres alone), metrics and drain, without a NATS connection it would never use.
 */
export interface StorageServiceSpec<C extends KitConfig, DB, X> {
  name: string;
  database: { schema: string; migrations: Migrations; poolMax?: number };
  events: false;
  parts(context: StorageContext<C, DB>): ServiceParts<X> | Promise<ServiceParts<X>>;
}

export interface RunningService<DB, X> extends Running {
  /** The bound gRPC port (tests ask for port 0). */
  port: number;
  /** Where `/metrics` answers, when `METRICS_PORT` is set. */
  metricsPort: number | undefined;
  db: Kysely<DB>;
  nats: Nats;
  relay: OutboxRelay<DB>;
  /** Whether Postgres and NATS are reachable right now. */
  dependencies(): DependencyState;
  extras: X;
}

export type RunningStorageService<DB, X> = Omit<RunningService<DB, X>, 'nats' | 'relay'>;

/**
 * Starts a service from its spec, in the one order every service has: Postgres (waiting with
 * backoff, then migrating outside production), NATS and the service's stream, the outbox relay
 * and its retention job (not for a service declared without events), the service's parts, then
 * the gRPC server. Readiness follows Postgres and NATS; `stop()` undoes everything in reverse (stop taking calls and drain them first, close
 * the pool last), and a failed start undoes what had started.
 */
export function startService<C extends KitConfig, DB, X = undefined>(
  spec: ServiceSpec<C, DB, X>,
  config: C,
  logger: Logger,
): Promise<RunningService<DB, X>>;
export function startService<C extends KitConfig, DB, X = undefined>(
  spec: StorageServiceSpec<C, DB, X>,
  config: C,
  logger: Logger,
): Promise<RunningStorageService<DB, X>>;
export async function startService<C extends KitConfig, DB, X = undefined>(
  spec: ServiceSpec<C, DB, X> | StorageServiceSpec<C, DB, X>,
  config: C,
  logger: Logger,
): Promise<RunningService<DB, X> | RunningStorageService<DB, X>> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    // One part failing to stop must not leave the others running.
    for (const step of stops.splice(0).reverse()) {
      await step().catch((err: unknown) => logger.warn({ err }, `stopping part of ${spec.name} failed`));
    }
  };
  const postgres = (step: () => Promise<unknown>) =>
    waitFor('PostgreSQL', endpointLabel(config.DATABASE_URL, '5432'), 'DATABASE_URL', step, {
      deadlineMs: config.DEPENDENCY_WAIT_MS,
      onRetry: (line) => logger.warn(line),
    });
  try {
    const { schema, migrations, poolMax } = spec.database;
    if (config.MIGRATE_ON_START) await postgres(() => ensureDatabaseExists(config.DATABASE_URL));
    const database = createDatabase<DB>({
      url: config.DATABASE_URL,
      schema,
      max: config.DATABASE_POOL_MAX ?? poolMax ?? 10,
    });
    stops.push(() => database.close());
    const untyped = database.db as unknown as Kysely<unknown>;
    // Fail at start, not on the first call, when the database is unreachable.
    await postgres(() =>
      config.MIGRATE_ON_START ? migrate(untyped, schema, migrations) : sql`SELECT 1`.execute(untyped),
    );

    const withEvents = !('events' in spec && spec.events === false);
    let nats: Nats | undefined;
    let relay: OutboxRelay<DB> | undefined;
    if (withEvents) {
      const connected = await waitFor(
        'NATS JetStream',
        endpointLabel(config.NATS_URL, '4222'),
        'NATS_URL',
        async () => {
          const candidate = await connectNats(config.NATS_URL, spec.name);
          try {
            await ensureStream(candidate.jsm, config.EVENT_NAMESPACE, spec.name, config.JETSTREAM_REPLICAS);
            return candidate;
          } catch (err) {
            await candidate.close();
            throw err;
          }
        },
        { deadlineMs: config.DEPENDENCY_WAIT_MS, onRetry: (line) => logger.warn(line) },
      );
      nats = connected;
      stops.push(() => connected.close());

      const started = new OutboxRelay<DB>({
        db: database.db,
        nats: connected,
        namespace: config.EVENT_NAMESPACE,
        logger,
        pool: database.pool,
        concurrency: config.OUTBOX_PUBLISH_CONCURRENCY,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      });
      started.start();
      relay = started;
      stops.push(() => started.stop());
      const retention = new RetentionJob({
        db: untyped,
        intervalMs: config.RETENTION_INTERVAL_MS,
        logger,
        policy: {
          outboxHours: config.OUTBOX_RETENTION_HOURS,
          inboxHours: config.INBOX_RETENTION_HOURS,
          deadLetterHours: config.DEAD_LETTER_RETENTION_HOURS,
        },
      });
      retention.start();
      stops.push(() => retention.stop());
      watchEventTables(untyped);
    }

    startMetrics(spec.name);
    watchPool(database.pool);
    const declared = nats
      ? await (spec as ServiceSpec<C, DB, X>).parts({
          config,
          logger,
          db: database.db,
          pool: database.pool,
          nats,
          events: {
            db: database.db,
            nats,
            namespace: config.EVENT_NAMESPACE,
            logger,
            replicas: config.JETSTREAM_REPLICAS,
          },
        })
      : await (spec as StorageServiceSpec<C, DB, X>).parts({
          config,
          logger,
          db: database.db,
          pool: database.pool,
        });
    for (const part of declared.parts ?? []) {
      await part.start();
      stops.push(() => part.stop());
    }

    let watch: DependencyWatch | undefined;
    const server = createGrpcServer(logger, {
      // While Postgres is known to be down, calls fail fast instead of waiting out a connect timeout.
      gate: () => {
        if (!watch || watch.state.database) return undefined;
        void watch.probe();
        return new AppError('UNAVAILABLE', 'The service is temporarily unavailable.');
      },
    });
    for (const register of declared.grpc ?? []) register(server);
    const port = await server.listen(config.GRPC_PORT);
    stops.push(() => server.shutdown());

    watch = new DependencyWatch({
      pool: database.pool,
      nats,
      intervalMs: config.READINESS_INTERVAL_MS,
      logger,
      onChange: (state) => server.setServing(state.database && state.nats),
    });
    watch.start();
    const watching = watch;
    stops.push(() => watching.stop());

    let metricsPort: number | undefined;
    if (config.METRICS_PORT !== undefined) {
      const metrics = await serveMetrics(config.METRICS_PORT, bindHost(), logger);
      metricsPort = metrics.port;
      stops.push(() => metrics.close());
    }

    logger.info({ port, metricsPort }, `${spec.name} listening`);
    const running: RunningStorageService<DB, X> = {
      port,
      metricsPort,
      db: database.db,
      dependencies: () => ({ ...watching.state }),
      extras: declared.extras as X,
      stop,
    };
    return nats && relay ? { ...running, nats, relay } : running;
  } catch (err) {
    await stop();
    throw err;
  }
}
