import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createPayments } from './2026-11-22-0001-create-payments.ts';

export const SCHEMA = 'payments';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-22-0001-create-payments': createPayments,
};
