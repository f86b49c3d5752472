import type { ColumnType, Selectable } from 'kysely';
import type { Environment, PaymentStatus, Provider } from '../domain/payment.ts';

type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
// JSON columns are written as text and read back as text (see JSON_TEXT), never as parsed objects.
type JsonText = ColumnType<unknown, string | null | undefined, string | null>;

export interface PaymentsTable {
  id: string;
  tenant_id: string;
  environment: Environment;
  reference: string;
  provider: Provider;
  amount: bigint;
  currency: string;
  status: PaymentStatus;
  card_id: string | null;
  checkout_session_id: string | null;
  target_origins: string[];
  return_url: string | null;
  cancel_url: string | null;
  expires_at: NullableTimestamp;
  expired_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  reversed_at: NullableTimestamp;
  receipt_uploaded_at: NullableTimestamp;
  confirmed_after_expiry: ColumnType<boolean, boolean | undefined, boolean>;
  recovered_from_status: PaymentStatus | null;
  rejection_reason: string | null;
  confirm_notes: string | null;
  metadata: JsonText;
  customer_data: JsonText;
  provider_data: JsonText;
  customer_id: string | null;
  customer_external_id: string | null;
  provider_session_id: string | null;
  provider_form_path: string | null;
  operation_number: string | null;
  provider_attempt: ColumnType<number, number | undefined, number>;
  checkout_token: string | null;
  checkout_url: string | null;
  checkout_expires_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated: the reference, or NULL for checkout-session attempts. */
  idempotency_key: ColumnType<string | null, never, never>;
  provider_call_until: NullableTimestamp;
}

export type PaymentRow = Selectable<PaymentsTable> & {
  metadata_text: string | null;
  customer_data_text: string | null;
  provider_data_text: string | null;
};

/** The tables of schema `payments` that this service queries through kysely. */
export interface PaymentReceiptsTable {
  receipt_id: string;
  tenant_id: string;
  environment: string;
  payment_id: string;
  created_at: Timestamp;
}

export interface PaymentsDatabase {
  payments: PaymentsTable;
  payment_receipts: PaymentReceiptsTable;
}
