import { loadConfig, migrationConfig } from '@gateway/shared/config.ts';
import { runMigrationJob } from '@gateway/shared/db/migration-job.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';

// The Helm pre-upgrade job: migrate the schema, then exit. It reads the database settings only:
// the job carries none of the service's secrets.
const config = loadConfig(migrationConfig);
await runMigrationJob({
  service: 'sessions',
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  createDatabase: config.NODE_ENV !== 'production',
  logLevel: config.LOG_LEVEL,
});
