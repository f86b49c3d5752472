import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createWebhooks: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE endpoints (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        url text NOT NULL,
        events text[],
        description text,
        status text NOT NULL CHECK (status IN ('enabled', 'disabled', 'deleted')),
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_until timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX endpoints_scope ON endpoints (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
    await sql`
      CREATE TABLE events (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        type text NOT NULL,
        body text NOT NULL,
        payment_id text,
        card_id text,
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX events_scope ON events (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
    await sql`CREATE INDEX events_payment ON events (tenant_id, environment, payment_id) WHERE payment_id IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX events_card ON events (tenant_id, environment, card_id) WHERE card_id IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX events_age ON events (created_at)`.execute(db);
    await sql`
      CREATE TABLE deliveries (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL,
        event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        endpoint_id text NOT NULL REFERENCES endpoints (id),
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        locked_until timestamptz(3),
        lease text,
        delivered_at timestamptz(3),
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending'`.execute(
      db,
    );
    await sql`CREATE INDEX deliveries_leased ON deliveries (endpoint_id) WHERE status = 'pending' AND locked_until IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX deliveries_event ON deliveries (event_id)`.execute(db);
    await sql`CREATE INDEX deliveries_endpoint ON deliveries (endpoint_id) WHERE status = 'pending'`.execute(
      db,
    );
    await sql`
      CREATE TABLE delivery_attempts (
        id bigserial PRIMARY KEY,
        delivery_id text NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
        tenant_id text NOT NULL,
        environment text NOT NULL,
        attempted_at timestamptz(3) NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text
      )`.execute(db);
    await sql`CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id)`.execute(db);
  },
};
