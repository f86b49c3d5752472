import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createCustomers } from './2026-11-21-0001-create-customers.ts';

export const SCHEMA = 'customers';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-21-0001-create-customers': createCustomers,
};
