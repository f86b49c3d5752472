import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createReceipts } from './2026-11-23-0001-create-receipts.ts';

export const SCHEMA = 'receipts';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-23-0001-create-receipts': createReceipts,
};
