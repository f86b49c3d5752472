export type Environment = 'test' | 'live';

export interface Operator {
  id: string;
  tenantId: string;
  email: string;
  passwordHash: string | null;
  failedSignIns: number;
  lockedUntil: Date | null;
}

export interface Session {
  operatorId: string;
  tenantId: string;
  email: string;
  environment: Environment;
  csrfToken: string;
  expiresAt: Date;
}

export interface AuditEntry {
  tenantId: string;
  operatorEmail: string;
  environment: Environment;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  at: Date;
}

/** Persistence of the dashboard's own schema (operators, sessions, audit log). */
export interface DashboardStore {
  insertOperator(op: {
    id: string;
    tenantId: string;
    email: string;
    tokenHash: string;
    expiresAt: Date;
    at: Date;
  }): Promise<void>;
  operatorByEmail(email: string): Promise<Operator | undefined>;
  /** Sets the password of the operator holding this unexpired link token, and spends the token. */
  setPasswordByToken(tokenHash: string, passwordHash: string, now: Date): Promise<Operator | undefined>;
  recordFailedSignIn(id: string, lockedUntil: Date | null): Promise<void>;
  clearFailedSignIns(id: string): Promise<void>;
  insertSession(tokenHash: string, session: Session, at: Date): Promise<void>;
  sessionByToken(tokenHash: string, now: Date): Promise<Session | undefined>;
  setSessionEnvironment(tokenHash: string, environment: Environment): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  appendAudit(entry: AuditEntry): Promise<void>;
  listAudit(tenantId: string, limit: number): Promise<AuditEntry[]>;
}
