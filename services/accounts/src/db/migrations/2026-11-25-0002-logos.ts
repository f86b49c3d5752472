import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// Uploaded logos, normalized, addressed by the SHA-256 of what is served: a new upload is a new
// address, so browsers may cache one for ever.
export const createLogos: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE logos (
        id text PRIMARY KEY,
        tenant_id text NOT NULL REFERENCES tenants (id),
        content bytea NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
