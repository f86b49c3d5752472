import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// The trace context of the request that set the timer, so its firing joins the same trace.
export const addTimerTraceContext: Migration = {
  async up(db) {
    await sql`ALTER TABLE timers ADD COLUMN trace_context jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  },
};
