import { type NewEvent, OUTBOX_CHANNEL, outboxValues } from '@gateway/shared/events/outbox.ts';
import type { QueryConfig } from '@gateway/shared/db/database.ts';
import type { NewPayment } from '../domain/ports.ts';
import type { PaymentsTable } from './schema.ts';

// Every payment create runs one of these two statements. They are named, so each pool connection
// has Postgres parse and plan them once instead of on every create, and their text is fixed, so
// nothing is built per request either. Both plans are the unique key's by construction: an INSERT
// and ON CONFLICT on payments_idempotency_key.
const COLUMNS = [
  'id',
  'tenant_id',
  'environment',
  'reference',
  'provider',
  'amount',
  'currency',
  'status',
  'card_id',
  'checkout_session_id',
  'target_origins',
  'return_url',
  'cancel_url',
  'expires_at',
  'confirmed_after_expiry',
  'metadata',
  'customer_data',
  'provider_data',
  'customer_id',
  'customer_external_id',
  'checkout_token',
  'checkout_url',
  'checkout_expires_at',
  'provider_call_until',
  'created_at',
  'updated_at',
] as const satisfies readonly PaymentColumn[];

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

// Named, not `*`: a prepared statement whose result type changes fails with "cached plan must not
// change result type", so a column added by the next release's migration would break every create
// of the pods still running this one until their connections closed.
const RETURNED = [
  ...COLUMNS,
  'expired_at',
  'confirmed_at',
  'failed_at',
  'cancelled_at',
  'reversed_at',
  'receipt_uploaded_at',
  'recovered_from_status',
  'rejection_reason',
  'confirm_notes',
  'provider_session_id',
  'provider_form_path',
  'operation_number',
  'provider_attempt',
  'idempotency_key',
] as const satisfies readonly (keyof PaymentsTable)[];
// Fails to compile when a column of the table is missing from RETURNED (the inserted ones and these).
const EVERY_RETURNED: Exclude<keyof PaymentsTable, (typeof RETURNED)[number]> extends never ? true : never =
  true;
void EVERY_RETURNED;

const INSERT = `
  INSERT INTO payments (${COLUMNS.join(', ')}) VALUES (${placeholders(1, COLUMNS.length)})
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING ${RETURNED.join(', ')}, metadata::text AS metadata_text,
            customer_data::text AS customer_data_text, provider_data::text AS provider_data_text`;

// The seven values of outboxValues, after the payment's.
const EVENT = placeholders(COLUMNS.length + 1, 7).split(', ');

// The payment and its outbox event in one statement: the event exists exactly when the row does.
// Like writeEvent, it wakes the relay at commit only when nothing else was waiting; otherwise an
// idle relay would sleep out its poll and then publish the whole second's backlog in one burst.
const INSERT_WITH_EVENT = `
  WITH inserted AS (${INSERT}),
  event AS (
    INSERT INTO outbox (id, type, tenant_id, environment, payload, headers, occurred_at)
    SELECT ${EVENT[0]}, ${EVENT[1]}, ${EVENT[2]}, ${EVENT[3]}, ${EVENT[4]}::json, ${EVENT[5]}::jsonb,
           ${EVENT[6]}::timestamptz
    FROM inserted
    RETURNING 1
  ),
  woken AS (
    SELECT pg_notify('${OUTBOX_CHANNEL}', current_schema()) FROM event
    WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL)
  )
  SELECT inserted.* FROM inserted, (SELECT count(*) FROM woken) AS notified`;

/** A new payment as the columns of its row. */
export function paymentValues(payment: NewPayment) {
  return {
    id: payment.id,
    tenant_id: payment.tenantId,
    environment: payment.environment,
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    card_id: payment.cardId,
    checkout_session_id: payment.checkoutSessionId,
    target_origins: payment.targetOrigins,
    return_url: payment.returnUrl,
    cancel_url: payment.cancelUrl,
    expires_at: payment.expiresAt,
    confirmed_after_expiry: payment.confirmedAfterExpiry,
    metadata: payment.metadataJson,
    customer_data: payment.customerDataJson,
    provider_data: payment.providerDataJson,
    customer_id: payment.customerId,
    customer_external_id: payment.customerExternalId,
    checkout_token: payment.checkout?.token ?? null,
    checkout_url: payment.checkout?.url ?? null,
    checkout_expires_at: payment.checkout?.expiresAt ?? null,
    provider_call_until: payment.providerCallUntil ?? null,
    created_at: payment.createdAt,
    updated_at: payment.createdAt,
  };
}

type PaymentColumn = keyof ReturnType<typeof paymentValues>;
// Fails to compile when a column of paymentValues is missing from COLUMNS.
const EVERY_COLUMN: Exclude<PaymentColumn, (typeof COLUMNS)[number]> extends never ? true : never = true;
void EVERY_COLUMN;

function paymentParams(payment: NewPayment): unknown[] {
  const values = paymentValues(payment);
  return COLUMNS.map((column) => values[column]);
}

/** The payment's INSERT, returning its row; no row when the reference is already taken. */
export function insertPayment(payment: NewPayment): QueryConfig {
  return { name: 'payments_insert', text: INSERT, values: paymentParams(payment) };
}

/** The payment's INSERT with an outbox event written only if the row was. */
export function insertPaymentWithEvent(payment: NewPayment, event: NewEvent): QueryConfig {
  return {
    name: 'payments_insert_with_event',
    text: INSERT_WITH_EVENT,
    values: [...paymentParams(payment), ...outboxValues(event)],
  };
}
