import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createDashboard: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE operators (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        email text NOT NULL UNIQUE,
        password_hash text,
        set_password_token_hash text UNIQUE,
        set_password_expires_at timestamptz(3),
        failed_sign_ins integer NOT NULL DEFAULT 0,
        locked_until timestamptz(3),
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        tenant_id text NOT NULL,
        email text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        csrf_token text NOT NULL,
        expires_at timestamptz(3) NOT NULL,
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE audit_log (
        seq bigserial PRIMARY KEY,
        tenant_id text NOT NULL,
        operator_email text NOT NULL,
        environment text NOT NULL,
        action text NOT NULL,
        target text NOT NULL,
        detail jsonb NOT NULL,
        at timestamptz(3) NOT NULL
      )`.execute(db);
    // The audit page reads one tenant's newest entries.
    await sql`CREATE INDEX audit_log_tenant ON audit_log (tenant_id, seq DESC)`.execute(db);
  },
};
