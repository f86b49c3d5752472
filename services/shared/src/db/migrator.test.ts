import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RawBuilder, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createDatabase, type Database } from './database.ts';
import { isUniqueViolation, mapDbError } from './errors.ts';
import { type Migrations, migrate } from './migrator.ts';

/** Two migrations that count how often they ran. */
function countingMigrations(runs: Map<string, number>): Migrations {
  const counted = (name: string, statement: RawBuilder<unknown>): Migration => ({
    async up(db) {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      // Long enough that a concurrent migrator would overlap it.
      await sql`SELECT pg_sleep(0.05)`.execute(db);
      await statement.execute(db);
    },
  });
  return {
    '2026-01-01-0001-create-things': counted(
      '0001',
      sql`CREATE TABLE things (id text PRIMARY KEY, amount bigint NOT NULL, CONSTRAINT things_amount_positive CHECK (amount > 0))`,
    ),
    '2026-01-02-0001-add-label': counted('0002', sql`ALTER TABLE things ADD COLUMN label text`),
  };
}

describe('migrate', () => {
  let testDb: TestDatabase;
  const open: Database<unknown>[] = [];
  const connect = (schema: string) => {
    const database = createDatabase<unknown>({ url: testDb.url, schema, max: 3 });
    open.push(database);
    return database;
  };

  before(async () => {
    testDb = await createTestDatabase('migrator');
  });

  after(async () => {
    await Promise.all(open.map((d) => d.close()));
    await testDb.drop();
  });

  it('migrates two schemas independently, each with its own schema_migrations', async () => {
    const alpha = connect('alpha');
    const beta = connect('beta');
    const alphaRuns = new Map<string, number>();
    const all = countingMigrations(alphaRuns);
    const first = Object.fromEntries(Object.entries(countingMigrations(new Map())).slice(0, 1));

    assert.deepEqual(await migrate(alpha.db, 'alpha', all), Object.keys(all));
    assert.deepEqual(await migrate(beta.db, 'beta', first), Object.keys(first));

    const history = await sql<{ schema: string; name: string }>`
      SELECT 'alpha' AS schema, name FROM alpha.schema_migrations
      UNION ALL SELECT 'beta', name FROM beta.schema_migrations ORDER BY 1, 2
    `.execute(alpha.db);
    assert.deepEqual(history.rows, [
      { schema: 'alpha', name: '2026-01-01-0001-create-things' },
      { schema: 'alpha', name: '2026-01-02-0001-add-label' },
      { schema: 'beta', name: '2026-01-01-0001-create-things' },
    ]);
    // Unqualified names resolved inside each service's own schema.
    const columns = await sql<{ table_schema: string; column_name: string }>`
      SELECT table_schema, column_name FROM information_schema.columns
      WHERE table_name = 'things' ORDER BY 1, 2
    `.execute(alpha.db);
    assert.deepEqual(
      columns.rows.map((r) => `${r.table_schema}.${r.column_name}`),
      ['alpha.amount', 'alpha.id', 'alpha.label', 'beta.amount', 'beta.id'],
    );
    const stray = await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`.execute(
      alpha.db,
    );
    assert.equal(stray.rows.length, 0, 'nothing lands in public');

    // Re-running is a no-op.
    assert.deepEqual(await migrate(alpha.db, 'alpha', all), []);
    assert.deepEqual(Object.fromEntries(alphaRuns), { '0001': 1, '0002': 1 });
    // beta catches up later on its own.
    assert.deepEqual(await migrate(beta.db, 'beta', all), ['2026-01-02-0001-add-label']);
  });

  it('two concurrent migrate() calls on one schema both succeed and apply each migration once', async () => {
    const one = connect('gamma');
    const two = connect('gamma');
    const runs = new Map<string, number>();
    const migrations = countingMigrations(runs);
    const results = await Promise.all([
      migrate(one.db, 'gamma', migrations),
      migrate(two.db, 'gamma', migrations),
    ]);
    assert.deepEqual(
      results.flat().sort(),
      Object.keys(migrations).sort(),
      'each applied by exactly one caller',
    );
    assert.deepEqual(Object.fromEntries(runs), { '0001': 1, '0002': 1 });
    const history = await sql<{ n: bigint }>`SELECT count(*) AS n FROM gamma.schema_migrations`.execute(
      one.db,
    );
    assert.equal(history.rows[0]?.n, 2n);
  });

  it('many concurrent first runs on fresh schemas do not trip over each other', async () => {
    const runs = new Map<string, number>();
    const migrations = countingMigrations(runs);
    const callers = Array.from({ length: 4 }, () => connect('delta'));
    const results = await Promise.all(callers.map((c) => migrate(c.db, 'delta', migrations)));
    assert.equal(results.flat().length, 2);
    assert.deepEqual(Object.fromEntries(runs), { '0001': 1, '0002': 1 });
  });

  it('a failing migration rejects and records nothing of itself', async () => {
    const epsilon = connect('epsilon');
    const broken: Migrations = {
      '2026-01-01-0001-ok': { up: async (db) => void (await sql`CREATE TABLE ok (id int)`.execute(db)) },
      '2026-01-02-0001-broken': { up: async (db) => void (await sql`CREATE TABLE ok (id int)`.execute(db)) },
    };
    await assert.rejects(migrate(epsilon.db, 'epsilon', broken));
    const history = await sql<{ name: string }>`SELECT name FROM epsilon.schema_migrations`.execute(
      epsilon.db,
    );
    assert.ok(!history.rows.some((r) => r.name === '2026-01-02-0001-broken'));
  });

  it('real Postgres errors map as db/errors promises, int8 arrives as bigint', async () => {
    const { db } = connect('alpha');
    await sql`INSERT INTO things (id, amount) VALUES ('a', 9007199254740993)`.execute(db);
    const row = await sql<{ amount: bigint }>`SELECT amount FROM things WHERE id = 'a'`.execute(db);
    assert.equal(row.rows[0]?.amount, 9_007_199_254_740_993n);

    const duplicate = await sql`INSERT INTO things (id, amount) VALUES ('a', 1)`
      .execute(db)
      .catch((e: unknown) => e);
    assert.equal(isUniqueViolation(duplicate, 'things_pkey'), true);
    assert.equal(mapDbError(duplicate).code, 'CONFLICT');

    const check = await sql`INSERT INTO things (id, amount) VALUES ('b', -1)`
      .execute(db)
      .catch((e: unknown) => e);
    assert.equal(mapDbError(check).code, 'VALIDATION_FAILED');

    const syntax = await sql`SELEC secret_column FROM things`.execute(db).catch((e: unknown) => e);
    const mapped = mapDbError(syntax);
    assert.equal(mapped.code, 'INTERNAL');
    assert.ok(!mapped.message.includes('SELEC') && !mapped.message.includes('secret_column'));
  });
});
