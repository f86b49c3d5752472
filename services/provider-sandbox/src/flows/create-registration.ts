import { randomId } from '../store/ids.ts';
import type { Customer } from '../store/records.ts';
import type { Answer } from './answer.ts';
import type { Deps } from './deps.ts';

export type NewRegistration = { customer: Customer; callbackUrl: string; expiresAt: Date };

export function createRegistration(deps: Deps, input: NewRegistration): Answer {
  const id = randomId('par_');
  deps.store.addRegistration({
    id,
    customer: input.customer,
    callbackUrl: input.callbackUrl,
    expiresAt: input.expiresAt,
    attempts: 0,
    pendingChallenge: null,
    last: null,
  });
  return {
    status: 201,
    body: { registration_id: id, form_path: `/registration-form/${id}` },
    merchantReference: null,
  };
}
