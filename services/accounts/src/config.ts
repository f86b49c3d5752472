import { loadConfig as load, port, serviceConfig } from '@gateway/shared/config.ts';
import type { z } from 'zod';

export const configSchema = serviceConfig({
  GRPC_PORT: port(50051),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return load(configSchema, env);
}
