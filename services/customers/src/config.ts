import { port, serviceConfig } from '@gateway/shared/config.ts';
import type { z } from 'zod';

export const configSchema = serviceConfig({
  GRPC_PORT: port(50052),
});

export type Config = z.infer<typeof configSchema>;
