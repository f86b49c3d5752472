import { baseEnv, loadConfig as loadEnv, port } from '@gateway/shared/config.ts';
import { z } from 'zod';

// A source name becomes a stream name, a subject token and part of a durable consumer name.
const sourceName = z.string().regex(/^[a-z][a-z0-9_-]*$/, 'must be a lowercase service name');

const schema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50054),
    TICK_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    TIMER_SOURCES: z
      .string()
      .default('payments,sessions')
      .transform((value) => [...new Set(value.split(',').map((s) => s.trim()))].filter((s) => s !== ''))
      .pipe(z.array(sourceName).min(1, 'needs at least one service')),
    // Not in baseEnv yet: absent means "migrate unless in production".
    MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    natsUrl: env.NATS_URL,
    eventNamespace: env.EVENT_NAMESPACE,
    jetstreamReplicas: env.JETSTREAM_REPLICAS,
    grpcPort: env.GRPC_PORT,
    tickMs: env.TICK_MS,
    timerSources: env.TIMER_SOURCES,
    migrateOnStart: env.MIGRATE_ON_START ? env.MIGRATE_ON_START === 'true' : env.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof schema>;

/** Exits with one line naming each bad variable; a scheduler must never start half-configured. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadEnv(schema, env);
}

/** For tests: the same rules, returning the problems instead of exiting. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  return schema.parse(env);
}
