import type { FastifyError, FastifyInstance } from 'fastify';
import { failureNotice, unknownNotice } from '../domain/notice.ts';
import { PREFIX } from './deps.ts';
import { sendJson, sendNotice } from './send.ts';

/** Probes, the not-found page, the error page and one log line per request without the token. */
export function operationalRoutes(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get('/healthz', async (_request, reply) => sendJson(reply, 200, { status: 'ok' }));
  app.get('/readyz', async (_request, reply) =>
    draining ? sendJson(reply, 503, { status: 'draining' }) : sendJson(reply, 200, { status: 'ready' }),
  );

  app.setNotFoundHandler(async (_request, reply) => sendNotice(reply, unknownNotice()));
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendNotice(reply, failureNotice(status));
  });

  app.addHook('onResponse', async (request, reply) => {
    // Probes every few seconds would drown the buyers' requests.
    if (request.url === '/healthz' || request.url === '/readyz') return;
    request.log.info(
      {
        method: request.method,
        path: redactPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}

/** The token in the path is what authorises the page: it never reaches a log line. */
export function redactPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(`${PREFIX}/`)) return path;
  return path.replace(/^(\/v1\/checkout-pages\/)[^/]+/, '$1[token]');
}
