import { createEventTables } from '@gateway/shared/events/outbox.ts';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createPayments: Migration = {
  async up(db) {
    await createEventTables.up(db);
    await sql`
      CREATE TABLE payments (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        reference text NOT NULL CHECK (char_length(reference) BETWEEN 1 AND 255),
        provider text NOT NULL CHECK (provider IN ('provider_a', 'provider_b', 'transferencia')),
        amount bigint NOT NULL CHECK (amount > 0),
        currency text NOT NULL CHECK (currency = 'PYG'),
        status text NOT NULL CHECK (status IN ('pending', 'processing', 'confirmed', 'failed', 'rejected',
          'receipt_uploaded', 'expired', 'cancelled', 'reversed')),
        card_id text,
        checkout_session_id text,
        target_origins text[] NOT NULL DEFAULT '{}',
        return_url text,
        cancel_url text,
        expires_at timestamptz(3),
        expired_at timestamptz(3),
        confirmed_at timestamptz(3),
        failed_at timestamptz(3),
        cancelled_at timestamptz(3),
        reversed_at timestamptz(3),
        receipt_uploaded_at timestamptz(3),
        confirmed_after_expiry boolean NOT NULL DEFAULT false,
        recovered_from_status text,
        rejection_reason text,
        confirm_notes text,
        -- json, not jsonb: the merchant's metadata and the customer snapshot come back byte for byte.
        metadata json,
        customer_data json,
        provider_data jsonb,
        customer_id text,
        customer_external_id text,
        provider_session_id text,
        provider_form_path text,
        operation_number text,
        provider_attempt integer NOT NULL DEFAULT 0,
        checkout_token text,
        checkout_url text,
        checkout_expires_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`.execute(db);
    // Idempotency (spec 4.6). Checkout-session attempts share the session's reference (spec 6 rule 3).
    await sql`
      CREATE UNIQUE INDEX payments_reference_key ON payments (tenant_id, environment, reference)
      WHERE checkout_session_id IS NULL`.execute(db);
    await sql`CREATE UNIQUE INDEX payments_checkout_token_key ON payments (checkout_token)`.execute(db);
    await sql`
      CREATE UNIQUE INDEX payments_provider_session_key ON payments (provider, provider_session_id)
      WHERE provider_session_id IS NOT NULL`.execute(db);
    await sql`CREATE INDEX payments_list ON payments (tenant_id, environment, created_at DESC, id DESC)`.execute(
      db,
    );
    await sql`
      CREATE INDEX payments_overdue ON payments (tenant_id, environment, expires_at)
      WHERE status = 'pending' AND expires_at IS NOT NULL`.execute(db);
    await sql`CREATE INDEX payments_customer ON payments (tenant_id, environment, customer_id)`.execute(db);
    await sql`CREATE INDEX payments_customer_external ON payments (tenant_id, environment, customer_external_id)`.execute(
      db,
    );
    await sql`CREATE INDEX payments_session ON payments (tenant_id, environment, checkout_session_id)`.execute(
      db,
    );
  },
};
