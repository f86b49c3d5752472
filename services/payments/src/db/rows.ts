import { sql } from 'kysely';
import type { Payment } from '../domain/payment.ts';
import type { PaymentRow } from './schema.ts';

// pg would parse json columns into objects; reading them as text keeps what was stored exactly.
export const JSON_TEXT = [
  sql<string | null>`metadata::text`.as('metadata_text'),
  sql<string | null>`customer_data::text`.as('customer_data_text'),
  sql<string | null>`provider_data::text`.as('provider_data_text'),
];

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    environment: row.environment,
    reference: row.reference,
    provider: row.provider,
    amount: BigInt(row.amount),
    currency: row.currency,
    status: row.status,
    cardId: row.card_id,
    checkoutSessionId: row.checkout_session_id,
    targetOrigins: row.target_origins,
    returnUrl: row.return_url,
    cancelUrl: row.cancel_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    confirmedAt: row.confirmed_at,
    failedAt: row.failed_at,
    expiresAt: row.expires_at,
    expiredAt: row.expired_at,
    confirmedAfterExpiry: row.confirmed_after_expiry,
    recoveredFromStatus: row.recovered_from_status,
    rejectionReason: row.rejection_reason,
    metadataJson: row.metadata_text,
    customerDataJson: row.customer_data_text,
    providerDataJson: row.provider_data_text,
    customerId: row.customer_id,
    customerExternalId: row.customer_external_id,
    providerSessionId: row.provider_session_id,
    providerFormPath: row.provider_form_path,
    operationNumber: row.operation_number,
    providerAttempt: row.provider_attempt,
    checkout:
      row.checkout_token && row.checkout_url && row.checkout_expires_at
        ? { token: row.checkout_token, url: row.checkout_url, expiresAt: row.checkout_expires_at }
        : null,
    providerCallUntil: row.provider_call_until,
  };
}
