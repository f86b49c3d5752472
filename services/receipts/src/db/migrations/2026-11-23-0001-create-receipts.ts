import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
export const createReceipts: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE receipts (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('test', 'live')),
        payment_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending_attach', 'attached')),
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'application/pdf')),
        size bigint NOT NULL,
        original_content_type text NOT NULL,
        original_size bigint NOT NULL,
        width integer,
        height integer,
        notes text,
        file_key text NOT NULL,
        thumbnail_key text,
        created_at timestamptz(3) NOT NULL,
        attached_at timestamptz(3)
      )`.execute(db);
    await sql`CREATE INDEX receipts_by_payment ON receipts (tenant_id, environment, payment_id, created_at)`.execute(
      db,
    );
    await sql`CREATE INDEX receipts_pending ON receipts (created_at) WHERE status = 'pending_attach'`.execute(
      db,
    );
    // The default file store (see storage/postgres-blob-store.ts); an object store can replace it.
    await sql`
      CREATE TABLE blobs (
        key text PRIMARY KEY,
        content bytea NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
