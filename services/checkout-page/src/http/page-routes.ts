import type { FastifyInstance } from 'fastify';
import { formatGuaranies } from '../domain/amount.ts';
import { type Checkout, sessionIdOf } from '../domain/checkout.ts';
import {
  closedNotice,
  expiredNotice,
  type Notice,
  unavailableNotice,
  unknownNotice,
} from '../domain/notice.ts';
import { formatRemaining, pageState, remainingMs } from '../domain/page-state.ts';
import { buildReturnUrl } from '../domain/return-url.ts';
import { safeOrigins } from '../domain/origins.ts';
import { checkoutPage } from '../views/checkout-page.ts';
import { checkoutPaths, type HttpDeps, PREFIX } from './deps.ts';
import { type Lookup, lookup, type TokenParams } from './lookup.ts';
import { pageCsp } from './security-headers.ts';
import { sendHtml, sendJson, sendNotice } from './send.ts';

/** The checkout page and the status endpoint its script asks after every provider result. */
export function pageRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get<TokenParams>(`${PREFIX}/:token`, async (request, reply) => {
    const found = await lookup(deps, request, request.params.token);
    if (found.kind !== 'found') return sendNotice(reply, noticeFor(found));
    const { checkout } = found;
    const now = deps.clock.now();
    const state = pageState(checkout, now);
    if (state === 'expired') return sendNotice(reply, expiredNotice(checkout), checkout.targetOrigins);
    if (state === 'closed') return sendNotice(reply, closedNotice(checkout), checkout.targetOrigins);
    const sessionId = sessionIdOf(checkout.providerFormUrl);
    if (!sessionId) {
      request.log.error({ payment_id: checkout.paymentId }, 'checkout has no usable provider form');
      return sendNotice(reply, unavailableNotice(), checkout.targetOrigins);
    }
    const left = remainingMs(checkout, now);
    return sendHtml(
      reply,
      200,
      (nonce) => pageCsp(nonce, checkout.targetOrigins),
      (nonce) => checkoutPage(pageView(checkout, request.params.token, sessionId, left, nonce)),
    );
  });

  app.get<TokenParams>(`${PREFIX}/:token/status`, async (request, reply) => {
    const found = await lookup(deps, request, request.params.token);
    if (found.kind === 'found') {
      return sendJson(reply, 200, { status: found.checkout.status, payment_id: found.checkout.paymentId });
    }
    const notice = noticeFor(found);
    return sendJson(reply, notice.httpStatus, {
      error: { code: ERROR_CODE[found.kind], message: notice.title },
    });
  });
}

const ERROR_CODE: Record<Exclude<Lookup['kind'], 'found'>, string> = {
  unknown: 'NOT_FOUND',
  gone: 'INVALID_STATE',
  unavailable: 'UNAVAILABLE',
};

export function noticeFor(found: Exclude<Lookup, { kind: 'found' }>): Notice {
  if (found.kind === 'unknown') return unknownNotice();
  if (found.kind === 'gone') return expiredNotice(null);
  return unavailableNotice();
}

function pageView(checkout: Checkout, token: string, sessionId: string, left: number, nonce: string) {
  const paths = checkoutPaths(token, sessionId);
  const paymentId = checkout.paymentId;
  const cancelBase = checkout.cancelUrl ?? checkout.returnUrl;
  return {
    nonce,
    merchantName: checkout.merchantName,
    amount: formatGuaranies(checkout.amount),
    reference: checkout.reference,
    remaining: formatRemaining(left),
    formSrc: paths.form,
    client: {
      paymentId,
      targetOrigins: safeOrigins(checkout.targetOrigins),
      statusUrl: paths.status,
      returnUrl: buildReturnUrl(checkout.returnUrl, { status: 'confirmed', paymentId }),
      cancelUrl: buildReturnUrl(cancelBase, { status: 'cancelled', paymentId }),
      failedUrl: buildReturnUrl(cancelBase, { status: 'failed', paymentId }),
      expiredUrl: buildReturnUrl(cancelBase, { status: 'expired', paymentId }),
      remainingMs: left,
    },
  };
}
