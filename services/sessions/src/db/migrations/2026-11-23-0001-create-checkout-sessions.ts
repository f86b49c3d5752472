import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createCheckoutSessions: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE checkout_sessions (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        reference text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'completed', 'expired', 'cancelled')),
        amount bigint NOT NULL CHECK (amount > 0),
        currency text NOT NULL,
        methods text[] NOT NULL,
        description text NOT NULL DEFAULT '',
        line_items jsonb NOT NULL DEFAULT '[]'::jsonb,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        metadata jsonb,
        customer jsonb,
        expires_at timestamptz(3) NOT NULL,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        completed_at timestamptz(3),
        completed_payment_id text,
        expired_at timestamptz(3)
      )`.execute(db);
    // The replay rule: one open session per reference; closed ones make way for a new one.
    await sql`
      CREATE UNIQUE INDEX checkout_sessions_open_reference
      ON checkout_sessions (tenant_id, environment, reference) WHERE status = 'open'`.execute(db);
    await sql`
      CREATE TABLE attempts (
        payment_id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        session_id text NOT NULL REFERENCES checkout_sessions (id),
        method text NOT NULL,
        checkout_url text,
        checkout_expires_at timestamptz(3),
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX attempts_session ON attempts (tenant_id, environment, session_id, created_at DESC)`.execute(
      db,
    );
  },
};
