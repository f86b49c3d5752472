import { grpcAddress, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = serviceConfig({
  HTTP_PORT: port(8081),
  HOST: z.string().min(1).default('0.0.0.0'),
  PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
  CARDS_GRPC_URL: grpcAddress.default('127.0.0.1:50058'),
  SESSIONS_GRPC_URL: grpcAddress.default('127.0.0.1:50059'),
  ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  // The origin the edge serves us at. Every URL we emit is origin-relative, so the page also
  // works when the edge is reached under another name; this is for the logs and operators.
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  // A card post waits for the provider's callback to the gateway; below the edge's own 15 s
  // proxy timeout, so the buyer gets our friendly page rather than the edge's JSON error.
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(12_000),
});

export type Config = z.infer<typeof configSchema>;
