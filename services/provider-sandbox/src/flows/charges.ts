import { asuncionMonth } from '../domain/calendar.ts';
import { decideCharge } from '../domain/decision.ts';
import { checkAmount } from '../domain/limits.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { Deps } from './deps.ts';
import { recordOperation } from './operations.ts';

export type NewCharge = { token: string; amount: number; currency: string; merchantReference: string };

export function chargeToken(deps: Deps, input: NewCharge): Answer {
  const check = checkAmount(input.amount, input.currency);
  if (!check.ok) return errorAnswer(check.status, check.message, input.merchantReference);
  const saved = deps.store.savedCard(input.token);
  if (!saved) return errorAnswer(404, 'unknown token', input.merchantReference);
  const now = deps.clock.now();
  const decision = decideCharge(saved.card, asuncionMonth(now));
  const operation = recordOperation(deps.store, {
    provider: 'provider_a',
    merchantReference: input.merchantReference,
    amount: input.amount,
    currency: input.currency,
    decision,
    at: now,
  });
  return {
    status: 200,
    body: {
      status: decision.status,
      reason: decision.reason,
      operation_number: operation.operationNumber,
      authorization_number: operation.authorizationNumber,
      response_code: decision.responseCode,
    },
    merchantReference: input.merchantReference,
  };
}
