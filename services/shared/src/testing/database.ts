import pg from 'pg';
import { randomToken } from '../ids.ts';

const ADMIN_URL = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A throwaway database for one test run, dropped afterwards, so runs never see each other's rows. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `gw_${label.replace(/[^a-z0-9_]/g, '_')}_${randomToken(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    // An open client would keep the test process alive after a failure.
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A namespace for stream names and subjects that no other test run uses. */
export function uniqueNamespace(label = 't'): string {
  return `${label}_${randomToken(8).toLowerCase()}`.replace(/[^a-z0-9_]/g, '');
}

/**
 * Kills every connection to a test database, as a Postgres restart or failover would (optionally
 * only those of one application_name); returns how many were terminated.
 */
export async function terminateConnections(database: string, applicationName?: string): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::text IS NULL OR application_name = $2)`,
      [database, applicationName ?? null],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
