import { systemClock } from '@gateway/shared/clock.ts';
import { createDatabase, ensureDatabaseExists } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { migrations, SCHEMA } from '../db/migrations/index.ts';
import { KyselyAccountsStore } from '../db/account-repository.ts';
import type { AccountsDb } from '../db/schema.ts';
import { endpointLabel, errorText, needing } from '@gateway/shared/kit/dependencies.ts';
import { type Accounts, createAccounts } from '../domain/accounts.ts';
import { CliFailure } from './failure.ts';

export interface OpenAccounts {
  accounts: Accounts;
  close(): Promise<void>;
}

/**
 * The accounts use-cases in this process, straight against the database: the CLI works whether
 * or not the services run. Events it writes wait in the outbox for the running service's relay.
 */
export async function openAccounts(url: string, logger: Logger): Promise<OpenAccounts> {
  const where = endpointLabel(url, '5432');
  try {
    await needing('PostgreSQL', where, 'DATABASE_URL', () => ensureDatabaseExists(url));
  } catch (err) {
    logger.debug({ err }, 'database unreachable');
    throw new CliFailure(errorText(err));
  }
  const database = createDatabase<AccountsDb>({ url, schema: SCHEMA, max: 2, applicationName: 'gatewayctl' });
  try {
    const applied = await migrate(database.db, SCHEMA, migrations);
    logger.debug({ applied }, 'accounts schema migrated');
  } catch (err) {
    logger.debug({ err }, 'migration failed');
    await database.close();
    throw new CliFailure(`could not migrate the accounts schema in ${where}: ${errorText(err)}`);
  }
  return {
    accounts: createAccounts({ store: new KyselyAccountsStore(database.db), clock: systemClock }),
    close: () => database.close(),
  };
}
