import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, paths };
export type Payment = components['schemas']['Payment'];
export type Customer = components['schemas']['Customer'];
export type ApiError = components['schemas']['Error'];

export interface GatewayClientOptions {
  /** The gateway's base URL, e.g. https://api.example.com (without /v1). */
  baseUrl: string;
  /** sk_test_… or sk_live_…: it decides the environment. */
  apiKey: string;
  fetch?: typeof fetch;
}

/**
 * A typed client of every /v1 operation: paths, bodies, query parameters and answers are
 * checked against the API's OpenAPI document at compile time.
 *
 *   const gateway = createGatewayClient({ baseUrl, apiKey });
 *   const { data, error, response } = await gateway.POST('/v1/payments', { body: {...} });
 */
export function createGatewayClient(options: GatewayClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
