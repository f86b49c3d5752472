import { baseEnv, port } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50052),
    MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  })
  // Outside production the service migrates its own schema on start; production runs migrate.ts.
  .transform(({ MIGRATE_ON_START, ...env }) => ({
    ...env,
    MIGRATE_ON_START: MIGRATE_ON_START ? MIGRATE_ON_START === 'true' : env.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof configSchema>;
