import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createNotifier } from './2026-11-23-0001-create-notifier.ts';

export const SCHEMA = 'notifier';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-23-0001-create-notifier': createNotifier,
};
