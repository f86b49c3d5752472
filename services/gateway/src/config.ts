import { tmpdir } from 'node:os';
import { grpcAddress, loadConfig, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

const schema = serviceConfig({
  HTTP_PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  CUSTOMERS_GRPC_URL: grpcAddress.default('127.0.0.1:50052'),
  PAYMENTS_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
  CARDS_GRPC_URL: grpcAddress.default('127.0.0.1:50058'),
  WEBHOOKS_GRPC_URL: grpcAddress.default('127.0.0.1:50055'),
  SESSIONS_GRPC_URL: grpcAddress.default('127.0.0.1:50059'),
  RECEIPTS_GRPC_URL: grpcAddress.default('127.0.0.1:50057'),
  // Receipt uploads are spooled here while they stream in, so memory never holds one whole.
  UPLOAD_TMP_DIR: z.string().min(1).default(tmpdir()),
  CHECKOUT_PAGE_URL: z.string().url().default('http://127.0.0.1:8081'),
  DASHBOARD_URL: z.string().url().default('http://127.0.0.1:8082'),
  // Requests per second per API key; 0 turns the limit off (benchmarks).
  RATE_LIMIT_LIVE: z.coerce.number().min(0).default(100),
  RATE_LIMIT_TEST: z.coerce.number().min(0).default(25),
  // Shared rate-limit counters for every replica; empty keeps them per replica.
  REDIS_URL: z
    .string()
    .default('redis://127.0.0.1:6379')
    .transform((v) => v || undefined),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // Failed key lookups per client address per minute (then 429); 0 turns it off.
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  AUTH_NEGATIVE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  // `false`, a number of proxy hops (`1` behind one ingress), the proxies to trust (`loopback`,
  // addresses, CIDRs, comma-separated), or `true` (every hop: the client could then choose its
  // own address). Failed-authentication throttling keys on the address this yields.
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
});

export type Config = z.infer<typeof schema> & { PUBLIC_BASE_URL: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(schema, env);
  return { ...config, PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://localhost:${config.HTTP_PORT}` };
}
