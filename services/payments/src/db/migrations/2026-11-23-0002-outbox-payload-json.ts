import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed. The payments' events carry the merchant's metadata, stored in a json column
// exactly as sent; a jsonb outbox would reorder its keys, so the webhook would not say what the
// API answers. One JSON type for both: what the payment holds is what its events publish.
export const outboxPayloadJson: Migration = {
  async up(db) {
    await sql`ALTER TABLE outbox ALTER COLUMN payload TYPE json USING payload::json`.execute(db);
  },
};
