import type { Logger } from '@gateway/shared/logger.ts';
import type { CardProvider } from '../domain/payment.ts';
import type { ProviderGateway } from '../domain/ports.ts';
import { providerA } from './provider-a.ts';
import { providerB } from './provider-b.ts';

export interface ProvidersConfig {
  PUBLIC_BASE_URL: string;
  PROVIDER_A_URL: string;
  PROVIDER_B_URL: string;
  PROVIDER_A_API_KEY: string;
  PROVIDER_B_API_KEY: string;
  PROVIDER_A_CALLBACK_SECRET: string;
  PROVIDER_B_CALLBACK_SECRET: string;
  PROVIDER_TIMEOUT_MS: number;
}

/** The edge receives processor callbacks here and hands them to HandleProviderCallback. */
export const callbackUrl = (publicBaseUrl: string, provider: CardProvider): string =>
  `${publicBaseUrl}/v1/provider-callbacks/${provider}`;

export function cardProviders(
  config: ProvidersConfig,
  logger?: Logger,
): Record<CardProvider, ProviderGateway> {
  return {
    provider_a: providerA({
      baseUrl: config.PROVIDER_A_URL,
      apiKey: config.PROVIDER_A_API_KEY,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      logger: logger?.child({ provider: 'provider_a' }),
      callbackSecret: config.PROVIDER_A_CALLBACK_SECRET,
      callbackUrl: callbackUrl(config.PUBLIC_BASE_URL, 'provider_a'),
    }),
    provider_b: providerB({
      baseUrl: config.PROVIDER_B_URL,
      apiKey: config.PROVIDER_B_API_KEY,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      logger: logger?.child({ provider: 'provider_b' }),
      callbackSecret: config.PROVIDER_B_CALLBACK_SECRET,
      callbackUrl: callbackUrl(config.PUBLIC_BASE_URL, 'provider_b'),
    }),
  };
}
