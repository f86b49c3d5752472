import { AppError } from '@gateway/shared/errors.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSource } from '../clients/sessions.ts';
import {
  type Attempt,
  brandColor,
  CARD_CUTOFF_MS,
  type HostedSession,
  isCard,
  isOpen,
  logoOrigin,
  OWN_LOGO,
  SESSION_ID,
  sessionReturnUrl,
  textOn,
} from '../domain/hosted-session.ts';
import { unavailableNotice } from '../domain/notice.ts';
import { formatRemaining } from '../domain/page-state.ts';
import { closedSessionNotice, unknownSessionNotice } from '../domain/session-notice.ts';
import { sessionPage } from '../views/session-page.ts';
import { pageCsp } from './security-headers.ts';
import { sendHtml, sendNotice } from './send.ts';

export const SESSION_PREFIX = '/v1/checkout';

type SessionRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { method?: string; receipt_error?: string };
}>;

/** Why the edge sent a receipt upload back (`receipt_error`), in the buyer's words. */
const RECEIPT_PROBLEMS: Record<string, string> = {
  too_large: 'El archivo supera los 10 MB. Subí una foto o un PDF más liviano.',
  invalid_file: 'El archivo no es una foto JPEG o PNG ni un PDF válido. Subí el comprobante de nuevo.',
  not_accepted: 'No pudimos recibir el comprobante. Probá de nuevo.',
};

// The merchant's logo is the one resource from elsewhere; only its own origin is allowed, for images.
// The receipt form's answer redirects to the merchant's success_url, and Chromium applies
// form-action to where a submission is redirected: that one destination is allowed too.
function sessionCsp(nonce: string, logo: string | null, successUrl: string): string {
  let csp = pageCsp(nonce, []);
  const success = formTarget(successUrl);
  if (success) csp = csp.replace("form-action 'self'", `form-action 'self' ${success}`);
  return logo ? csp.replace("img-src 'self' data:", `img-src 'self' data: ${logo}`) : csp;
}

const SCRIPT_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'about:']);

/** A CSP source for a URL: its origin, or its scheme for an app's custom scheme. */
function formTarget(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    const scheme = url.protocol.toLowerCase();
    return /^[a-z][a-z0-9+.-]*:$/.test(scheme) && !SCRIPT_SCHEMES.has(scheme) ? scheme : null;
  } catch {
    return null;
  }
}

/** The hosted checkout page (spec 4.4, 4.5): public, authorised by the session id alone. */
export function sessionRoutes(app: FastifyInstance, sessions: SessionSource): void {
  app.get(`${SESSION_PREFIX}/:id`, async (request: SessionRequest, reply) => {
    const { id } = request.params;
    if (!SESSION_ID.test(id)) return sendNotice(reply, unknownSessionNotice());
    let session: HostedSession;
    try {
      session = await sessions.get(id, request.id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        return sendNotice(reply, unknownSessionNotice());
      request.log.error({ err }, 'could not load a checkout session');
      return sendNotice(reply, unavailableNotice());
    }
    if (!isOpen(session)) return sendNotice(reply, closedSessionNotice(session));

    const cardTooLate = session.remainingMs < CARD_CUTOFF_MS;
    const requested = typeof request.query.method === 'string' ? request.query.method : '';
    // One possible method: no selector, straight to it (spec 4.4).
    const method = requested || (session.methods.length === 1 ? (session.methods[0] ?? '') : '');
    let attempt: Attempt | null = null;
    let problem: string | null = null;
    if (method) {
      const started = await start(sessions, request, session, method, cardTooLate);
      if (started.kind === 'closed')
        return sendNotice(reply, closedSessionNotice({ ...session, status: 'expired' }));
      if (started.kind === 'unavailable') return sendNotice(reply, unavailableNotice());
      // The receipt is in: the buyer goes back to the merchant with status=pending (spec 4.5).
      if (started.kind === 'uploaded')
        return reply.code(303).header('location', sessionReturnUrl(session, 'pending')).send();
      attempt = started.attempt;
      const receiptError = request.query.receipt_error;
      problem =
        started.problem ??
        (attempt && receiptError
          ? (RECEIPT_PROBLEMS[receiptError] ?? RECEIPT_PROBLEMS['not_accepted']!)
          : null);
    }
    return render(reply, session, attempt, problem, cardTooLate);
  });
}

type Started =
  | { kind: 'ok'; attempt: Attempt | null; problem: string | null }
  | { kind: 'closed' }
  | { kind: 'uploaded' }
  | { kind: 'unavailable' };

async function start(
  sessions: SessionSource,
  request: SessionRequest,
  session: HostedSession,
  method: string,
  cardTooLate: boolean,
): Promise<Started> {
  if (!session.methods.includes(method)) {
    return { kind: 'ok', attempt: null, problem: 'Ese medio de pago no está disponible para este pedido.' };
  }
  if (isCard(method) && cardTooLate) {
    return {
      kind: 'ok',
      attempt: null,
      problem: 'Queda menos de un minuto: ya no se puede iniciar un pago con tarjeta.',
    };
  }
  try {
    const attempt = await sessions.startAttempt(session.id, method, request.id);
    if (attempt.status === 'receipt_uploaded') return { kind: 'uploaded' };
    if (attempt.status !== 'pending') {
      return {
        kind: 'ok',
        attempt: null,
        problem: 'No pudimos iniciar el pago con este medio. Probá de nuevo o elegí otro.',
      };
    }
    return { kind: 'ok', attempt, problem: null };
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_STATE') {
      if (err.details?.['reason'] === 'too_late') {
        return {
          kind: 'ok',
          attempt: null,
          problem: 'Queda menos de un minuto: ya no se puede iniciar un pago con tarjeta.',
        };
      }
      return { kind: 'closed' };
    }
    if (err instanceof AppError && err.code === 'VALIDATION_FAILED') {
      return { kind: 'ok', attempt: null, problem: 'Ese medio de pago no está disponible para este pedido.' };
    }
    request.log.error({ err }, 'could not start a checkout session attempt');
    return { kind: 'unavailable' };
  }
}

function render(
  reply: FastifyReply,
  session: HostedSession,
  attempt: Attempt | null,
  problem: string | null,
  cardTooLate: boolean,
): FastifyReply {
  const color = brandColor(session.branding.primaryColor);
  const logo = logoOrigin(session.branding.logoUrl);
  return sendHtml(
    reply,
    200,
    (nonce) => sessionCsp(nonce, logo, session.successUrl),
    (nonce) =>
      sessionPage({
        nonce,
        session,
        merchantName: session.branding.tradeName || 'Pago en línea',
        logoUrl: logo || OWN_LOGO.test(session.branding.logoUrl) ? session.branding.logoUrl : null,
        color,
        textColor: textOn(color),
        remaining: formatRemaining(session.remainingMs),
        attempt,
        problem,
        cardTooLate,
        selfPath: `${SESSION_PREFIX}/${session.id}`,
        client: {
          remainingMs: session.remainingMs,
          cardCutoffMs: CARD_CUTOFF_MS,
          completedUrl: sessionReturnUrl(session, 'completed'),
          cancelledUrl: sessionReturnUrl(session, 'cancelled'),
          expiredUrl: sessionReturnUrl(session, 'expired'),
          failedUrl: sessionReturnUrl(session, 'failed'),
          redirectDelayMs: 5000,
        },
      }),
  );
}
