import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../flows/deps.ts';

const callsQuery = z.object({
  merchant_reference: z.string().optional(),
  provider: z.enum(['provider_a', 'provider_b']).optional(),
});

/** Test observability and probes, outside either provider's prefix. */
export function sandboxRoutes(app: FastifyInstance, deps: Deps, isDraining: () => boolean): void {
  app.get('/_sandbox/calls', async (request, reply) => {
    const query = callsQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: { message: 'provider must be provider_a or provider_b' } });
    }
    const { merchant_reference, provider } = query.data;
    return { calls: deps.store.calls({ merchantReference: merchant_reference, provider }) };
  });

  // Probes hit every few seconds; their request logs would drown everything else.
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) =>
    isDraining() ? reply.code(503).send({ status: 'draining' }) : { status: 'ready' },
  );
}
