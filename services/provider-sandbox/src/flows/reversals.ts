import { decideReversal, decideSettle } from '../domain/settlement.ts';
import type { Provider } from '../domain/types.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { Deps } from './deps.ts';

/** provider_a's `/reversals` and provider_b's `/refunds`: same answers, different cut rules. */
export function reverseOperation(deps: Deps, provider: Provider, operationNumber: string): Answer {
  const operation = deps.store.operation(provider, operationNumber);
  if (!operation) return errorAnswer(404, 'unknown operation', null);
  const ref = operation.merchantReference;
  switch (decideReversal(operation, deps.clock.now())) {
    case 'not_approved':
      return errorAnswer(409, 'operation was not approved', ref, { response_code: '12' });
    case 'settled':
      return errorAnswer(409, 'settlement cut passed', ref, { response_code: '90019' });
    case 'reverse':
      operation.reversed = true;
      return { status: 200, body: { status: 'reversed', response_code: '00' }, merchantReference: ref };
    case 'already_reversed':
      return { status: 200, body: { status: 'reversed', response_code: '00' }, merchantReference: ref };
  }
}

/** Sandbox control: what the nightly settlement cut does to one operation. */
export function settleOperation(deps: Deps, provider: Provider, operationNumber: string): Answer {
  const operation = deps.store.operation(provider, operationNumber);
  if (!operation) return errorAnswer(404, 'unknown operation', null);
  const ref = operation.merchantReference;
  switch (decideSettle(operation)) {
    case 'not_approved':
      return errorAnswer(409, 'operation was not approved', ref);
    case 'reversed':
      return errorAnswer(409, 'operation was reversed', ref);
    case 'settle':
      operation.settled = true;
      return { status: 200, body: { settled: true }, merchantReference: ref };
  }
}
