import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../flows/deps.ts';
import { chargeToken } from '../flows/charges.ts';
import { createSession, validateSession } from '../flows/create-payment.ts';
import { createRegistration } from '../flows/create-registration.ts';
import { reverseOperation } from '../flows/reversals.ts';
import { controlRoutes } from './control-routes.ts';
import { paymentFormRoutes } from './payment-form-routes.ts';
import { registrationFormRoutes } from './registration-form-routes.ts';
import { chargeRequest, registrationRequest, reversalRequest, sessionRequest } from './schemas.ts';
import { parseBody, serverCall } from './server-call.ts';

type Validate = { Params: { id: string }; Querystring: { integrity_token?: string } };

/** provider_a, mounted under `/provider-a`: sessions, saved cards and token charges. */
export async function providerARoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post(
    '/sessions',
    serverCall(deps, 'provider_a', 'POST /sessions', (request) => {
      const body = parseBody(sessionRequest, request.body);
      if (!body.ok) return body.answer;
      const { merchant_reference, amount, currency, customer, callback_url, expires_at } = body.data;
      const input = {
        merchantReference: merchant_reference,
        amount,
        currency,
        customer,
        callbackUrl: callback_url,
        expiresAt: expires_at,
      };
      return createSession(deps, input, baseUrl(request));
    }),
  );

  app.get<Validate>(
    '/sessions/:id/validate',
    serverCall<Validate>(deps, 'provider_a', 'GET /sessions/{session_id}/validate', (request) =>
      validateSession(deps, request.params.id, request.query.integrity_token),
    ),
  );

  app.post(
    '/charges',
    serverCall(deps, 'provider_a', 'POST /charges', (request) => {
      const body = parseBody(chargeRequest, request.body);
      if (!body.ok) return body.answer;
      const { token, amount, currency, merchant_reference } = body.data;
      return chargeToken(deps, { token, amount, currency, merchantReference: merchant_reference });
    }),
  );

  app.post(
    '/reversals',
    serverCall(deps, 'provider_a', 'POST /reversals', (request) => {
      const body = parseBody(reversalRequest, request.body);
      return body.ok ? reverseOperation(deps, 'provider_a', body.data.operation_number) : body.answer;
    }),
  );

  app.post(
    '/registrations',
    serverCall(deps, 'provider_a', 'POST /registrations', (request) => {
      const body = parseBody(registrationRequest, request.body);
      if (!body.ok) return body.answer;
      const { customer, callback_url, expires_at } = body.data;
      return createRegistration(deps, { customer, callbackUrl: callback_url, expiresAt: expires_at });
    }),
  );

  controlRoutes(app, deps, 'provider_a');

  paymentFormRoutes(app, deps, 'provider_a');
  registrationFormRoutes(app, deps);
}

/** `validate_url` must be absolute, so it is built from how the caller reached us. */
function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/provider-a`;
}
