import { baseEnv, grpcAddress, port } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50059),
    ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
    PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
    // `{base_url}` of the session's url, and the origin the card iframe posts its result to.
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  })
  // Outside production the service migrates its own schema on start; production runs migrate.ts.
  .transform(({ MIGRATE_ON_START, ...env }) => ({
    ...env,
    MIGRATE_ON_START: MIGRATE_ON_START ? MIGRATE_ON_START === 'true' : env.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof configSchema>;
