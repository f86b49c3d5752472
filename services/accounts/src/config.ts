import { baseEnv, loadConfig as load, migrateOnStart, port } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50051),
  })
  .transform((env) => ({ ...env, migrateOnStart: migrateOnStart(env) }));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return load(configSchema, env);
}
