import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: change the schema with a new dated migration.
export const createTimers: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE timers (
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        timer_key text NOT NULL,
        source text NOT NULL,
        kind text NOT NULL,
        resource_id text NOT NULL,
        fire_at timestamptz(3) NOT NULL,
        requested_at timestamptz(3) NOT NULL,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        fired_at timestamptz(3),
        cancelled_at timestamptz(3),
        PRIMARY KEY (tenant_id, environment, timer_key),
        CHECK (fired_at IS NULL OR cancelled_at IS NULL)
      )`.execute(db);
    // The fire loop scans only what can still fire, so fired history never slows it down.
    await sql`CREATE INDEX timers_due ON timers (fire_at) WHERE fired_at IS NULL AND cancelled_at IS NULL`.execute(
      db,
    );
    await sql`
      CREATE TABLE timer_cancellations (
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        source text NOT NULL,
        timer_key text NOT NULL,
        requested_at timestamptz(3) NOT NULL,
        created_at timestamptz(3) NOT NULL,
        PRIMARY KEY (tenant_id, environment, source, timer_key)
      )`.execute(db);
  },
};
