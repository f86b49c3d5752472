import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// One row while an attempt of a method is being started: two clicks at once start one payment,
// and no lock is held while payments talks to the processor (the lease ends a dead claim).
export const createAttemptStarts: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE attempt_starts (
        session_id text NOT NULL REFERENCES checkout_sessions (id),
        method text NOT NULL,
        lease_until timestamptz(3) NOT NULL,
        PRIMARY KEY (session_id, method)
      )`.execute(db);
  },
};
