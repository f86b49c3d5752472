import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

export interface OperatorsTable {
  id: string;
  tenant_id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash; null until the operator sets it through their link. */
  password_hash: string | null;
  set_password_token_hash: string | null;
  set_password_expires_at: ColumnType<Date | null, Date | null, Date | null>;
  failed_sign_ins: number;
  locked_until: ColumnType<Date | null, Date | null, Date | null>;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  operator_id: string;
  tenant_id: string;
  email: string;
  environment: 'test' | 'live';
  csrf_token: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface AuditLogTable {
  seq: Generated<string>;
  tenant_id: string;
  operator_email: string;
  environment: string;
  action: string;
  target: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  at: Timestamp;
}

export interface DashboardDatabase {
  operators: OperatorsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
}
