import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegistrationSource } from '../clients/cards.ts';
import { SAFE_SEGMENT, sessionIdOf } from '../domain/checkout.ts';
import { type Notice, providerUnavailableNotice, unavailableNotice } from '../domain/notice.ts';
import { safeOrigins } from '../domain/origins.ts';
import { type CardRegistration, registrationState } from '../domain/registration.ts';
import {
  closedRegistrationNotice,
  expiredRegistrationNotice,
  unknownRegistrationNotice,
} from '../domain/registration-notice.ts';
import { buildCardReturnUrl } from '../domain/return-url.ts';
import { registrationPage } from '../views/registration-page.ts';
import type { HttpDeps } from './deps.ts';
import { adoptNonces, publicLocation, upstreamRequestHeaders, upstreamUrl } from './proxy/forwarding.ts';
import { COMMON_HEADERS, DATA_CSP, formCsp, pageCsp } from './security-headers.ts';
import { sendHtml, sendJson, sendNotice } from './send.ts';

export const REGISTRATION_PREFIX = '/v1/card-registrations';

export type RegistrationDeps = HttpDeps & { registrations: RegistrationSource };

type Lookup =
  | { kind: 'found'; registration: CardRegistration }
  | { kind: 'unknown' }
  | { kind: 'unavailable' };

type TokenParams = { Params: { token: string } };
type FormParams = { Params: { token: string; registrationId: string } };

const BODY_LIMIT = 64 * 1024;
const RESPONSE_LIMIT = 2 * 1024 * 1024;

function paths(token: string, registrationId: string) {
  const page = `${REGISTRATION_PREFIX}/${token}`;
  return { page, status: `${page}/status`, form: `${page}/form/${registrationId}` };
}

async function lookup(deps: RegistrationDeps, request: FastifyRequest, token: string): Promise<Lookup> {
  if (!SAFE_SEGMENT.test(token)) return { kind: 'unknown' };
  try {
    const registration = await deps.registrations.resolve(token, request.id);
    return registration ? { kind: 'found', registration } : { kind: 'unknown' };
  } catch (err) {
    request.log.error({ err }, 'could not resolve a registration token');
    return { kind: 'unavailable' };
  }
}

function noticeFor(found: Exclude<Lookup, { kind: 'found' }>): Notice {
  return found.kind === 'unknown' ? unknownRegistrationNotice() : unavailableNotice();
}

/**
 * The card registration page (spec 4.2): the provider's registration form with its mandatory
 * 3DS challenge, embedded through our proxy, framable only by the registration's target origins.
 */
export async function registrationRoutes(app: FastifyInstance, deps: RegistrationDeps): Promise<void> {
  app.get<TokenParams>(`${REGISTRATION_PREFIX}/:token`, async (request, reply) => {
    const found = await lookup(deps, request, request.params.token);
    if (found.kind !== 'found') return sendNotice(reply, noticeFor(found));
    const { registration } = found;
    const origins = registration.targetOrigins;
    const state = registrationState(registration, deps.clock.now());
    if (state === 'expired') return sendNotice(reply, expiredRegistrationNotice(registration), origins);
    if (state !== 'open') return sendNotice(reply, closedRegistrationNotice(registration), origins);
    const registrationId = sessionIdOf(registration.providerFormUrl);
    if (!registrationId) return sendNotice(reply, unavailableNotice(), origins);
    const own = paths(request.params.token, registrationId);
    const cardId = registration.cardId;
    return sendHtml(
      reply,
      200,
      (nonce) => pageCsp(nonce, origins),
      (nonce) =>
        registrationPage({
          nonce,
          formSrc: own.form,
          client: {
            cardId,
            targetOrigins: safeOrigins(origins),
            statusUrl: own.status,
            cancelEndpoint: `${own.page}/cancel`,
            returnUrl: buildCardReturnUrl(registration.returnUrl, { status: 'registered', cardId }),
            cancelUrl: buildCardReturnUrl(registration.returnUrl, { status: 'cancelled', cardId }),
            failedUrl: buildCardReturnUrl(registration.returnUrl, { status: 'failed', cardId }),
          },
        }),
    );
  });

  app.get<TokenParams>(`${REGISTRATION_PREFIX}/:token/status`, async (request, reply) => {
    const found = await lookup(deps, request, request.params.token);
    if (found.kind === 'found') {
      return sendJson(reply, 200, { status: found.registration.status, card_id: found.registration.cardId });
    }
    const notice = noticeFor(found);
    const code = found.kind === 'unknown' ? 'NOT_FOUND' : 'UNAVAILABLE';
    return sendJson(reply, notice.httpStatus, { error: { code, message: notice.title } });
  });

  app.post<TokenParams>(`${REGISTRATION_PREFIX}/:token/cancel`, async (request, reply) => {
    const token = request.params.token;
    if (!SAFE_SEGMENT.test(token))
      return sendJson(reply, 404, { error: { code: 'NOT_FOUND', message: 'No such registration.' } });
    try {
      const status = await deps.registrations.cancel(token, request.id);
      if (status === null)
        return sendJson(reply, 404, { error: { code: 'NOT_FOUND', message: 'No such registration.' } });
      return sendJson(reply, 200, { status });
    } catch (err) {
      request.log.error({ err }, 'could not cancel a registration');
      return sendJson(reply, 503, { error: { code: 'UNAVAILABLE', message: 'Try again later.' } });
    }
  });

  await app.register(async (scope) => {
    // Bodies are forwarded byte for byte, whatever their type; nothing here parses them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const handler = (request: FastifyRequest<FormParams>, reply: FastifyReply) => proxy(deps, request, reply);
    for (const url of [
      `${REGISTRATION_PREFIX}/:token/form/:registrationId`,
      `${REGISTRATION_PREFIX}/:token/form/:registrationId/*`,
    ]) {
      scope.route<FormParams>({ method: ['GET', 'POST'], url, bodyLimit: BODY_LIMIT, handler });
    }
  });
}

