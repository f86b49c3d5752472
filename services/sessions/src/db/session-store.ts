import { isUniqueViolation, mapDbError } from '@gateway/shared/db/errors.ts';
import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Kysely, Selectable } from 'kysely';
import { DuplicateOpenSessionError, type SessionStore } from '../domain/ports.ts';
import type { AttemptRecord, Method, Scope, Session } from '../domain/session.ts';
import {
  expiryTimerCancellation,
  expiryTimerRequest,
  sessionCompleted,
  sessionExpired,
} from '../events/payloads.ts';
import type { AttemptsTable, CheckoutSessionsTable, SessionsDatabase } from './schema.ts';

function rethrow(err: unknown): never {
  const mapped = mapDbError(err);
  throw mapped.code === 'INTERNAL' ? err : mapped;
}

function toSession(row: Selectable<CheckoutSessionsTable>): Session {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    environment: row.environment,
    reference: row.reference,
    status: row.status,
    amount: BigInt(row.amount),
    currency: row.currency,
    methods: row.methods as Method[],
    description: row.description,
    lineItems: row.line_items,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    metadata: row.metadata,
    customer: row.customer as Session['customer'],
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    completedPaymentId: row.completed_payment_id,
    expiredAt: row.expired_at,
  };
}

function toAttempt(row: Selectable<AttemptsTable>): AttemptRecord {
  return {
    paymentId: row.payment_id,
    sessionId: row.session_id,
    method: row.method as Method,
    checkoutUrl: row.checkout_url,
    checkoutExpiresAt: row.checkout_expires_at,
    createdAt: row.created_at,
  };
}

export class KyselySessionStore implements SessionStore {
  private readonly db: Kysely<SessionsDatabase>;

  constructor(db: Kysely<SessionsDatabase>) {
    this.db = db;
  }

  private scoped(scope: Scope) {
    return this.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('tenant_id', '=', scope.tenantId)
      .where('environment', '=', scope.environment);
  }

  async findOpenByReference(scope: Scope, reference: string): Promise<Session | undefined> {
    const row = await this.scoped(scope)
      .where('reference', '=', reference)
      .where('status', '=', 'open')
      .executeTakeFirst()
      .catch(rethrow);
    return row && toSession(row);
  }

  async findInScope(scope: Scope, id: string): Promise<Session | undefined> {
    const row = await this.scoped(scope).where('id', '=', id).executeTakeFirst().catch(rethrow);
    return row && toSession(row);
  }

  async findById(id: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(rethrow);
    return row && toSession(row);
  }

  async insert(session: Session): Promise<void> {
    await this.transaction(async (tx) => {
      const db = (tx as KyselySessionStore).db;
      try {
        await db
          .insertInto('checkout_sessions')
          .values({
            id: session.id,
            tenant_id: session.tenantId,
            environment: session.environment,
            reference: session.reference,
            status: session.status,
            amount: session.amount,
            currency: session.currency,
            methods: session.methods,
            description: session.description,
            line_items: JSON.stringify(session.lineItems),
            success_url: session.successUrl,
            cancel_url: session.cancelUrl,
            metadata: session.metadata === null ? null : JSON.stringify(session.metadata),
            customer: session.customer === null ? null : JSON.stringify(session.customer),
            expires_at: session.expiresAt,
            created_at: session.createdAt,
            updated_at: session.createdAt,
          })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err, 'checkout_sessions_open_reference')) throw new DuplicateOpenSessionError();
        rethrow(err);
      }
      await writeEvent(db, expiryTimerRequest(session, session.createdAt));
    });
  }

  async expire(scope: Scope, id: string, at: Date): Promise<Session | undefined> {
    return this.transaction(async (tx) => {
      const db = (tx as KyselySessionStore).db;
      const row = await db
        .updateTable('checkout_sessions')
        // Expiring is the deadline being reached (the test helper's "now" too): never after it.
        .set((eb) => ({
          status: 'expired',
          expired_at: at,
          updated_at: at,
          expires_at: eb.fn('least', [eb.ref('expires_at'), eb.val(at)]),
        }))
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const session = toSession(row);
      await writeEvent(db, sessionExpired(session, at));
      return session;
    });
  }

  async complete(scope: Scope, id: string, paymentId: string, at: Date): Promise<Session | undefined> {
    return this.transaction(async (tx) => {
      const db = (tx as KyselySessionStore).db;
      const row = await db
        .updateTable('checkout_sessions')
        .set({ status: 'completed', completed_at: at, completed_payment_id: paymentId, updated_at: at })
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const session = toSession(row);
      await writeEvent(db, sessionCompleted(session, at));
      await writeEvent(db, expiryTimerCancellation(session, at));
      return session;
    });
  }

  async insertAttempt(scope: Scope, attempt: AttemptRecord): Promise<void> {
    await this.db
      .insertInto('attempts')
      .values({
        payment_id: attempt.paymentId,
        tenant_id: scope.tenantId,
        environment: scope.environment,
        session_id: attempt.sessionId,
        method: attempt.method,
        checkout_url: attempt.checkoutUrl,
        checkout_expires_at: attempt.checkoutExpiresAt,
        created_at: attempt.createdAt,
      })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .execute()
      .catch(rethrow);
  }

  async claimStart(sessionId: string, method: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const won = await this.db
      .insertInto('attempt_starts')
      .values({ session_id: sessionId, method, lease_until: leaseUntil })
      .onConflict((oc) =>
        oc
          .columns(['session_id', 'method'])
          .doUpdateSet({ lease_until: leaseUntil })
          .where('attempt_starts.lease_until', '<=', now),
      )
      .returning('session_id')
      .executeTakeFirst()
      .catch(rethrow);
    return won !== undefined;
  }

  async releaseStart(sessionId: string, method: string): Promise<void> {
    await this.db
      .deleteFrom('attempt_starts')
      .where('session_id', '=', sessionId)
      .where('method', '=', method)
      .execute()
      .catch(rethrow);
  }

  async attempts(scope: Scope, sessionId: string): Promise<AttemptRecord[]> {
    const rows = await this.db
      .selectFrom('attempts')
      .selectAll()
      .where('tenant_id', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('payment_id', 'desc')
      .execute()
      .catch(rethrow);
    return rows.map(toAttempt);
  }

  async transaction<T>(work: (store: SessionStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db
      .transaction()
      .execute((trx) => work(new KyselySessionStore(trx)))
      .catch(rethrow);
  }
}
