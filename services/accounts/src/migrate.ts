import { ensureDatabaseExists, createDatabase } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { loadConfig } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { endpointLabel, needing } from './reachability.ts';

// The Helm pre-upgrade job: migrate, report, exit.
const config = loadConfig();
const logger = createLogger('accounts-migrate', config.LOG_LEVEL);
const database = createDatabase({ url: config.DATABASE_URL, schema: SCHEMA, max: 1 });
try {
  await needing('PostgreSQL', endpointLabel(config.DATABASE_URL, '5432'), 'DATABASE_URL', async () => {
    if (config.NODE_ENV !== 'production') await ensureDatabaseExists(config.DATABASE_URL);
    await database.pool.query('SELECT 1');
  });
  const applied = await migrate(database.db, SCHEMA, migrations);
  logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date');
} catch (err) {
  logger.error({ err }, 'migration failed');
  process.stderr.write(`accounts: migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