async function proxy(deps: RegistrationDeps, request: FastifyRequest<FormParams>, reply: FastifyReply) {
  const { token, registrationId } = request.params;
  const found = await lookup(deps, request, token);
  if (found.kind !== 'found') return sendNotice(reply, noticeFor(found), [], 'form');
  const { registration } = found;
  const origins = registration.targetOrigins;
  if (!SAFE_SEGMENT.test(registrationId) || sessionIdOf(registration.providerFormUrl) !== registrationId) {
    return sendNotice(reply, unknownRegistrationNotice(), origins, 'form');
  }
  const state = registrationState(registration, deps.clock.now());
  if (state === 'expired') return sendNotice(reply, expiredRegistrationNotice(registration), origins, 'form');
  if (state === 'closed') return sendNotice(reply, closedRegistrationNotice(registration), origins, 'form');

  const publicForm = paths(token, registrationId).form;
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const search = at === -1 ? '' : request.url.slice(at + 1);
  const rest = path.startsWith(publicForm) ? path.slice(publicForm.length) : null;
  const target = rest === null ? null : upstreamUrl(registration.providerFormUrl, rest, search);
  if (!target) return sendNotice(reply, unknownRegistrationNotice(), origins, 'form');

  let upstream: Response;
  try {
    upstream = await deps.fetch(target, {
      method: request.method,
      headers: upstreamRequestHeaders(request.headers),
      body: request.method === 'POST' && request.body instanceof Uint8Array ? request.body : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.providerTimeoutMs),
    });
  } catch (err) {
    request.log.warn({ err, card_id: registration.cardId }, 'provider registration form unreachable');
    return sendNotice(reply, providerUnavailableNotice(), origins, 'form');
  }

  const failed = (why: string) => {
    request.log.warn({ status: upstream.status, card_id: registration.cardId }, why);
    return sendNotice(reply, providerUnavailableNotice(), origins, 'form');
  };
  if (upstream.status >= 500) return failed('provider registration form answered an error');
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel();
    const location = upstream.headers.get('location');
    const mapped = location && publicLocation(location, target, registration.providerFormUrl, publicForm);
    if (!mapped) return failed('provider redirected outside its registration form');
    return reply.code(upstream.status).headers(COMMON_HEADERS).header('location', mapped).send();
  }
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  const body = Buffer.from(await upstream.arrayBuffer());
  if (body.length > RESPONSE_LIMIT) return failed('provider page too large');
  if (/^text\/html\b/i.test(type)) {
    const upstreamCsp = upstream.headers.get('content-security-policy');
    return sendHtml(
      reply,
      upstream.status,
      (nonce) => formCsp(nonce, origins),
      (nonce) => adoptNonces(body.toString('utf8'), upstreamCsp, nonce),
    );
  }
  return reply
    .code(upstream.status)
    .headers(COMMON_HEADERS)
    .header('content-security-policy', DATA_CSP)
    .header('content-type', type)
    .send(body);
}
