import type { FastifyInstance } from 'fastify';
import type { Provider } from '../domain/types.ts';
import type { Deps } from '../flows/deps.ts';
import { settleOperation } from '../flows/reversals.ts';
import { simulatePayment, simulateRegistration } from '../flows/simulate.ts';
import { simulatePaymentRequest, simulateRegistrationRequest } from './schemas.ts';
import { parseBody } from './server-call.ts';

type Params = { Params: { id: string } };

/**
 * Sandbox controls that tests and the gateway's test helpers drive. They stand in for
 * things a real processor does on its own, so they need no API key and stay out of the
 * call log that counts the gateway's provider calls.
 */
export function controlRoutes(app: FastifyInstance, deps: Deps, provider: Provider): void {
  app.post<Params>('/operations/:id/settle', async (request, reply) => {
    const answer = settleOperation(deps, provider, request.params.id);
    return reply.code(answer.status).send(answer.body);
  });

  app.post<Params>(
    provider === 'provider_a' ? '/sessions/:id/simulate' : '/checkouts/:id/simulate',
    async (request, reply) => {
      const body = parseBody(simulatePaymentRequest, request.body ?? {});
      const answer = body.ok
        ? await simulatePayment(deps, provider, request.params.id, body.data)
        : body.answer;
      return reply.code(answer.status).send(answer.body);
    },
  );

  if (provider === 'provider_a') {
    app.post<Params>('/registrations/:id/simulate', async (request, reply) => {
      const body = parseBody(simulateRegistrationRequest, request.body ?? {});
      const answer = body.ok ? await simulateRegistration(deps, request.params.id, body.data) : body.answer;
      return reply.code(answer.status).send(answer.body);
    });
  }
}
