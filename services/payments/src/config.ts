import { grpcAddress, port, secret, serviceConfig } from '@gateway/shared/config.ts';
import { cardProcessorsSetting } from '@gateway/shared/providers/live-processing.ts';
import { z } from 'zod';

const baseUrl = (fallback: string) =>
  z
    .string()
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

export const configSchema = serviceConfig(
  {
    GRPC_PORT: port(50053),
    PUBLIC_BASE_URL: baseUrl('http://localhost:8080'),
    ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
    CUSTOMERS_GRPC_URL: grpcAddress.default('127.0.0.1:50052'),
    CARDS_GRPC_URL: grpcAddress.default('127.0.0.1:50058'),
    PROVIDER_A_URL: baseUrl('http://127.0.0.1:8090/provider-a'),
    CARD_PROCESSORS: cardProcessorsSetting,
    PROVIDER_B_URL: baseUrl('http://127.0.0.1:8090/provider-b'),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  },
  {
    // Sandbox values only outside production: a default callback secret would let anyone forge a callback.
    PROVIDER_A_API_KEY: secret('sandbox'),
    PROVIDER_B_API_KEY: secret('sandbox'),
    PROVIDER_A_CALLBACK_SECRET: secret('sandbox_a_secret'),
    PROVIDER_B_CALLBACK_SECRET: secret('sandbox_b_secret'),
  },
);

export type Config = z.infer<typeof configSchema>;
