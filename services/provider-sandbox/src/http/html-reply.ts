import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends a page with a per-response nonce: the only script and style allowed are our own inline ones. */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  render: (nonce: string) => string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'`,
    )
    .send(render(nonce));
}

export function wantsHtml(request: FastifyRequest): boolean {
  return /\/(registration-)?form\//.test(request.url) || (request.headers.accept ?? '').includes('text/html');
}

/** Form bodies arrive urlencoded; anything else or a repeated field reads as empty. */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function cardFields(body: unknown) {
  return {
    number: formField(body, 'number'),
    exp_month: formField(body, 'exp_month'),
    exp_year: formField(body, 'exp_year'),
    cvc: formField(body, 'cvc'),
  };
}

/**
 * Every URL in the pages is relative so the gateway can proxy them under its own origin.
 * `root` is the form itself (`.../form/{id}`); `step` is a page answering a POST below it.
 */
export function relativeLinks(id: string, at: 'root' | 'step', submit: string) {
  const here = at === 'root' ? `${id}/` : '';
  return { submit: here + submit, challenge: `${here}3ds`, form: at === 'root' ? id : `../${id}` };
}
