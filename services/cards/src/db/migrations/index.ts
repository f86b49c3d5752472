import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createCards } from './2026-11-23-0001-create-cards.ts';

export const SCHEMA = 'cards';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-23-0001-create-cards': createCards,
};
