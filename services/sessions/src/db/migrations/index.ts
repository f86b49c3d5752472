import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createCheckoutSessions } from './2026-11-23-0001-create-checkout-sessions.ts';
import { createAttemptStarts } from './2026-11-24-0001-attempt-starts.ts';

export const SCHEMA = 'sessions';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-23-0001-create-checkout-sessions': createCheckoutSessions,
  '2026-11-24-0001-attempt-starts': createAttemptStarts,
};
