import { loadConfig as loadEnv, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

// A source name becomes a stream name, a subject token and part of a durable consumer name.
const sourceName = z.string().regex(/^[a-z][a-z0-9_-]*$/, 'must be a lowercase service name');

const schema = serviceConfig({
  GRPC_PORT: port(50054),
  TICK_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  TIMER_SOURCES: z
    .string()
    .default('payments,sessions')
    .transform((value) => [...new Set(value.split(',').map((s) => s.trim()))].filter((s) => s !== ''))
    .pipe(z.array(sourceName).min(1, 'needs at least one service')),
});

export type Config = z.infer<typeof schema>;

/** Exits with one line naming each bad variable; a scheduler must never start half-configured. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadEnv(schema, env);
}

/** For tests: the same rules, returning the problems instead of exiting. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  return schema.parse(env);
}
