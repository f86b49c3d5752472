import type { FastifyInstance } from 'fastify';
import { createCheckout } from '../flows/create-payment.ts';
import type { Deps } from '../flows/deps.ts';
import { reverseOperation } from '../flows/reversals.ts';
import { controlRoutes } from './control-routes.ts';
import { paymentFormRoutes } from './payment-form-routes.ts';
import { checkoutRequest, reversalRequest } from './schemas.ts';
import { parseBody, serverCall } from './server-call.ts';

/** provider_b, mounted under `/provider-b`: checkouts and same-day refunds only. */
export async function providerBRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post(
    '/checkouts',
    serverCall(deps, 'provider_b', 'POST /checkouts', (request) => {
      const body = parseBody(checkoutRequest, request.body);
      if (!body.ok) return body.answer;
      const { order_id, amount, currency, notify_url, expires_at } = body.data;
      return createCheckout(deps, {
        merchantReference: order_id,
        amount,
        currency,
        customer: null,
        callbackUrl: notify_url,
        expiresAt: expires_at,
      });
    }),
  );

  app.post(
    '/refunds',
    serverCall(deps, 'provider_b', 'POST /refunds', (request) => {
      const body = parseBody(reversalRequest, request.body);
      return body.ok ? reverseOperation(deps, 'provider_b', body.data.operation_number) : body.answer;
    }),
  );

  controlRoutes(app, deps, 'provider_b');

  paymentFormRoutes(app, deps, 'provider_b');
}
