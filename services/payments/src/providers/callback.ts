import { AppError } from '@gateway/shared/errors.ts';
import { checkCallbackSignature } from '@gateway/shared/providers/callback-signature.ts';
import { z } from 'zod';
import type { ProviderCallback } from '../domain/ports.ts';

const outcome = {
  type: z.literal('payment'),
  attempt: z.number().int().min(1),
  status: z.enum(['approved', 'declined']),
  reason: z.string().nullish(),
  operation_number: z.string().nullish(),
  authorization_number: z.string().nullish(),
  response_code: z.string().nullish(),
};

export const providerACallback = z.object({
  ...outcome,
  session_id: z.string().min(1),
  merchant_reference: z.string().min(1),
});

export const providerBCallback = z.object({
  ...outcome,
  checkout_id: z.string().min(1),
  order_id: z.string().min(1),
});

/** Authenticity first: nothing of an unsigned body is read. */
// Freshness is wall-clock time between the processor and us, not the domain's (injectable) clock.
export function verifiedJson(secret: string, rawBody: string, signature: string, now = new Date()): unknown {
  const check = checkCallbackSignature(secret, rawBody, signature, now);
  if (check === 'stale') {
    throw new AppError('UNAUTHORIZED', 'The callback signature is older than five minutes.');
  }
  if (check !== 'valid') throw new AppError('UNAUTHORIZED', 'The callback signature is not valid.');
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new AppError('MALFORMED_REQUEST', 'The callback body is not JSON.');
  }
}

export function parseOutcome<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new AppError('MALFORMED_REQUEST', 'The callback body is not a payment callback.');
  return parsed.data;
}

const validateAnswer = z.object({
  merchant_reference: z.string().min(1),
  status: z.string(),
  last_attempt: z
    .object({
      attempt: outcome.attempt,
      status: outcome.status,
      reason: outcome.reason,
      operation_number: outcome.operation_number,
      authorization_number: outcome.authorization_number,
      response_code: outcome.response_code,
    })
    .nullish(),
});

/** provider_a's `validate` answer, read as the approval callback it stands in for. */
export function approvalFromValidate(json: unknown, sessionId: string): ProviderCallback | null {
  const parsed = validateAnswer.safeParse(json);
  if (!parsed.success) throw new AppError('PROVIDER_ERROR', 'The provider answered an unreadable session.');
  const last = parsed.data.last_attempt;
  if (parsed.data.status !== 'approved' || !last || last.status !== 'approved') return null;
  return toCallback({ type: 'payment', ...last }, sessionId, parsed.data.merchant_reference);
}

const outcomeFields = z.object(outcome);
type Outcome = z.output<typeof outcomeFields>;

export function toCallback(body: Outcome, sessionId: string, paymentId: string): ProviderCallback {
  return {
    sessionId,
    paymentId,
    attempt: body.attempt,
    approved: body.status === 'approved',
    reason: body.reason ?? null,
    operationNumber: body.operation_number ?? null,
    authorizationNumber: body.authorization_number ?? null,
    responseCode: body.response_code ?? null,
  };
}
