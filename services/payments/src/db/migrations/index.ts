import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createPayments } from './2026-11-22-0001-create-payments.ts';
import { idempotencyKey } from './2026-11-23-0001-idempotency-key.ts';
import { outboxPayloadJson } from './2026-11-23-0002-outbox-payload-json.ts';
import { createPaymentReceipts } from './2026-11-23-0003-create-payment-receipts.ts';

export const SCHEMA = 'payments';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-22-0001-create-payments': createPayments,
  '2026-11-23-0001-idempotency-key': idempotencyKey,
  '2026-11-23-0002-outbox-payload-json': outboxPayloadJson,
  '2026-11-23-0003-create-payment-receipts': createPaymentReceipts,
};
