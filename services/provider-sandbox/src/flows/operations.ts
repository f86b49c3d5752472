import type { Decision, Provider } from '../domain/types.ts';
import { randomDigits } from '../store/ids.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import type { Operation } from '../store/records.ts';

type NewOperation = {
  provider: Provider;
  merchantReference: string;
  amount: number;
  currency: string;
  decision: Decision;
  at: Date;
};

/** Every decision, approved or not, gets an operation number, as real processors do. */
export function recordOperation(store: MemoryStore, input: NewOperation): Operation {
  let operationNumber = randomDigits(12);
  while (store.hasOperation(input.provider, operationNumber)) operationNumber = randomDigits(12);
  const operation: Operation = {
    provider: input.provider,
    operationNumber,
    merchantReference: input.merchantReference,
    amount: input.amount,
    currency: input.currency,
    status: input.decision.status,
    reason: input.decision.reason,
    responseCode: input.decision.responseCode,
    authorizationNumber: input.decision.status === 'approved' ? randomDigits(6) : null,
    at: input.at,
    settled: false,
    reversed: false,
  };
  store.addOperation(operation);
  return operation;
}
