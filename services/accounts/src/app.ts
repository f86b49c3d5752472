import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { systemClock } from '@gateway/shared/clock.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, loadConfig } from './config.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import { KyselyAccountsStore } from './db/account-repository.ts';
import type { AccountsDb } from './db/schema.ts';
import { createAccounts } from './domain/accounts.ts';
import { accountsHandlers } from './grpc/handlers.ts';
import { createLogoProcessor } from './images/logo-processor.ts';

export type App = RunningService<AccountsDb, undefined>;

export function buildApp(config: Config, logger: Logger): Promise<App> {
  return startService<Config, AccountsDb, undefined>(
    {
      name: 'accounts',
      database: { schema: SCHEMA, migrations },
      parts: ({ db }) => {
        const accounts = createAccounts({
          store: new KyselyAccountsStore(db),
          clock: systemClock,
          logos: createLogoProcessor(),
        });
        return { grpc: [grpcService(AccountsService, accountsHandlers(accounts))] };
      },
    },
    config,
    logger,
  );
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(), logger);
}
