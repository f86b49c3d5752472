import { ManualClock } from '@gateway/shared/clock.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, configSchema } from '../config.ts';
import type { Checkout } from '../domain/checkout.ts';
import { checkoutFixture, NOW } from '../domain/fixtures.ts';

export type ProviderCall = { url: string; method: string; headers: Headers; body: string };

/** The app in-process with a fake payments service and a fake provider behind fetch. */
export async function harness(options: {
  checkouts?: Record<string, Checkout>;
  down?: boolean;
  provider?: (call: ProviderCall) => Response | Promise<Response>;
}) {
  const calls: ProviderCall[] = [];
  const resolved: string[] = [];
  const clock = new ManualClock(NOW);
  const config: Config = configSchema.parse({ LOG_LEVEL: 'silent' });
  const app: FastifyInstance = await buildApp(config, createLogger('checkout-page', 'silent'), {
    clock,
    checkouts: {
      async resolve(token) {
        resolved.push(token);
        if (options.down) throw new AppError('UNAVAILABLE', 'payments down');
        return options.checkouts?.[token] ?? null;
      },
    },
    fetch: async (input, init) => {
      const call: ProviderCall = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body ? Buffer.from(init.body as Uint8Array).toString('utf8') : '',
      };
      calls.push(call);
      if (!options.provider) throw new TypeError('fetch failed');
      return options.provider(call);
    },
  });
  return { app, calls, resolved, clock };
}

export const TOKEN = 'tok_abc123';
export const FORM_PATH = `/v1/checkout-pages/${TOKEN}/form/pas_abc`;

export function pending(overrides: Partial<Checkout> = {}): Record<string, Checkout> {
  return { [TOKEN]: checkoutFixture(overrides) };
}
