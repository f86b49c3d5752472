import { AppError } from '@gateway/shared/errors.ts';
import { checkCallbackSignature } from '@gateway/shared/providers/callback-signature.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { z } from 'zod';
import type { CardProcessor, ChargeOutcome, RegistrationCallback } from '../domain/ports.ts';

export interface ProviderAConfig {
  baseUrl: string;
  apiKey: string;
  callbackSecret: string;
  /** The edge's `/v1/provider-callbacks/provider_a`: the provider always gets a valid URL. */
  callbackUrl: string;
  timeoutMs: number;
  logger: Logger;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const callbackSchema = z.object({
  type: z.literal('card'),
  registration_id: z.string().min(1),
  attempt: z.number().int().min(1),
  status: z.enum(['registered', 'failed']),
  reason: z.string().nullish(),
  token: z.string().min(1).nullish(),
  brand: z.string().nullish(),
  last_four: z
    .string()
    .regex(/^\d{4}$/)
    .nullish(),
  expires: z
    .string()
    .regex(/^\d{2}\/\d{2}$/)
    .nullish(),
});

const chargeSchema = z.object({
  status: z.enum(['approved', 'declined']),
  reason: z.string().nullish(),
  operation_number: z.string().nullish(),
  authorization_number: z.string().nullish(),
  response_code: z.string().nullish(),
});

/** Never names the provider's host: the integrator must not see provider URLs (spec 1). */
function unavailable(): AppError {
  return new AppError(
    'PROVIDER_ERROR',
    'The card provider did not answer; nothing was changed. Try again later.',
  );
}

/** provider_a's registrations and token charges (provider-sandbox/API.md). Bodies are never logged. */
export function providerA(config: ProviderAConfig): CardProcessor {
  async function call(path: string, body: Record<string, unknown>, auth = true): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          ...(auth ? { authorization: `Bearer ${config.apiKey}` } : {}),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      config.logger.warn({ path: pathLabel(path), err: (err as Error).name }, 'provider call failed');
      throw unavailable();
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // Classified by status alone.
    }
    if (response.status >= 500)
      config.logger.warn({ path: pathLabel(path), status: response.status }, 'provider answered 5xx');
    const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
    return { status: response.status, body: record as Record<string, unknown> };
  }

  return {
    async createRegistration(request) {
      const answer = await call('/registrations', {
        customer: request.customer,
        callback_url: config.callbackUrl,
        expires_at: request.expiresAt.toISOString(),
      });
      if (answer.status === 400 || answer.status === 422) {
        throw new AppError(
          'PROVIDER_ERROR',
          `The provider refused the registration: ${errorMessage(answer)}`,
        );
      }
      const id = answer.body['registration_id'];
      const formPath = answer.body['form_path'];
      if (answer.status !== 201 || typeof id !== 'string' || typeof formPath !== 'string')
        throw unavailable();
      return { registrationId: id, formPath };
    },

    async charge(request): Promise<ChargeOutcome> {
      let answer: Answer;
      try {
        answer = await call('/charges', {
          token: request.token,
          amount: Number(request.amount),
          currency: request.currency,
          merchant_reference: request.merchantReference,
        });
      } catch {
        return { status: 'unavailable', reason: 'provider_unavailable' };
      }
      if (answer.status === 200) {
        const parsed = chargeSchema.safeParse(answer.body);
        if (!parsed.success) return { status: 'unavailable', reason: 'provider_unavailable' };
        const body = parsed.data;
        return {
          status: body.status,
          reason: body.status === 'approved' ? null : (body.reason ?? 'card_declined'),
          operationNumber: body.operation_number ?? null,
          authorizationNumber: body.authorization_number ?? null,
          responseCode: body.response_code ?? null,
        };
      }
      // The provider stated why it will not charge (limit, currency, a token it no longer knows).
      if (answer.status === 400 || answer.status === 404 || answer.status === 422) {
        return {
          status: 'declined',
          reason: errorMessage(answer),
          operationNumber: null,
          authorizationNumber: null,
          responseCode: null,
        };
      }
      return { status: 'unavailable', reason: 'provider_unavailable' };
    },

    async simulate(registrationId, outcome) {
      const answer = await call(
        `/registrations/${encodeURIComponent(registrationId)}/simulate`,
        outcome.registered
          ? { status: 'registered', ...(outcome.number ? { number: outcome.number } : {}) }
          : { status: 'failed' },
        false,
      );
      if (answer.status === 409) {
        throw new AppError('INVALID_STATE', 'The registration was already completed.');
      }
      if (answer.status === 400)
        throw new AppError('VALIDATION_FAILED', 'The request is invalid.', {
          fields: { number: [errorMessage(answer)] },
        });
      if (answer.status !== 200) throw unavailable();
    },

    parseCallback(rawBody, signature): RegistrationCallback {
      // Freshness is wall-clock time between the processor and us, not the domain's clock.
      const check = checkCallbackSignature(config.callbackSecret, rawBody, signature);
      if (check === 'stale')
        throw new AppError('UNAUTHORIZED', 'The callback signature is older than five minutes.');
      if (check !== 'valid') throw new AppError('UNAUTHORIZED', 'The callback signature is not valid.');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('MALFORMED_REQUEST', 'The callback body is not JSON.');
      }
      const parsed = callbackSchema.safeParse(json);
      if (!parsed.success)
        throw new AppError('MALFORMED_REQUEST', 'The callback body is not a card callback.');
      const body = parsed.data;
      return {
        registrationId: body.registration_id,
        attempt: body.attempt,
        registered: body.status === 'registered',
        reason: body.reason ?? null,
        token: body.token ?? null,
        brand: body.brand ?? null,
        lastFour: body.last_four ?? null,
        expires: body.expires ?? null,
      };
    },

    formUrl: (formPath) => `${config.baseUrl}${formPath}`,
  };
}

function errorMessage(answer: Answer): string {
  const error = answer.body['error'];
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>)['message'];
    if (typeof message === 'string' && message !== '') return message;
  }
  return 'refused';
}

// Ids in paths are not secrets, but a log line needs only the endpoint.
function pathLabel(path: string): string {
  return path.replace(/\/registrations\/[^/]+/, '/registrations/{id}');
}
