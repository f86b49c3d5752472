import { grpcAddress, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

export const configSchema = serviceConfig({
  GRPC_PORT: port(50059),
  ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
  // `{base_url}` of the session's url, and the origin the card iframe posts its result to.
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
});

export type Config = z.infer<typeof configSchema>;
