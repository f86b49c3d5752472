import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { Customer as CustomerMessage } from '@gateway/proto/customers/v1/customers_pb';
import type { Payment as PaymentMessage } from '@gateway/proto/payments/v1/payments_pb';
import type { Receipt } from '@gateway/proto/receipts/v1/receipts_pb';
import { formatAmount } from '@gateway/shared/money.ts';

type Customer = Named<CustomerMessage>;
type Payment = Named<PaymentMessage>;

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

function parseJson(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === '') return null;
  return JSON.parse(text) as Record<string, unknown>;
}

export function customerJson(c: Customer) {
  return {
    id: c.id,
    external_id: c.externalId,
    last_seen_at: orNull(c.lastSeenAt),
    last_seen_source: orNull(c.lastSeenSource),
    last_seen_provider: orNull(c.lastSeenProvider),
    last_seen_name: orNull(c.lastSeenName),
    last_seen_lastname: orNull(c.lastSeenLastname),
    last_seen_email: orNull(c.lastSeenEmail),
    last_seen_phone: orNull(c.lastSeenPhone),
    last_seen_ruc: orNull(c.lastSeenRuc),
    created_at: c.createdAt,
  };
}

export function paymentJson(p: Payment, options: { receipts?: ReturnType<typeof receiptJson>[] } = {}) {
  return {
    id: p.id,
    reference: p.reference,
    provider: p.provider,
    amount: formatAmount(p.amount),
    currency: p.currency,
    status: p.status,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    confirmed_at: orNull(p.confirmedAt),
    failed_at: orNull(p.failedAt),
    expires_at: orNull(p.expiresAt),
    expired_at: orNull(p.expiredAt),
    confirmed_after_expiry: p.confirmedAfterExpiry,
    recovered_from_status: orNull(p.recoveredFromStatus),
    rejection_reason: orNull(p.rejectionReason),
    metadata: parseJson(p.metadataJson),
    customer_data: parseJson(p.customerDataJson),
    provider_data: parseJson(p.providerDataJson),
    ...(p.checkoutSessionId ? { checkout_session_id: p.checkoutSessionId } : {}),
    ...(p.checkout
      ? { checkout: { checkout_url: p.checkout.checkoutUrl, expires_at: p.checkout.expiresAt } }
      : {}),
    ...(options.receipts && p.provider === 'transferencia' ? { receipts: options.receipts } : {}),
  };
}

/** File URLs go through the edge and need the tenant's key; their ids are not guessable. */
export function receiptJson(r: Receipt, baseUrl: string) {
  const base = `${baseUrl}/v1/payments/${r.paymentId}/receipts/${r.id}`;
  return {
    id: r.id,
    content_type: r.contentType,
    size: Number(r.size),
    notes: orNull(r.notes),
    created_at: r.createdAt,
    url: `${base}/file`,
    thumbnail_url: r.hasThumbnail ? `${base}/thumbnail` : null,
  };
}

export function listJson<T>(
  items: T[],
  nextCursor: string | undefined,
  prevCursor: string | undefined,
  perPage: number,
) {
  return {
    data: items,
    meta: { next_cursor: orNull(nextCursor), prev_cursor: orNull(prevCursor), per_page: perPage },
  };
}
