import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// int8 (bigint amounts, counters) arrives as a JS bigint, never a lossy number or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

/** For a statement a service prepares by name on the pool (see payments' create). */
export type { QueryConfig } from 'pg';
/** The part of the pool that runs statements given as a QueryConfig. */
export type StatementPool = Pick<pg.Pool, 'query'>;

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; every unqualified table name resolves there. */
  schema: string;
  max?: number;
  applicationName?: string;
}

export interface Database<DB> {
  db: Kysely<DB>;
  pool: pg.Pool;
  schema: string;
  close(): Promise<void>;
}

export function createDatabase<DB>(options: DatabaseOptions): Database<DB> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`invalid schema name: ${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? options.schema,
    options: `-c search_path=${options.schema}`,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // A client losing its connection (a restart, a failover, pg_terminate_backend) must not crash the
  // process: idle ones are replaced by the pool, a checked-out one fails its query, which maps to
  // UNAVAILABLE. Without a listener, the 'error' event of either would be thrown.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    schema: options.schema,
    close: () => db.destroy(),
  };
}

/** Creates the database named in the URL when it does not exist yet (local runs and tests). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`invalid database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
        // A concurrent creator won the race.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}
