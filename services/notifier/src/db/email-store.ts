import { newId, randomToken } from '@gateway/shared/ids.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Email, NotificationKind } from '../domain/notifications.ts';

export interface Scope {
  tenantId: string;
  environment: 'test' | 'live';
}

/** Locks the tenant's throttle row (created on first use) for the rest of the transaction. */
export async function lockThrottle(
  trx: Transaction<unknown>,
  scope: Scope,
  kind: NotificationKind,
): Promise<{ lastSentAt: Date | null; suppressed: number }> {
  await sql`
    INSERT INTO throttles (tenant_id, environment, kind) VALUES (${scope.tenantId}, ${scope.environment}, ${kind})
    ON CONFLICT DO NOTHING`.execute(trx);
  const r = await sql<{ last_sent_at: Date | null; suppressed: number }>`
    SELECT last_sent_at, suppressed FROM throttles
    WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND kind = ${kind}
    FOR UPDATE`.execute(trx);
  const row = r.rows[0]!;
  return { lastSentAt: row.last_sent_at, suppressed: row.suppressed };
}

export async function countSuppressed(trx: Transaction<unknown>, scope: Scope, kind: NotificationKind) {
  await sql`
    UPDATE throttles SET suppressed = suppressed + 1
    WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND kind = ${kind}`.execute(
    trx,
  );
}

/** Queues the e-mail and restarts the window, in the consumer's transaction. */
export async function queueEmail(
  trx: Transaction<unknown>,
  scope: Scope,
  kind: NotificationKind,
  email: Email & { recipients: string[]; sourceEventId: string },
  now: Date,
): Promise<string> {
  const id = newId('ntf');
  await sql`
    UPDATE throttles SET last_sent_at = ${now}, suppressed = 0
    WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND kind = ${kind}`.execute(
    trx,
  );
  await sql`
    INSERT INTO emails (id, tenant_id, environment, kind, source_event_id, recipients, subject, body, status, next_attempt_at, created_at)
    VALUES (${id}, ${scope.tenantId}, ${scope.environment}, ${kind}, ${email.sourceEventId}, ${email.recipients},
            ${email.subject}, ${email.text}, 'pending', now(), ${now})`.execute(trx);
  return id;
}

export interface QueuedEmail {
  id: string;
  lease: string;
  tenantId: string;
  environment: string;
  recipients: string[];
  subject: string;
  body: string;
  attempts: number;
}

export interface EmailQueue {
  claim(limit: number, leaseMs: number): Promise<QueuedEmail[]>;
  sent(email: QueuedEmail): Promise<void>;
  failed(email: QueuedEmail, error: string, retryAt: Date | null): Promise<void>;
}

export function emailQueue(db: Kysely<unknown>): EmailQueue {
  return {
    async claim(limit, leaseMs) {
      const lease = randomToken(16);
      const r = await sql<{
        id: string;
        tenant_id: string;
        environment: string;
        recipients: string[];
        subject: string;
        body: string;
        attempts: number;
      }>`
        UPDATE emails SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval, lease = ${lease}
        WHERE id IN (
          SELECT id FROM emails
          WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, tenant_id, environment, recipients, subject, body, attempts`.execute(db);
      return r.rows.map((row) => ({
        id: row.id,
        lease,
        tenantId: row.tenant_id,
        environment: row.environment,
        recipients: row.recipients,
        subject: row.subject,
        body: row.body,
        attempts: row.attempts,
      }));
    },

    async sent(email) {
      await sql`
        UPDATE emails SET status = 'sent', sent_at = now(), attempts = attempts + 1, locked_until = NULL, lease = NULL
        WHERE id = ${email.id} AND lease = ${email.lease}`.execute(db);
    },

    async failed(email, error, retryAt) {
      await sql`
        UPDATE emails
        SET status = ${retryAt ? 'pending' : 'failed'}, next_attempt_at = ${retryAt}, attempts = attempts + 1,
            last_error = ${error}, locked_until = NULL, lease = NULL
        WHERE id = ${email.id} AND lease = ${email.lease}`.execute(db);
    },
  };
}
