import { grpcAddress, port, secret, serviceConfig } from '@gateway/shared/config.ts';
import { cardProcessorsSetting } from '@gateway/shared/providers/live-processing.ts';
import { z } from 'zod';
import { parseKeyring } from './crypto/keyring.ts';

const baseUrl = (fallback: string) =>
  z
    .string()
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

// Only for development and tests: production must bring its own keys (a secret: no default there).
const DEVELOPMENT_KEYS = 'dev-1:ZGV2ZWxvcG1lbnQta2V5LW5vdC1mb3ItcHJvZCEhISE=';

export const configSchema = serviceConfig(
  {
    GRPC_PORT: port(50058),
    PUBLIC_BASE_URL: baseUrl('http://localhost:8080'),
    CUSTOMERS_GRPC_URL: grpcAddress.default('127.0.0.1:50052'),
    PROVIDER_A_URL: baseUrl('http://127.0.0.1:8090/provider-a'),
    CARD_PROCESSORS: cardProcessorsSetting,
    // Below payments' deadline for ChargeCard, so a slow provider is answered as unavailable here.
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    REGISTRATION_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  },
  {
    // Sandbox values only outside production: a default callback secret would let anyone forge a callback.
    PROVIDER_A_API_KEY: secret('sandbox'),
    PROVIDER_A_CALLBACK_SECRET: secret('sandbox_a_secret'),
    // "id:base64key,id:base64key": AES-256 keys for provider tokens; the first encrypts new
    // tokens, every listed key still decrypts (rotation without downtime).
    CARD_TOKEN_KEYS: secret(DEVELOPMENT_KEYS),
  },
).transform((env, ctx) => {
  const keyring = parseKeyring(env.CARD_TOKEN_KEYS);
  if (!keyring.ok) {
    ctx.addIssue({ code: 'custom', path: ['CARD_TOKEN_KEYS'], message: keyring.message });
    return z.NEVER;
  }
  const { CARD_TOKEN_KEYS: _keys, ...rest } = env;
  return { ...rest, keyring: keyring.keyring };
});

export type Config = z.infer<typeof configSchema>;
