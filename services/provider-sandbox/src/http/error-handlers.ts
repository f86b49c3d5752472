import type { FastifyError, FastifyInstance } from 'fastify';
import { errorPage, notFoundPage } from './html/pages.ts';
import { sendHtml, wantsHtml } from './html-reply.ts';

/** JSON callers get `{ error: { message } }` like every other refusal; buyers get a page. */
export function errorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // Client errors are the caller's to fix; only our own failures deserve an error log.
    if (status === 500) request.log.error({ err: error }, 'request failed');
    if (wantsHtml(request)) return sendHtml(reply, status, status === 404 ? notFoundPage : errorPage);
    return reply.code(status).send({ error: { message: status === 500 ? 'internal error' : error.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) return sendHtml(reply, 404, notFoundPage);
    return reply.code(404).send({ error: { message: 'not found' } });
  });
}
