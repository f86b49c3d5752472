import type { ColumnType } from 'kysely';
import type { Environment, LineItem, SessionStatus } from '../domain/session.ts';

type Json<T> = ColumnType<T, string, string>;

export interface CheckoutSessionsTable {
  id: string;
  tenant_id: string;
  environment: Environment;
  reference: string;
  status: SessionStatus;
  amount: bigint;
  currency: string;
  methods: string[];
  description: string;
  line_items: Json<LineItem[]>;
  success_url: string;
  cancel_url: string;
  metadata: Json<Record<string, unknown> | null> | null;
  customer: Json<Record<string, string> | null> | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  completed_payment_id: string | null;
  expired_at: Date | null;
}

export interface AttemptsTable {
  payment_id: string;
  tenant_id: string;
  environment: Environment;
  session_id: string;
  method: string;
  checkout_url: string | null;
  checkout_expires_at: Date | null;
  created_at: Date;
}

export interface AttemptStartsTable {
  session_id: string;
  method: string;
  lease_until: Date;
}

/** The tables of schema `sessions` that this service queries through kysely. */
export interface SessionsDatabase {
  checkout_sessions: CheckoutSessionsTable;
  attempts: AttemptsTable;
  attempt_starts: AttemptStartsTable;
}
