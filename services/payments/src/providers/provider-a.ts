import type { ProviderGateway } from '../domain/ports.ts';
import {
  approvalFromValidate,
  parseOutcome,
  providerACallback,
  toCallback,
  verifiedJson,
} from './callback.ts';
import { reverseAt, settleAt, simulateAt } from './card-processor.ts';
import {
  callProvider,
  errorMessage,
  isRefusal,
  isSuccess,
  type ProviderEndpoint,
  providerUnavailable,
  stringField,
} from './http.ts';

export interface ProviderConfig extends ProviderEndpoint {
  callbackSecret: string;
  /** Where the processor posts its signed callbacks: the edge's `/v1/provider-callbacks/<provider>`. */
  callbackUrl: string;
}

/** provider_a: iframe sessions with an integrity token (provider-sandbox/API.md). */
export function providerA(config: ProviderConfig): ProviderGateway {
  return {
    async createCheckout(request) {
      const answer = await callProvider(config, '/sessions', {
        merchant_reference: request.paymentId,
        amount: Number(request.amount),
        currency: request.currency,
        customer: request.customer,
        callback_url: config.callbackUrl,
        expires_at: request.expiresAt.toISOString(),
      });
      if (isRefusal(answer)) {
        return { kind: 'refused', message: errorMessage(answer, 'The provider refused the payment.') };
      }
      if (!isSuccess(answer)) throw providerUnavailable();
      const sessionId = stringField(answer.body, 'session_id');
      return {
        kind: 'created',
        session: {
          providerSessionId: sessionId,
          providerFormPath: stringField(answer.body, 'form_path'),
          providerData: {
            integrity_token: stringField(answer.body, 'integrity_token'),
            session_id: sessionId,
            validate_url: stringField(answer.body, 'validate_url'),
          },
        },
      };
    },

    reverse: (operationNumber) => reverseAt(config, '/reversals', operationNumber),

    settle: (operationNumber) => settleAt(config, operationNumber),

    simulate: (sessionId, outcome) =>
      simulateAt(config, `/sessions/${encodeURIComponent(sessionId)}/simulate`, outcome),

    parseCallback(rawBody, signature) {
      const body = parseOutcome(providerACallback, verifiedJson(config.callbackSecret, rawBody, signature));
      return toCallback(body, body.session_id, body.merchant_reference);
    },

    async lookupApproval(sessionId) {
      const answer = await callProvider(config, `/sessions/${encodeURIComponent(sessionId)}/validate`, null);
      if (answer.status === 404) return null;
      if (!isSuccess(answer)) throw providerUnavailable();
      return approvalFromValidate(answer.body, sessionId);
    },

    formUrl: (formPath) => `${config.baseUrl}${formPath}`,
  };
}
