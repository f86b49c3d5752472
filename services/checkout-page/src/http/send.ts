import type { FastifyReply } from 'fastify';
import type { Notice } from '../domain/notice.ts';
import { noticePage } from '../views/notice-page.ts';
import { COMMON_HEADERS, DATA_CSP, formCsp, newNonce, pageCsp } from './security-headers.ts';

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

/**
 * An explanatory page, framable like what it stands in for: the checkout page (`page`) or the
 * provider form inside it (`form`).
 */
export function sendNotice(
  reply: FastifyReply,
  notice: Notice,
  targetOrigins: readonly string[] = [],
  slot: 'page' | 'form' = 'page',
): FastifyReply {
  const csp = slot === 'page' ? pageCsp : formCsp;
  // Inside the form slot a link would open the merchant inside our own page; ours has the link.
  const shown = slot === 'page' ? notice : { ...notice, link: null };
  return sendHtml(
    reply,
    notice.httpStatus,
    (nonce) => csp(nonce, targetOrigins),
    (nonce) => noticePage(shown, nonce),
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
