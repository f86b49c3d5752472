import { baseEnv, grpcAddress, migrateOnStart, port } from '@gateway/shared/config.ts';
import { z } from 'zod';
import { parseKeyring } from './crypto/keyring.ts';

const baseUrl = (fallback: string) =>
  z
    .string()
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

// Only for development and tests: production must bring its own keys (checked below).
const DEVELOPMENT_KEYS = 'dev-1:ZGV2ZWxvcG1lbnQta2V5LW5vdC1mb3ItcHJvZCEhISE=';

export const configSchema = z
  .object({
    ...baseEnv,
    GRPC_PORT: port(50058),
    PUBLIC_BASE_URL: baseUrl('http://localhost:8080'),
    CUSTOMERS_GRPC_URL: grpcAddress.default('127.0.0.1:50052'),
    PROVIDER_A_URL: baseUrl('http://127.0.0.1:8090/provider-a'),
    PROVIDER_A_API_KEY: z.string().min(1).default('sandbox'),
    PROVIDER_A_CALLBACK_SECRET: z.string().min(1).default('sandbox_a_secret'),
    // Below payments' deadline for ChargeCard, so a slow provider is answered as unavailable here.
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // "id:base64key,id:base64key": AES-256 keys for provider tokens; the first encrypts new
    // tokens, every listed key still decrypts (rotation without downtime).
    CARD_TOKEN_KEYS: z.string().optional(),
    REGISTRATION_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  })
  .transform((env, ctx) => {
    if (env.CARD_TOKEN_KEYS === undefined && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['CARD_TOKEN_KEYS'], message: 'is required in production' });
      return z.NEVER;
    }
    const keyring = parseKeyring(env.CARD_TOKEN_KEYS ?? DEVELOPMENT_KEYS);
    if (!keyring.ok) {
      ctx.addIssue({ code: 'custom', path: ['CARD_TOKEN_KEYS'], message: keyring.message });
      return z.NEVER;
    }
    const { CARD_TOKEN_KEYS: _keys, ...rest } = env;
    return { ...rest, keyring: keyring.keyring, MIGRATE_ON_START: migrateOnStart(env) };
  });

export type Config = z.infer<typeof configSchema>;
