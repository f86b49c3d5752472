import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { loadConfig } from './config.ts';
import { migrations } from './db/migrations/index.ts';
import { SCHEMA } from './db/schema.ts';

// The Helm pre-upgrade job: migrate, say what was applied, exit.
const logger = createLogger('scheduler-migrate');
const config = loadConfig();
try {
  await ensureDatabaseExists(config.databaseUrl);
  const database = createDatabase<unknown>({ url: config.databaseUrl, schema: SCHEMA, max: 1 });
  try {
    const applied = await migrate(database.db, SCHEMA, migrations);
    logger.info({ applied }, 'scheduler migrations done');
  } finally {
    await database.close();
  }
} catch (err) {
  logger.error({ err }, 'scheduler migrations failed');
  process.stderr.write(`scheduler: migrations failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
