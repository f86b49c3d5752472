import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Config, configSchema } from './config.ts';
import { createCustomerStore } from './db/customer-repository.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { CustomersDatabase } from './db/schema.ts';
import { customerUseCases } from './domain/use-cases.ts';
import { SERVICE } from './events/customer-events.ts';
import { customersHandlers } from './grpc/handlers.ts';

export type App = RunningService<CustomersDatabase, undefined>;

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  return startService<Config, CustomersDatabase, undefined>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations },
      parts: ({ db }) => ({
        grpc: [
          grpcService(CustomersService, customersHandlers(customerUseCases(createCustomerStore(db), clock))),
        ],
      }),
    },
    config,
    logger,
  );
}
