import type { Logger } from '../logger.ts';
import { createLogger } from '../logger.ts';
import { createDatabase, ensureDatabaseExists } from './database.ts';
import { type Migrations, migrate } from './migrator.ts';

export interface MigrationJob {
  service: string;
  databaseUrl: string;
  schema: string;
  migrations: Migrations;
  /** Outside production the database itself is created when missing (laptops, CI). */
  createDatabase: boolean;
  logLevel?: string;
}

/**
 * The body of every `src/migrate.ts` (the Helm pre-upgrade job): migrate one schema, say what
 * was applied, and exit non-zero with one line if it failed.
 */
export async function runMigrationJob(
  job: MigrationJob,
  logger: Logger = createLogger(`${job.service}-migrate`, job.logLevel),
): Promise<void> {
  const database = createDatabase({ url: job.databaseUrl, schema: job.schema, max: 1 });
  try {
    if (job.createDatabase) await ensureDatabaseExists(job.databaseUrl);
    const applied = await migrate(database.db, job.schema, job.migrations);
    logger.info({ applied }, applied.length > 0 ? 'migrations applied' : 'schema up to date');
  } catch (err) {
    logger.error({ err }, 'migration failed');
    process.stderr.write(
      `${job.service}: migration failed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
