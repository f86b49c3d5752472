import { z } from 'zod';

/**
 * Reads the environment through a zod schema. An invalid environment stops the process with
 * one line naming each bad variable: a service must never start half-configured.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  process.stderr.write(`invalid configuration: ${describeConfigError(parsed.error)}\n`);
  process.exit(78);
}

/** Every problem of a failed parse on one line, naming each variable. */
export function describeConfigError(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`).join('; ');
}

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Settings every service shares. */
export const baseEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: logLevel.default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/gateway'),
  // Caps each process's Postgres pool (unset: the service's own size). Size it so that
  // replicas × services × pool stays under the server's max_connections.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  // Prefixes stream names and subjects so parallel test runs never share a stream.
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  JETSTREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  // Unset: migrate at start everywhere but production, where the Helm hook job migrates first.
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  // How long start-up keeps retrying an unreachable Postgres or NATS before giving up.
  DEPENDENCY_WAIT_MS: z.coerce.number().int().min(0).default(120_000),
  // How often readiness probes Postgres; a dependency that went away turns health NOT_SERVING.
  READINESS_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  // Retention of published outbox rows, processed inbox rows and dead letters.
  OUTBOX_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .default(24 * 7),
  INBOX_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .default(24 * 14),
  DEAD_LETTER_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .default(24 * 30),
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(10).default(3_600_000),
  // A row that failed to publish this many times is parked in dead_letters so the rows behind it move on.
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  OUTBOX_PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  // Where `GET /metrics` answers (Prometheus text); unset: no metrics listener (tests), 0: any free port.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
};

type BaseShape = typeof baseEnv;
type Shape = Record<string, z.ZodType>;

/**
 * A secret: required in production (no default there, so a forgotten one stops the start), a
 * sandbox value elsewhere so a laptop runs without setup.
 */
export interface SecretMarker {
  readonly sandbox: string;
}

export function secret(sandbox: string): SecretMarker {
  return { sandbox };
}

type SecretValues<S extends Record<string, SecretMarker>> = { [K in keyof S]: string };

/**
 * One config shape for every service: the shared base, the service's own fields and its
 * secrets, keyed by the environment variable names, with `MIGRATE_ON_START` resolved to a boolean.
 */
export function serviceConfig<F extends Shape, S extends Record<string, SecretMarker> = Record<never, never>>(
  fields: F,
  secrets: S = {} as S,
) {
  const secretShape = Object.fromEntries(
    Object.keys(secrets).map((key) => [key, z.string().min(1).optional()]),
  ) as { [K in keyof S]: z.ZodOptional<z.ZodString> };
  return z
    .object({ ...baseEnv, ...fields, ...secretShape } as BaseShape & F & typeof secretShape)
    .superRefine((env, ctx) => {
      if ((env as { NODE_ENV: string }).NODE_ENV !== 'production') return;
      for (const key of Object.keys(secrets)) {
        if ((env as Record<string, unknown>)[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'required in production (no default)' });
      }
    })
    .transform((env) => {
      const filled: Record<string, unknown> = { ...env };
      for (const [key, marker] of Object.entries(secrets)) filled[key] ??= marker.sandbox;
      const base = env as unknown as { MIGRATE_ON_START?: 'true' | 'false'; NODE_ENV: string };
      return {
        ...(filled as Omit<z.infer<z.ZodObject<BaseShape & F>>, 'MIGRATE_ON_START'>),
        ...(filled as SecretValues<S>),
        MIGRATE_ON_START: migrateOnStart(base),
      };
    });
}

/**
 * What a migration job (`src/migrate.ts`) reads: only the database, never the service's secrets,
 * which the Helm migration job does not carry.
 */
export const migrationConfig = z.object({
  NODE_ENV: baseEnv.NODE_ENV,
  LOG_LEVEL: baseEnv.LOG_LEVEL,
  DATABASE_URL: baseEnv.DATABASE_URL,
});

/** What the kit reads from any service's config. */
export type BaseConfig = Omit<z.infer<z.ZodObject<BaseShape>>, 'MIGRATE_ON_START'> & {
  MIGRATE_ON_START: boolean;
};

const hostSchema = z.string().min(1).default('0.0.0.0');

/**
 * The address a service binds (`HOST`): every interface by default, as a container needs; the
 * local runner sets 127.0.0.1 so nothing, unauthenticated gRPC included, is reachable from the network.
 */
export function bindHost(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(z.object({ HOST: hostSchema }), env).HOST;
}

export function migrateOnStart(env: {
  MIGRATE_ON_START?: 'true' | 'false' | undefined;
  NODE_ENV: string;
}): boolean {
  return env.MIGRATE_ON_START === undefined ? env.NODE_ENV !== 'production' : env.MIGRATE_ON_START === 'true';
}

export const grpcAddress = z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port');

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
