import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests, registry, startMetrics } from './registry.ts';

/**
 * Request counts and latency by route pattern (never the raw URL: ids and tokens stay out of
 * label values), and `GET /metrics` on the service's own port. The edge's ingress forwards only
 * its public prefixes, so `/metrics` is reached from inside the cluster.
 */
export function instrumentHttp(app: FastifyInstance, service: string): void {
  startMetrics(service);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}
