import { sql, type UpdateObject } from 'kysely';
import type { PaymentStatus } from '../domain/payment.ts';
import type { StateChange } from '../domain/ports.ts';
import type { PaymentsDatabase, PaymentsTable } from './schema.ts';

// The timestamp each state records the fact in (spec 2.2: failed_at covers failed and rejected).
const STAMPED: Partial<Record<PaymentStatus, keyof PaymentsTable>> = {
  confirmed: 'confirmed_at',
  failed: 'failed_at',
  rejected: 'failed_at',
  expired: 'expired_at',
  cancelled: 'cancelled_at',
  reversed: 'reversed_at',
  receipt_uploaded: 'receipt_uploaded_at',
};

/**
 * The SET clause of a transition. Late-confirmation fields are computed from the row's state at
 * update time, so they are right even when the state moved between read and write.
 */
export function transitionSet(change: StateChange): UpdateObject<PaymentsDatabase, 'payments'> {
  const set: Record<string, unknown> = { status: change.to, updated_at: change.at };
  const stamp = STAMPED[change.to];
  if (stamp) set[stamp] = change.at;
  if (change.to === 'confirmed') {
    set['confirmed_after_expiry'] = sql<boolean>`(status = ANY(${change.lateFrom}::text[]))`;
    set['recovered_from_status'] = sql`CASE WHEN status = ANY(${change.lateFrom}::text[]) THEN status END`;
  }
  if (change.to === 'expired') {
    // Expiring is the deadline being reached (the test helper's "now" included): expires_at is
    // this moment unless the deadline came earlier. LEAST skips a NULL, so a transfer without a
    // deadline gets this moment too (sessions use the same rule).
    set['expires_at'] = sql`LEAST(expires_at, ${change.at})`;
  }
  if (change.rejectionReason !== undefined) set['rejection_reason'] = change.rejectionReason;
  if (change.providerData !== undefined) {
    set['provider_data'] =
      sql`COALESCE(provider_data, '{}'::jsonb) || ${JSON.stringify(change.providerData)}::jsonb`;
  }
  if (change.operationNumber !== undefined) set['operation_number'] = change.operationNumber;
  if (change.providerAttempt !== undefined) {
    set['provider_attempt'] = sql<number>`GREATEST(provider_attempt, ${change.providerAttempt})`;
  }
  if (change.notes !== undefined) set['confirm_notes'] = change.notes;
  return set as UpdateObject<PaymentsDatabase, 'payments'>;
}
