import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// When a key last authenticated a request, so operators can tell a dormant key before revoking it.
export const addApiKeyLastUsed: Migration = {
  async up(db) {
    await sql`ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz`.execute(db);
  },
};
