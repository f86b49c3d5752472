import type { FastifyReply } from 'fastify';
import type { Notice } from '../domain/notice.ts';
import { noticePage } from '../views/notice-page.ts';
import { COMMON_HEADERS, DATA_CSP, newNonce, pageCsp } from './security-headers.ts';

/** Every HTML answer: a fresh nonce, the CSP built around it, and the common headers. */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  csp: (nonce: string) => string,
  render: (nonce: string) => string,
): FastifyReply {
  const nonce = newNonce();
  return reply
    .code(status)
    .headers(COMMON_HEADERS)
    .header('content-security-policy', csp(nonce))
    .header('content-type', 'text/html; charset=utf-8')
    .send(render(nonce));
}

/** An explanatory page; framable by the same ancestors as the checkout it stands in for. */
export function sendNotice(
  reply: FastifyReply,
  notice: Notice,
  targetOrigins: readonly string[] = [],
): FastifyReply {
  return sendHtml(
    reply,
    notice.httpStatus,
    (nonce) => pageCsp(nonce, targetOrigins),
    (nonce) => noticePage(notice, nonce),
  );
}

export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .headers(COMMON_HEADERS)
    .header('content-security-policy', DATA_CSP)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
