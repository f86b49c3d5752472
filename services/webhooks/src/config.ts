import { createHash } from 'node:crypto';
import { port, secret, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';
import { DEFAULT_SCHEDULE, parseSchedule } from './domain/schedule.ts';

// Outside production a fixed development key keeps local runs working without set-up.
const DEVELOPMENT_KEY = createHash('sha256').update('gateway development webhook secrets').digest();

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const configSchema = serviceConfig(
  {
    GRPC_PORT: port(50055),
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .default(DEFAULT_SCHEDULE)
      .refine((v) => {
        try {
          return parseSchedule(v).length > 0;
        } catch {
          return false;
        }
      }, 'must be a comma-separated list like 5s,5m,2h'),
    WEBHOOK_TIMEOUT_MS: positiveInt(15_000),
    WEBHOOK_CONNECT_TIMEOUT_MS: positiveInt(5_000),
    WEBHOOK_MAX_RESPONSE_BYTES: positiveInt(64 * 1024),
    DELIVERY_CONCURRENCY: positiveInt(64),
    DELIVERY_PER_ENDPOINT: positiveInt(16),
    DELIVERY_LEASE_MS: positiveInt(60_000),
    DELIVERY_POLL_MS: positiveInt(200),
    // How long JetStream waits for a consumed event's ack before redelivering it (a crashed replica).
    CONSUMER_ACK_WAIT_MS: positiveInt(30_000),
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(30).default(30),
  },
  {
    // 32 bytes, base64: seals endpoint signing secrets at rest (AES-256-GCM). No default in production.
    WEBHOOK_SECRET_KEY: secret(DEVELOPMENT_KEY.toString('base64')),
  },
)
  .refine((env) => Buffer.from(env.WEBHOOK_SECRET_KEY, 'base64').length === 32, {
    message: 'must be 32 bytes in base64',
    path: ['WEBHOOK_SECRET_KEY'],
  })
  // A lease shorter than an attempt would let a second worker send the same delivery while the first waits.
  .refine((env) => env.DELIVERY_LEASE_MS > env.WEBHOOK_TIMEOUT_MS, {
    message: 'must be longer than WEBHOOK_TIMEOUT_MS',
    path: ['DELIVERY_LEASE_MS'],
  })
  .transform((env) => ({
    ...env,
    secretKey: Buffer.from(env.WEBHOOK_SECRET_KEY, 'base64'),
    schedule: parseSchedule(env.WEBHOOK_RETRY_SCHEDULE),
  }));

export type Config = z.infer<typeof configSchema>;
