import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createCards: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE cards (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        customer_id text NOT NULL,
        customer_external_id text NOT NULL,
        provider text NOT NULL CHECK (provider IN ('provider_a')),
        status text NOT NULL CHECK (status IN ('pending', 'registered', 'invalid', 'deleted')),
        brand text,
        last_four text,
        expires text,
        registered_at timestamptz(3),
        deleted_at timestamptz(3),
        registration_id text NOT NULL UNIQUE,
        registration_form_path text NOT NULL,
        registration_token text NOT NULL UNIQUE,
        registration_expires_at timestamptz(3) NOT NULL,
        registration_attempt integer NOT NULL DEFAULT 0,
        target_origins text[] NOT NULL,
        return_url text,
        token_key_id text,
        token_sealed bytea,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        CONSTRAINT cards_token_sealed CHECK ((token_sealed IS NULL) = (token_key_id IS NULL))
      )`.execute(db);
    await sql`CREATE INDEX cards_list ON cards (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
    await sql`CREATE INDEX cards_customer ON cards (tenant_id, environment, customer_id)`.execute(db);
  },
};
