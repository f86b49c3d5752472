import { loadConfig } from '@gateway/shared/config.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { configSchema } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';

// The Helm pre-upgrade job: migrate the schema, then exit.
const config = loadConfig(configSchema);
const logger = createLogger('payments-migrate', config.LOG_LEVEL);
await ensureDatabaseExists(config.DATABASE_URL);
const database = createDatabase({ url: config.DATABASE_URL, schema: SCHEMA });
try {
  const applied = await migrate(database.db, SCHEMA, migrations);
  logger.info({ applied }, applied.length > 0 ? 'migrations applied' : 'schema up to date');
} catch (err) {
  logger.fatal({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
