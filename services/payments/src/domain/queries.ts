import {
  buildPage,
  DEFAULT_PER_PAGE,
  decodeCursor,
  MAX_PER_PAGE,
  type Page,
} from '@gateway/shared/cursor.ts';
import { notFound, validationError } from '@gateway/shared/errors.ts';
import { changeFor, expireIfDue } from './changes.ts';
import { loadPayment } from './load.ts';
import {
  isCardProvider,
  isProvider,
  isStatus,
  type Payment,
  PROVIDERS,
  type Scope,
  STATUSES,
  scopeOf,
} from './payment.ts';
import type { PaymentDeps } from './ports.ts';
import { planTransition } from './transitions.ts';

// A list call expires at most this many overdue payments before reading; the timer does the rest.
const EXPIRY_SWEEP_LIMIT = 500;

export function getPayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  return loadPayment(deps, scope, id);
}

export interface ListRequest {
  status?: string | undefined;
  provider?: string | undefined;
  reference?: string | undefined;
  customerId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  perPage?: number | undefined;
}

export async function listPayments(
  deps: PaymentDeps,
  scope: Scope,
  request: ListRequest,
): Promise<Page<Payment>> {
  const fields: Record<string, string[]> = {};
  // Empty filters are ignored (spec 2.7).
  const status = request.status || null;
  const provider = request.provider || null;
  if (status !== null && !isStatus(status)) fields['status'] = [`must be one of ${STATUSES.join(', ')}`];
  if (provider !== null && !isProvider(provider))
    fields['provider'] = [`must be one of ${PROVIDERS.join(', ')}`];
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const from = request.from ? await parseDate(request.from, 'from') : null;
  const to = request.to ? await parseDate(request.to, 'to') : null;
  const cursor = request.cursor ? decodeCursor(request.cursor) : null;
  const perPage = clampPerPage(request.perPage);

  // Lazy expiry before filtering, so `status=pending` never lists a payment past its deadline.
  const expiry = planTransition({ status: 'pending', provider: 'transferencia' }, 'deadline_reached');
  await deps.payments.expireOverdue(scope, changeFor(expiry, deps.clock.now()), EXPIRY_SWEEP_LIMIT);
  const rows = await deps.payments.list(scope, {
    status: status as Payment['status'] | null,
    provider: provider as Payment['provider'] | null,
    reference: request.reference || null,
    customerId: request.customerId || null,
    from,
    to,
    cursor,
    limit: perPage + 1,
  });
  // The cursor carries created_at as ISO text, with the millisecond precision of the column.
  const page = buildPage(
    rows.map((payment) => ({ payment, createdAt: payment.createdAt.toISOString(), id: payment.id })),
    perPage,
    cursor,
  );
  return { ...page, items: page.items.map((item) => item.payment) };
}

// Loaded on first use: the time-zone data behind Paraguay days costs every process about 9 MiB,
// and only date-filtered lists need it.
async function parseDate(value: string, bound: 'from' | 'to'): Promise<Date> {
  const { parseDateFilter } = await import('@gateway/shared/dates.ts');
  return parseDateFilter(value, bound);
}

function clampPerPage(perPage: number | undefined): number {
  if (!perPage || !Number.isFinite(perPage) || perPage < 1) return DEFAULT_PER_PAGE;
  return Math.min(Math.trunc(perPage), MAX_PER_PAGE);
}

export interface CheckoutView {
  payment: Payment;
  targetOrigins: string[];
  returnUrl: string | null;
  cancelUrl: string | null;
  checkoutExpiresAt: Date;
  providerFormUrl: string;
  merchantName: string;
}

/** The hosted iframe page resolves its opaque token; the token alone authorises it. */
export async function resolveCheckoutToken(deps: PaymentDeps, token: string): Promise<CheckoutView> {
  if (token === '') throw notFound('checkout');
  const found = await deps.payments.findByCheckoutToken(token);
  if (!found?.checkout) throw notFound('checkout');
  const scope = scopeOf(found);
  const payment = await expireIfDue(deps.payments, found, deps.clock.now(), () =>
    deps.payments.findById(scope, found.id),
  );
  const settings = await deps.settings.get(scope);
  const formUrl =
    isCardProvider(payment.provider) && payment.providerFormPath !== null
      ? deps.providers[payment.provider].formUrl(payment.providerFormPath)
      : '';
  return {
    payment,
    targetOrigins: payment.targetOrigins,
    returnUrl: payment.returnUrl,
    cancelUrl: payment.cancelUrl,
    checkoutExpiresAt: found.checkout.expiresAt,
    providerFormUrl: formUrl,
    merchantName: settings.merchantName,
  };
}
