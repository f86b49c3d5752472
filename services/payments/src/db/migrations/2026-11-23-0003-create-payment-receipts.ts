import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// The receipts a payment has taken, by the receipts service's id: a retried attach of the same
// receipt finds its row and changes nothing.
export const createPaymentReceipts: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE payment_receipts (
        receipt_id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        payment_id text NOT NULL REFERENCES payments (id),
        created_at timestamptz(3) NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX payment_receipts_payment ON payment_receipts (tenant_id, environment, payment_id)`.execute(
      db,
    );
  },
};
