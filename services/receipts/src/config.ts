import { baseEnv, grpcAddress, port } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50057),
    PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
    // Receipts left pending_attach longer than the grace are finished or discarded by recovery;
    // the grace keeps it from racing an upload still in flight.
    RECOVERY_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
    RECOVERY_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
    // Decompression-bomb guard: images with more pixels are refused before decoding.
    MAX_INPUT_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
    // Images decoded at once, and uploads allowed to wait for a slot before 503.
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).default(2),
    IMAGE_QUEUE: z.coerce.number().int().min(0).default(16),
    // Fault injection for the crash tests: the process dies at the named step. Never in production.
    RECEIPTS_FAULT: z.enum(['none', 'exit-after-store', 'exit-after-attach']).default('none'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.RECEIPTS_FAULT === 'none', {
    message: 'fault injection is not allowed in production',
    path: ['RECEIPTS_FAULT'],
  })
  // Outside production the service migrates its own schema on start; production runs migrate.ts.
  .transform(({ MIGRATE_ON_START, ...env }) => ({
    ...env,
    MIGRATE_ON_START: MIGRATE_ON_START ? MIGRATE_ON_START === 'true' : env.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof configSchema>;
