import type { Clients } from '../clients/index.ts';
import { paymentJson } from '../http/mappers.ts';
import { defineRoute } from '../http/route.ts';
import { errorEnvelope } from '../schemas/common.ts';
import { found, scopeOf } from './scope.ts';
import { declineBody, paymentResponse } from '../schemas/payments.ts';

const responses = {
  200: { description: 'The payment after the change', schema: paymentResponse },
  404: { description: 'No such payment, or a live key', schema: errorEnvelope },
  409: { description: 'The payment is not in a state that allows this', schema: errorEnvelope },
};

// Stand-ins for the buyer, the provider and the clock (contracts 6), on the real code paths.
export function testHelperRoutes(clients: Clients) {
  const helper = (name: 'approve' | 'decline' | 'expire' | 'settle', summary: string) =>
    defineRoute({
      method: 'POST',
      url: `/v1/test-helpers/payments/:id/${name}`,
      tag: 'Test helpers',
      summary,
      testOnly: true,
      body: declineBody,
      optionalBody: true,
      responses,
      handler: async ({ principal, params, body, requestId }) => {
        const request = { scope: scopeOf(principal), id: params['id'] ?? '' };
        const options = { requestId };
        const res =
          name === 'approve' || name === 'decline'
            ? await clients.payments.simulateProviderResult(
                { ...request, approved: name === 'approve', reason: body.reason },
                options,
              )
            : name === 'expire'
              ? await clients.payments.expirePayment(request, options)
              : await clients.payments.settlePayment(request, options);
        return { status: 200, body: { data: paymentJson(found(res.payment)) } };
      },
    });
  return [
    helper('approve', 'The provider approves a pending card payment (the real callback path)'),
    helper('decline', 'The provider declines a pending card payment'),
    helper('expire', "The payment's deadline is reached now (the scheduler's path)"),
    helper('settle', "The provider's settlement cut passes for the payment"),
  ];
}
