import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createNotifier: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE throttles (
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        kind text NOT NULL,
        last_sent_at timestamptz(3),
        suppressed integer NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant_id, environment, kind)
      )`.execute(db);
    await sql`
      CREATE TABLE emails (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        kind text NOT NULL,
        source_event_id text NOT NULL,
        recipients text[] NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        locked_until timestamptz(3),
        lease text,
        last_error text,
        created_at timestamptz(3) NOT NULL,
        sent_at timestamptz(3)
      )`.execute(db);
    await sql`CREATE INDEX emails_due ON emails (next_attempt_at) WHERE status = 'pending'`.execute(db);
    await sql`CREATE INDEX emails_scope ON emails (tenant_id, environment, created_at DESC)`.execute(db);
  },
};
