import { checkAmount } from '../domain/limits.ts';
import type { Provider } from '../domain/types.ts';
import { randomHex, randomId } from '../store/ids.ts';
import type { Customer, PaymentSession } from '../store/records.ts';
import { type Answer, errorAnswer } from './answer.ts';
import type { Deps } from './deps.ts';

export type NewPayment = {
  merchantReference: string;
  amount: number;
  currency: string;
  customer: Customer | null;
  callbackUrl: string;
  expiresAt: Date;
};

/** Shared by provider_a sessions and provider_b checkouts; only the reply's field names differ. */
function createPayment(deps: Deps, provider: Provider, input: NewPayment): PaymentSession | Answer {
  const check = checkAmount(input.amount, input.currency);
  if (!check.ok) return errorAnswer(check.status, check.message, input.merchantReference);
  const session: PaymentSession = {
    provider,
    id: randomId(provider === 'provider_a' ? 'pas_' : 'pbc_'),
    merchantReference: input.merchantReference,
    amount: input.amount,
    currency: input.currency,
    customer: input.customer,
    callbackUrl: input.callbackUrl,
    expiresAt: input.expiresAt,
    integrityToken: provider === 'provider_a' ? randomHex(32) : null,
    attempts: 0,
    pendingChallenge: null,
    last: null,
  };
  deps.store.addSession(session);
  return session;
}

export function createSession(deps: Deps, input: NewPayment, baseUrl: string): Answer {
  const session = createPayment(deps, 'provider_a', input);
  if (!('provider' in session)) return session;
  return {
    status: 201,
    body: {
      session_id: session.id,
      integrity_token: session.integrityToken,
      validate_url: `${baseUrl}/sessions/${session.id}/validate`,
      form_path: `/form/${session.id}`,
    },
    merchantReference: session.merchantReference,
  };
}

export function createCheckout(deps: Deps, input: NewPayment): Answer {
  const session = createPayment(deps, 'provider_b', input);
  if (!('provider' in session)) return session;
  return {
    status: 201,
    body: { checkout_id: session.id, form_path: `/form/${session.id}` },
    merchantReference: session.merchantReference,
  };
}

/** The session as the provider sees it, for a gateway that missed a callback. */
export function validateSession(deps: Deps, sessionId: string, integrityToken: string | undefined): Answer {
  const session = deps.store.session('provider_a', sessionId);
  if (!session) return errorAnswer(404, 'unknown session', null);
  if (integrityToken !== undefined && integrityToken !== session.integrityToken) {
    return errorAnswer(409, 'integrity token does not match', session.merchantReference);
  }
  const last = session.last;
  const approved = last?.decision.status === 'approved';
  const status = approved ? 'approved' : deps.clock.now() >= session.expiresAt ? 'expired' : 'open';
  return {
    status: 200,
    body: {
      session_id: session.id,
      merchant_reference: session.merchantReference,
      amount: session.amount,
      currency: session.currency,
      status,
      attempts: session.attempts,
      last_attempt: last && {
        attempt: last.attempt,
        status: last.decision.status,
        reason: last.decision.reason,
        operation_number: last.operation.operationNumber,
        authorization_number: last.operation.authorizationNumber,
        response_code: last.decision.responseCode,
      },
    },
    merchantReference: session.merchantReference,
  };
}
