import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';

export type Migrations = Record<string, Migration>;

/**
 * Runs a service's migrations inside its own schema with its own history table, so services
 * migrate independently. Names are dated (`2026-11-21-0001-create-tenants`) and never edited
 * once landed; a Postgres advisory lock (kysely's) serialises concurrent migrators.
 */
export async function migrate<DB>(db: Kysely<DB>, schema: string, migrations: Migrations): Promise<string[]> {
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db).catch((err: { code?: string }) => {
    // IF NOT EXISTS does not guard against a concurrent creator: its insert wins the catalog race.
    if (err.code !== '23505' && err.code !== '42P06') throw err;
  });
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
