import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createCustomers: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE customers (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        external_id text NOT NULL,
        last_seen_at timestamptz(3),
        last_seen_source text CHECK (last_seen_source IN ('payment', 'card_registration', 'card_charge')),
        last_seen_provider text CHECK (last_seen_provider IN ('provider_a', 'provider_b', 'transferencia')),
        last_seen_name text,
        last_seen_lastname text,
        last_seen_email text,
        last_seen_phone text,
        last_seen_ruc text,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        CONSTRAINT customers_external_id_key UNIQUE (tenant_id, environment, external_id)
      )`.execute(db);
    await sql`CREATE INDEX customers_list ON customers (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
  },
};
