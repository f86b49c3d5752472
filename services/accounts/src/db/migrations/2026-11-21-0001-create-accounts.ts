import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createEventTables } from '@gateway/shared/events/outbox.ts';

// Frozen once landed: change the schema with a new dated migration.
export const createAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE tenants (
        id text PRIMARY KEY,
        name text NOT NULL,
        enabled_providers text[] NOT NULL DEFAULT ARRAY['provider_a', 'provider_b', 'transferencia'],
        trade_name text,
        logo_url text,
        primary_color text,
        notification_emails text[] NOT NULL DEFAULT '{}',
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`.execute(db);
    await sql`
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        tenant_id text NOT NULL REFERENCES tenants (id),
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        key_hash text NOT NULL,
        prefix text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        revoked_at timestamptz(3)
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX api_keys_key_hash ON api_keys (key_hash)`.execute(db);
    await sql`CREATE INDEX api_keys_by_tenant ON api_keys (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
    await sql`
      CREATE TABLE bank_settings (
        tenant_id text PRIMARY KEY REFERENCES tenants (id),
        bank_accounts jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(bank_accounts) = 'array'),
        instructions text NOT NULL DEFAULT '',
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
