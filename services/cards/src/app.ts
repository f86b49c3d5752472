import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { type Clock, systemClock } from '@gateway/shared/clock.ts';
import { loadConfig } from '@gateway/shared/config.ts';
import { grpcService, type RunningService, startService } from '@gateway/shared/kit/service.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { liveCardProcessing } from '@gateway/shared/providers/live-processing.ts';
import { customersClient } from './clients/customers.ts';
import { type Config, configSchema } from './config.ts';
import { openToken, sealToken } from './crypto/token-cipher.ts';
import { createCardStore } from './db/card-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { CardsDatabase } from './db/schema.ts';
import type { CardDeps } from './domain/ports.ts';
import { SERVICE } from './events/card-events.ts';
import { cardsHandlers } from './grpc/handlers.ts';
import { providerA } from './provider/provider-a.ts';

export interface App extends RunningService<CardsDatabase, CardDeps> {
  deps: CardDeps;
}

export function start(logger: Logger): Promise<App> {
  return buildApp(loadConfig(configSchema), logger);
}

export async function buildApp(config: Config, logger: Logger, clock: Clock = systemClock): Promise<App> {
  const running = await startService<Config, CardsDatabase, CardDeps>(
    {
      name: SERVICE,
      database: { schema: SCHEMA, migrations },
      parts: ({ db }) => {
        const customers = customersClient(config.CUSTOMERS_GRPC_URL);
        const deps: CardDeps = {
          cards: createCardStore(db),
          customers,
          processor: providerA({
            baseUrl: config.PROVIDER_A_URL,
            apiKey: config.PROVIDER_A_API_KEY,
            callbackSecret: config.PROVIDER_A_CALLBACK_SECRET,
            callbackUrl: `${config.PUBLIC_BASE_URL}/v1/provider-callbacks/provider_a`,
            timeoutMs: config.PROVIDER_TIMEOUT_MS,
            logger,
          }),
          vault: {
            seal: (cardId, token) => sealToken(config.keyring, cardId, token),
            open: (cardId, sealed) => openToken(config.keyring, cardId, sealed),
          },
          clock,
          liveCardProcessing: liveCardProcessing(config.CARD_PROCESSORS),
          publicBaseUrl: config.PUBLIC_BASE_URL,
          registrationTtlMs: config.REGISTRATION_TTL_SECONDS * 1000,
        };
        const clients = { start: () => undefined, stop: async () => customers.close() };
        return { grpc: [grpcService(CardsService, cardsHandlers(deps))], parts: [clients], extras: deps };
      },
    },
    config,
    logger,
  );
  return { ...running, deps: running.extras };
}
