import type { Kysely } from 'kysely';
import type { AuditEntry, DashboardStore, Environment, Operator } from '../domain/ports.ts';
import type { DashboardDatabase } from './schema.ts';

export function createDashboardStore(db: Kysely<DashboardDatabase>): DashboardStore {
  const toOperator = (row: {
    id: string;
    tenant_id: string;
    email: string;
    password_hash: string | null;
    failed_sign_ins: number;
    locked_until: Date | null;
  }): Operator => ({
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    passwordHash: row.password_hash,
    failedSignIns: row.failed_sign_ins,
    lockedUntil: row.locked_until,
  });
  const operatorColumns = [
    'id',
    'tenant_id',
    'email',
    'password_hash',
    'failed_sign_ins',
    'locked_until',
  ] as const;

  return {
    async insertOperator(op) {
      await db
        .insertInto('operators')
        .values({
          id: op.id,
          tenant_id: op.tenantId,
          email: op.email,
          password_hash: null,
          set_password_token_hash: op.tokenHash,
          set_password_expires_at: op.expiresAt,
          failed_sign_ins: 0,
          locked_until: null,
          created_at: op.at,
        })
        .execute();
    },

    async operatorByEmail(email) {
      const row = await db
        .selectFrom('operators')
        .select(operatorColumns)
        .where('email', '=', email)
        .executeTakeFirst();
      return row && toOperator(row);
    },

    async setPasswordByToken(tokenHash, passwordHash, now) {
      const row = await db
        .updateTable('operators')
        .set({
          password_hash: passwordHash,
          set_password_token_hash: null,
          set_password_expires_at: null,
          failed_sign_ins: 0,
          locked_until: null,
        })
        .where('set_password_token_hash', '=', tokenHash)
        .where('set_password_expires_at', '>', now)
        .returning(operatorColumns)
        .executeTakeFirst();
      return row && toOperator(row);
    },

    async recordFailedSignIn(id, lockedUntil) {
      await db
        .updateTable('operators')
        .set((eb) =>
          lockedUntil
            ? { failed_sign_ins: 0, locked_until: lockedUntil }
            : { failed_sign_ins: eb('failed_sign_ins', '+', 1) },
        )
        .where('id', '=', id)
        .execute();
    },

    async clearFailedSignIns(id) {
      await db
        .updateTable('operators')
        .set({ failed_sign_ins: 0, locked_until: null })
        .where('id', '=', id)
        .execute();
    },

    async insertSession(tokenHash, s, at) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          operator_id: s.operatorId,
          tenant_id: s.tenantId,
          email: s.email,
          environment: s.environment,
          csrf_token: s.csrfToken,
          expires_at: s.expiresAt,
          created_at: at,
        })
        .execute();
    },

    async sessionByToken(tokenHash, now) {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return (
        row && {
          operatorId: row.operator_id,
          tenantId: row.tenant_id,
          email: row.email,
          environment: row.environment,
          csrfToken: row.csrf_token,
          expiresAt: row.expires_at,
        }
      );
    },

    async setSessionEnvironment(tokenHash, environment: Environment) {
      await db.updateTable('sessions').set({ environment }).where('token_hash', '=', tokenHash).execute();
    },

    async deleteSession(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async appendAudit(e) {
      await db
        .insertInto('audit_log')
        .values({
          tenant_id: e.tenantId,
          operator_email: e.operatorEmail,
          environment: e.environment,
          action: e.action,
          target: e.target,
          detail: JSON.stringify(e.detail),
          at: e.at,
        })
        .execute();
    },

    async listAudit(tenantId, limit): Promise<AuditEntry[]> {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        tenantId: r.tenant_id,
        operatorEmail: r.operator_email,
        environment: r.environment as Environment,
        action: r.action,
        target: r.target,
        detail: r.detail,
        at: r.at,
      }));
    },
  };
}
