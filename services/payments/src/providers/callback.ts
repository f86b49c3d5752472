import { AppError } from '@gateway/shared/errors.ts';
import { z } from 'zod';
import type { ProviderCallback } from '../domain/ports.ts';
import { verifySignature } from './signature.ts';

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
export function verifiedJson(secret: string, rawBody: string, signature: string): unknown {
  if (!verifySignature(secret, rawBody, signature)) {
    throw new AppError('UNAUTHORIZED', 'The callback signature is not valid.');
  }
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

type Outcome = z.output<typeof providerACallback> | z.output<typeof providerBCallback>;

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
