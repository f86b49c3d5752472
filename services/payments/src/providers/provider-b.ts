import type { ProviderGateway } from '../domain/ports.ts';
import { parseOutcome, providerBCallback, toCallback, verifiedJson } from './callback.ts';
import { reverseAt, settleAt, simulateAt } from './card-processor.ts';
import {
  callProvider,
  errorMessage,
  isRefusal,
  isSuccess,
  providerUnavailable,
  stringField,
} from './http.ts';
import type { ProviderConfig } from './provider-a.ts';

/** provider_b: iframe checkouts, refunds the same day only (provider-sandbox/API.md). */
export function providerB(config: ProviderConfig): ProviderGateway {
  return {
    async createCheckout(request) {
      const answer = await callProvider(config, '/checkouts', {
        order_id: request.paymentId,
        amount: Number(request.amount),
        currency: request.currency,
        notify_url: config.callbackUrl,
        expires_at: request.expiresAt.toISOString(),
      });
      if (isRefusal(answer)) {
        return { kind: 'refused', message: errorMessage(answer, 'The provider refused the payment.') };
      }
      if (!isSuccess(answer)) throw providerUnavailable();
      return {
        kind: 'created',
        session: {
          providerSessionId: stringField(answer.body, 'checkout_id'),
          providerFormPath: stringField(answer.body, 'form_path'),
          // Operation fields arrive with the callback.
          providerData: null,
        },
      };
    },

    reverse: (operationNumber) => reverseAt(config, '/refunds', operationNumber),

    settle: (operationNumber) => settleAt(config, operationNumber),

    simulate: (sessionId, outcome) =>
      simulateAt(config, `/checkouts/${encodeURIComponent(sessionId)}/simulate`, outcome),

    parseCallback(rawBody, signature) {
      const body = parseOutcome(providerBCallback, verifiedJson(config.callbackSecret, rawBody, signature));
      return toCallback(body, body.checkout_id, body.order_id);
    },

    // provider_b offers no session lookup: its callbacks are the only word on a decision.
    lookupApproval: async () => null,

    formUrl: (formPath) => `${config.baseUrl}${formPath}`,
  };
}
