import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../flows/deps.ts';

const latencyBody = z.object({
  create_ms: z.number().int().min(0).max(60_000),
  amount: z.number().int().positive().nullable().default(null),
});
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

  // A slow processor on demand: card creates of either provider answer after create_ms.
  app.put('/_sandbox/latency', async (request, reply) => {
    const body = latencyBody.safeParse(request.body ?? {});
    if (!body.success) {
      return reply.code(400).send({
        error: { message: 'create_ms must be an integer from 0 to 60000; amount a positive integer or null' },
      });
    }
    deps.latency.createMs = body.data.create_ms;
    deps.latency.amount = body.data.amount;
    return { create_ms: deps.latency.createMs, amount: deps.latency.amount };
  });

  // Probes hit every few seconds; their request logs would drown everything else.
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) =>
    isDraining() ? reply.code(503).send({ status: 'draining' }) : { status: 'ready' },
  );
}
