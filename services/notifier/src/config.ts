import { grpcAddress, port, serviceConfig } from '@gateway/shared/config.ts';
import { z } from 'zod';

const durations = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be comma-separated milliseconds')
  .transform((v) => v.split(',').map(Number));

export const configSchema = serviceConfig({
  GRPC_PORT: port(50056),
  ACCOUNTS_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  // Unset or empty: e-mails are written to the log instead of sent (contracts §1).
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMTP_FROM: z.string().default('Payment gateway <no-reply@gateway.local>'),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
  // Waits between SMTP attempts, in milliseconds; after the last the e-mail is given up.
  SMTP_RETRY_MS: durations.default([5000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000]),
  EXHAUSTED_EMAIL_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
  RECEIPT_EMAIL_EVERY_MS: z.coerce.number().int().min(0).default(1_800_000),
  MAILER_POLL_MS: z.coerce.number().int().min(10).default(1000),
});

export type Config = z.infer<typeof configSchema>;
