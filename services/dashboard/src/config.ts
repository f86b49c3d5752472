import { grpcAddress, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = serviceConfig({
  HTTP_PORT: port(8082),
  HOST: z.string().min(1).default('0.0.0.0'),
  ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
  RECEIPTS_GRPC_URL: grpcAddress.default('127.0.0.1:50057'),
  WEBHOOKS_GRPC_URL: grpcAddress.default('127.0.0.1:50055'),
  // Where operators reach the edge; set-password links and the Secure cookie flag follow it.
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 7)
    .default(12),
});

export type Config = z.infer<typeof configSchema>;
