import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const idempotencyKey: Migration = {
  async up(db) {
    // The reference lookup must not depend on table statistics. Without them every index led by
    // (tenant_id, environment) looks as good as the partial unique one, and the planner may read
    // the whole tenant. One column holding scope and reference, under a non-partial unique index,
    // is the only index a lookup on it can use. Checkout-session attempts share the session's
    // reference (spec 6 rule 3): their key is NULL, and NULLs never collide.
    await sql`
      ALTER TABLE payments ADD COLUMN idempotency_key text GENERATED ALWAYS AS (
        CASE WHEN checkout_session_id IS NULL THEN tenant_id || ' ' || environment || ' ' || reference END
      ) STORED`.execute(db);
    await sql`CREATE UNIQUE INDEX payments_idempotency_key ON payments (idempotency_key)`.execute(db);
    await sql`DROP INDEX payments_reference_key`.execute(db);
    // While a card create waits for its processor, no connection or lock is held: the row says a
    // call is in flight until this time. A create that died in between is taken over after it.
    await sql`ALTER TABLE payments ADD COLUMN provider_call_until timestamptz(3)`.execute(db);
  },
};
