import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Checkout, SAFE_SEGMENT, sessionIdOf } from '../domain/checkout.ts';
import { closedNotice, expiredNotice, providerUnavailableNotice, unknownNotice } from '../domain/notice.ts';
import { pageState } from '../domain/page-state.ts';
import { checkoutPaths, type HttpDeps, PREFIX } from './deps.ts';
import { lookup } from './lookup.ts';
import { noticeFor } from './page-routes.ts';
import { adoptNonces, publicLocation, upstreamRequestHeaders, upstreamUrl } from './proxy/forwarding.ts';
import { COMMON_HEADERS, DATA_CSP, formCsp } from './security-headers.ts';
import { sendHtml, sendNotice } from './send.ts';

type FormParams = { Params: { token: string; sessionId: string } };

// A card form post is a few hundred bytes; anything near this is not a buyer.
const BODY_LIMIT = 64 * 1024;
const RESPONSE_LIMIT = 2 * 1024 * 1024;

/**
 * The provider's card form under our origin: the buyer's browser never talks to the provider,
 * and the provider never sees the buyer's cookies. Only the token's own session is reachable.
 */
export async function formProxyRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  // Bodies are forwarded byte for byte, whatever their type; nothing here parses them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const handler = (request: FastifyRequest<FormParams>, reply: FastifyReply) => proxy(deps, request, reply);
  for (const url of [`${PREFIX}/:token/form/:sessionId`, `${PREFIX}/:token/form/:sessionId/*`]) {
    app.route<FormParams>({ method: ['GET', 'POST'], url, bodyLimit: BODY_LIMIT, handler });
  }
}

async function proxy(deps: HttpDeps, request: FastifyRequest<FormParams>, reply: FastifyReply) {
  const { token, sessionId } = request.params;
  const found = await lookup(deps, request, token);
  if (found.kind !== 'found') return sendNotice(reply, noticeFor(found));
  const { checkout } = found;
  if (!SAFE_SEGMENT.test(sessionId) || sessionIdOf(checkout.providerFormUrl) !== sessionId) {
    return sendNotice(reply, unknownNotice());
  }
  const origins = checkout.targetOrigins;
  const state = pageState(checkout, deps.clock.now());
  if (state === 'expired') return sendNotice(reply, expiredNotice(checkout), origins, 'form');
  if (state === 'closed') return sendNotice(reply, closedNotice(checkout), origins, 'form');

  const publicForm = checkoutPaths(token, sessionId).form;
  const [path = '', search = ''] = splitUrl(request.url);
  const rest = path.startsWith(publicForm) ? path.slice(publicForm.length) : null;
  const target = rest === null ? null : upstreamUrl(checkout.providerFormUrl, rest, search);
  if (!target) return sendNotice(reply, unknownNotice(), origins, 'form');

  let upstream: Response;
  try {
    upstream = await deps.fetch(target, {
      method: request.method,
      headers: upstreamRequestHeaders(request.headers),
      body: request.method === 'POST' ? bodyOf(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.providerTimeoutMs),
    });
  } catch (err) {
    request.log.warn({ err, payment_id: checkout.paymentId }, 'provider form unreachable');
    return sendNotice(reply, providerUnavailableNotice(), origins, 'form');
  }
  return relay(request, reply, upstream, checkout, { target, publicForm });
}

async function relay(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: Response,
  checkout: Checkout,
  where: { target: URL; publicForm: string },
): Promise<FastifyReply> {
  const failed = (why: string) => {
    request.log.warn({ status: upstream.status, payment_id: checkout.paymentId }, why);
    return sendNotice(reply, providerUnavailableNotice(), checkout.targetOrigins, 'form');
  };
  if (upstream.status >= 500) return failed('provider form answered an error');
  if (Number(upstream.headers.get('content-length') ?? 0) > RESPONSE_LIMIT)
    return failed('provider page too large');

  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel();
    const location = upstream.headers.get('location');
    const mapped =
      location && publicLocation(location, where.target, checkout.providerFormUrl, where.publicForm);
    if (!mapped) return failed('provider redirected outside its form');
    return reply.code(upstream.status).headers(COMMON_HEADERS).header('location', mapped).send();
  }

  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  const body = Buffer.from(await upstream.arrayBuffer());
  if (body.length > RESPONSE_LIMIT) return failed('provider page too large');
  if (/^text\/html\b/i.test(type)) {
    const upstreamCsp = upstream.headers.get('content-security-policy');
    const csp = (nonce: string) => formCsp(nonce, checkout.targetOrigins);
    return sendHtml(reply, upstream.status, csp, (nonce) =>
      adoptNonces(body.toString('utf8'), upstreamCsp, nonce),
    );
  }
  return reply
    .code(upstream.status)
    .headers(COMMON_HEADERS)
    .header('content-security-policy', DATA_CSP)
    .header('content-type', type)
    .send(body);
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function bodyOf(body: unknown): Uint8Array | null {
  return body instanceof Uint8Array ? body : null;
}
