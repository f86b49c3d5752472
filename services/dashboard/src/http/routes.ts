import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { PaymentStatusName, ProviderName } from '@gateway/shared/names.ts';
import type { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import type { Payment as PaymentMessage, PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import type { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import type { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import type { Clock } from '@gateway/shared/clock.ts';
import { mapDbError } from '@gateway/shared/db/errors.ts';
import { AppError, httpStatusOf } from '@gateway/shared/errors.ts';
import type { ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenHash } from '../domain/passwords.ts';
import type { DashboardStore, Environment, Session } from '../domain/ports.ts';
import type { SignIn } from '../domain/sign-in.ts';
import { SCRIPT, STYLE } from '../views/layout.ts';
import {
  auditPage,
  noticePage,
  type PaymentRow,
  paymentPage,
  paymentsPage,
  receiptsPage,
  type ReceiptRow,
  setPasswordPage,
  signInPage,
} from '../views/pages.ts';
import { timelineOf } from '../views/webhook-pages.ts';
import { type Form, field, refusal, routeKit } from './kit.ts';
import { settingsRoutes } from './settings-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

type Payment = Named<PaymentMessage>;

const FILTERS = ['status', 'provider', 'reference', 'customer_id', 'from', 'to'] as const;
export type PaymentFilters = Partial<Record<(typeof FILTERS)[number], string>>;

export interface RouteDeps {
  signIn: SignIn;
  store: DashboardStore;
  clock: Clock;
  accounts: ServiceClient<typeof AccountsService>;
  payments: ServiceClient<typeof PaymentsService>;
  receipts: ServiceClient<typeof ReceiptsService>;
  webhooks: ServiceClient<typeof WebhooksService>;
  secureCookies: boolean;
}

export const COOKIE = 'dashboard_session';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Session;
  }
}

const PUBLIC = new Set([
  '/dashboard/sign-in',
  '/dashboard/set-password',
  '/dashboard/assets/style.css',
  '/dashboard/assets/app.js',
]);

function toRow(p: Payment): PaymentRow {
  let customer: Record<string, unknown> | undefined;
  try {
    customer = p.customerDataJson ? (JSON.parse(p.customerDataJson) as Record<string, unknown>) : undefined;
  } catch {
    customer = undefined;
  }
  return {
    id: p.id,
    reference: p.reference,
    provider: p.provider,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    createdAt: p.createdAt,
    rejectionReason: p.rejectionReason,
    customer,
  };
}

export function dashboardRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { signIn, store, payments, receipts, webhooks } = deps;
  const kit = routeKit(store, deps.clock);
  const { scope, frame, send, audit } = kit;

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  // Every page but sign-in needs a session, checked before any body is read; every form post
  // must carry the session's CSRF token.
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    // Probes and /metrics sit outside /dashboard and answer without a session.
    if (!path.startsWith('/dashboard') || PUBLIC.has(path)) return;
    const session = await signIn.session(req.cookies[COOKIE]);
    if (!session) return reply.redirect('/dashboard/sign-in', 303);
    req.operator = session;
  });
  app.addHook('preHandler', async (req, reply) => {
    const session = req.operator;
    if (!session) return;
    if (req.method === 'POST' && field(req.body as Form | undefined, '_csrf') !== session.csrfToken)
      return send(
        reply,
        noticePage('Forbidden', 'This form has expired. Reload the page and try again.', frame(req)),
        403,
      );
  });

  app.setErrorHandler(async (err, req, reply) => {
    // Fastify's own 4xx (a body too large, a bad multipart) keep their status; anything else is
    // mapped like every service's errors, so Postgres going away is 503, never a 500.
    const own = (err as { statusCode?: number }).statusCode;
    const mapped = err instanceof AppError || !own ? mapDbError(err) : undefined;
    const status = mapped ? httpStatusOf(mapped.code) : own!;
    if (status >= 500) req.log.error({ err }, 'dashboard request failed');
    const f = req.operator ? frame(req) : undefined;
    if (status === 404)
      return send(reply, noticePage('Not found', 'There is no such page in this environment.', f), 404);
    // A mapped error's own words: a database message never reaches the page.
    const message = mapped?.message ?? (err as Error).message;
    if (status < 500) return send(reply, noticePage('Not accepted', message, f), status);
    return send(
      reply,
      noticePage('Unavailable', 'Something went wrong on our side. Try again in a moment.', f),
      status,
    );
  });

  app.get('/dashboard/assets/style.css', async (_req, reply) => reply.type('text/css').send(STYLE));
  app.get('/dashboard/assets/app.js', async (_req, reply) => reply.type('text/javascript').send(SCRIPT));
  app.get('/dashboard', async (_req, reply) => reply.redirect('/dashboard/payments', 303));

  app.get('/dashboard/sign-in', async (_req, reply) => send(reply, signInPage()));
  app.post('/dashboard/sign-in', async (req, reply) => {
    const form = (req.body ?? {}) as Form;
    const result = await signIn.signIn(field(form, 'email'), field(form, 'password'));
    if (!result.ok) {
      if (result.reason === 'locked') {
        reply.header('retry-after', String(result.retryAfterSeconds ?? 900));
        return send(reply, signInPage('Too many failed attempts. Try again in 15 minutes.'), 429);
      }
      return send(reply, signInPage('Wrong e-mail or password.'), 401);
    }
    await store.appendAudit({
      tenantId: result.session.tenantId,
      operatorEmail: result.session.email,
      environment: result.session.environment,
      action: 'operator.signed_in',
      target: result.session.email,
      detail: {},
      at: deps.clock.now(),
    });
    reply.setCookie(COOKIE, result.token, {
      path: '/dashboard',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      expires: result.session.expiresAt,
    });
    return reply.redirect('/dashboard/payments', 303);
  });

  app.post('/dashboard/sign-out', async (req, reply) => {
    await store.deleteSession(tokenHash(req.cookies[COOKIE]!));
    reply.clearCookie(COOKIE, { path: '/dashboard' });
    return reply.redirect('/dashboard/sign-in', 303);
  });

  app.get('/dashboard/set-password', async (req, reply) =>
    send(reply, setPasswordPage(field(req.query as Form, 'token'))),
  );
  app.post('/dashboard/set-password', async (req, reply) => {
    const form = (req.body ?? {}) as Form;
    const result = await signIn.setPassword(field(form, 'token'), field(form, 'password'));
    if (!result.ok) return send(reply, setPasswordPage(field(form, 'token'), result.problem), 422);
    return reply.redirect('/dashboard/sign-in', 303);
  });

  app.post('/dashboard/environment', async (req, reply) => {
    const form = req.body as Form;
    const environment: Environment = field(form, 'environment') === 'live' ? 'live' : 'test';
    await store.setSessionEnvironment(tokenHash(req.cookies[COOKIE]!), environment);
    // Back to the list the operator was on: a detail page belongs to the other environment.
    const back = field(form, 'return_to');
    const to = [
      '/dashboard/receipts',
      '/dashboard/api-keys',
      '/dashboard/webhooks',
      '/dashboard/settings',
      '/dashboard/audit',
    ].includes(back)
      ? back
      : '/dashboard/payments';
    return reply.redirect(to, 303);
  });

  app.get('/dashboard/payments', async (req, reply) => {
    const q = req.query as Form;
    const filters = Object.fromEntries(
      FILTERS.map((name) => [name, field(q, name) || undefined]),
    ) as PaymentFilters;
    try {
      const listed = await payments.listPayments({
        scope: scope(req.operator!),
        // Names outside the set are refused by the client, as payments refused them before.
        status: filters.status as PaymentStatusName | undefined,
        provider: filters.provider as ProviderName | undefined,
        reference: filters.reference,
        customerId: filters.customer_id,
        from: filters.from,
        to: filters.to,
        cursor: field(q, 'cursor') || undefined,
        perPage: 25,
      });
      return send(
        reply,
        paymentsPage(frame(req), listed.payments.map(toRow), filters, {
          next: listed.nextCursor,
          prev: listed.prevCursor,
        }),
      );
    } catch (err) {
      // A filter the API refuses (a malformed date, say) is shown on the page, as the API would say it.
      const refused = refusal(err);
      if (refused) return send(reply, paymentsPage(frame(req), [], filters, {}, refused), 422);
      throw err;
    }
  });

  const receiptsOf = async (s: Session, paymentId: string): Promise<ReceiptRow[]> =>
    (await receipts.listReceipts({ scope: scope(s), paymentId })).receipts.map((r) => ({
      id: r.id,
      contentType: r.contentType,
      notes: r.notes,
      createdAt: r.createdAt,
      hasThumbnail: r.hasThumbnail,
    }));

  const showPayment = async (req: FastifyRequest, reply: FastifyReply, message?: string, status = 200) => {
    const { id } = req.params as { id: string };
    const { payment } = await payments.getPayment({ scope: scope(req.operator!), id });
    const row = toRow(payment!);
    const [list, events] = await Promise.all([
      row.provider === 'transferencia' ? receiptsOf(req.operator!, id) : [],
      webhooks.listEvents({ scope: scope(req.operator!), paymentId: id, perPage: 100, withDeliveries: true }),
    ]);
    return send(
      reply,
      paymentPage(frame(req), row, list, timelineOf(frame(req), events.events, row.id), message),
      status,
    );
  };
  app.get('/dashboard/payments/:id', (req, reply) => showPayment(req, reply));

  app.get('/dashboard/payments/:id/receipts/:receipt/:variant', async (req, reply) => {
    const { id, receipt, variant } = req.params as { id: string; receipt: string; variant: string };
    if (variant !== 'file' && variant !== 'thumbnail') throw new AppError('NOT_FOUND', 'no such file');
    const file = await receipts.getReceiptFile({
      scope: scope(req.operator!),
      paymentId: id,
      receiptId: receipt,
      variant,
    });
    // Stored files were normalized by the receipts service; still never rendered as our origin's HTML.
    return reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(file.content));
  });

  app.post('/dashboard/payments/:id/approve', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (field(req.body as Form, 'irreversible') !== 'yes')
      return showPayment(req, reply, 'Tick the box to confirm: approval cannot be undone.', 422);
    try {
      await payments.confirmPayment({ scope: scope(req.operator!), id });
    } catch (err) {
      const refused = refusal(err);
      if (refused) return showPayment(req, reply, refused, 409);
      throw err;
    }
    await audit(req.operator!, 'payment.approved', id);
    return reply.redirect(`/dashboard/payments/${id}`, 303);
  });

  app.post('/dashboard/payments/:id/reject', async (req, reply) => {
    const { id } = req.params as { id: string };
    const reason = field(req.body as Form, 'reason');
    if (!reason) return showPayment(req, reply, 'A reason is required to reject.', 422);
    try {
      await payments.rejectPayment({ scope: scope(req.operator!), id, reason });
    } catch (err) {
      const refused = refusal(err);
      if (refused) return showPayment(req, reply, refused, 409);
      throw err;
    }
    await audit(req.operator!, 'payment.rejected', id, { reason });
    return reply.redirect(`/dashboard/payments/${id}`, 303);
  });

  app.get('/dashboard/receipts', async (req, reply) => {
    const s = req.operator!;
    const queue: PaymentRow[] = [];
    let cursor: string | undefined;
    // Newest first from the API; the queue reads oldest first. Bounded: 500 waiting transfers.
    do {
      const page = await payments.listPayments({
        scope: scope(s),
        status: 'receipt_uploaded',
        cursor,
        perPage: 100,
      });
      queue.push(...page.payments.map(toRow));
      cursor = page.nextCursor;
    } while (cursor && queue.length < 500);
    queue.reverse();
    const latest = new Map<string, ReceiptRow | undefined>();
    await Promise.all(queue.map(async (p) => latest.set(p.id, (await receiptsOf(s, p.id)).at(-1))));
    return send(reply, receiptsPage(frame(req), queue, latest));
  });

  app.get('/dashboard/audit', async (req, reply) =>
    send(reply, auditPage(frame(req), await store.listAudit(req.operator!.tenantId, 200))),
  );

  settingsRoutes(app, deps, kit);
  webhookRoutes(app, deps, kit);
}
