import { AppError } from '@gateway/shared/errors.ts';
import type { Logger } from '@gateway/shared/logger.ts';

export interface ProviderEndpoint {
  /** PROVIDER_A_URL / PROVIDER_B_URL, without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Outages are logged here (never the API key or bodies); their cause never reaches the merchant. */
  logger?: Logger | undefined;
}

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Never names the provider's host: the integrator must not see provider URLs (spec 1). */
export function providerUnavailable(): AppError {
  return new AppError(
    'PROVIDER_ERROR',
    'The payment provider did not answer; nothing was changed. Try again later.',
  );
}

/**
 * One server-to-server call. A timeout or a network failure is PROVIDER_ERROR; every HTTP answer
 * is returned for the adapter to classify.
 */
export async function callProvider(
  endpoint: ProviderEndpoint,
  path: string,
  body: Record<string, unknown> | null = {},
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method: body === null ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${endpoint.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === null ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (err) {
    endpoint.logger?.warn({ path, err: (err as Error).message }, 'provider call failed');
    throw providerUnavailable();
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A body that is not JSON is classified by status alone.
  }
  if (response.status >= 500)
    endpoint.logger?.warn({ path, status: response.status }, 'provider answered 5xx');
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  return { status: response.status, body: record as Record<string, unknown> };
}

export function errorMessage(answer: ProviderAnswer, fallback: string): string {
  const error = answer.body['error'];
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>)['message'];
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}

export function errorResponseCode(answer: ProviderAnswer): string | null {
  const error = answer.body['error'];
  if (typeof error === 'object' && error !== null) {
    const code = (error as Record<string, unknown>)['response_code'];
    if (typeof code === 'string') return code;
  }
  const code = answer.body['response_code'];
  return typeof code === 'string' ? code : null;
}

export function stringField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw providerUnavailable();
  return value;
}

export const isSuccess = (answer: ProviderAnswer): boolean => answer.status >= 200 && answer.status < 300;

/** A provider that states the create is invalid (400/422) refused it; anything else is an outage. */
export const isRefusal = (answer: ProviderAnswer): boolean => answer.status === 400 || answer.status === 422;
