import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createTimers } from './2026-11-21-0001-create-timers.ts';

export const migrations: Migrations = {
  '2026-11-21-0001-create-timers': createTimers,
};
