import { z } from 'zod';

/**
 * Reads the environment through a zod schema. An invalid environment stops the process with
 * one line naming each bad variable: a service must never start half-configured.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  process.stderr.write(`invalid configuration: ${problems.join('; ')}\n`);
  process.exit(78);
}

/** Settings every service shares. */
export const baseEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/gateway'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  // Prefixes stream names and subjects so parallel test runs never share a stream.
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default(''),
  JETSTREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  // Unset: migrate at start everywhere but production, where the Helm hook job migrates first.
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
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
