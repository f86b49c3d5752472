import { runMigrationJob } from '@gateway/shared/db/migration-job.ts';
import { loadConfig } from './config.ts';
import { migrations } from './db/migrations/index.ts';
import { SCHEMA } from './db/schema.ts';

// The Helm pre-upgrade job: migrate the schema, then exit.
const config = loadConfig();
await runMigrationJob({
  service: 'scheduler',
  databaseUrl: config.DATABASE_URL,
  schema: SCHEMA,
  migrations,
  createDatabase: config.NODE_ENV !== 'production',
  logLevel: config.LOG_LEVEL,
});
