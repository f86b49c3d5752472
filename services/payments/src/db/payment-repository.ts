import { isUniqueViolation, mapDbError } from '@gateway/shared/db/errors.ts';
import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { StatementPool } from '@gateway/shared/db/database.ts';
import { insertPayment, insertPaymentWithEvent, paymentValues } from './create-statement.ts';
import type { CardProvider, Payment, Scope } from '../domain/payment.ts';
import {
  DuplicateReferenceError,
  type ListQuery,
  type NewPayment,
  type PaymentRepository,
  type PaymentTransaction,
  type StateChange,
} from '../domain/ports.ts';
import { expiryTimerRequest, paymentEvent } from '../events/payloads.ts';
import { linkReceipt } from './receipt-links.ts';
import { JSON_TEXT, toPayment } from './rows.ts';
import type { PaymentsDatabase } from './schema.ts';
import { transitionSet } from './transition-set.ts';

type Db = Kysely<PaymentsDatabase>;

const REFERENCE_INDEX = 'payments_idempotency_key';

/** The generated idempotency_key column's value: tenant ids and environments hold no spaces. */
export const referenceKey = (scope: Scope, reference: string): string =>
  `${scope.tenantId} ${scope.environment} ${reference}`;

export function createPaymentRepository(db: Db, pool: StatementPool, logger?: Logger): PaymentRepository {
  const expireBatch = (scope: Scope, change: StateChange, limit: number) =>
    db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('payments')
        .set(transitionSet(change))
        .where('id', 'in', (eb) =>
          overdueIds(eb.selectFrom('payments'), scope, change, limit).forUpdate().skipLocked(),
        )
        // The scope as a row comparison keeps the outer update on the primary key (query-plans.test.ts).
        .where(inScope(scope))
        .where('status', '=', sql<'pending'>`ANY(${change.allowedFrom}::text[])`)
        .returningAll()
        .returning(JSON_TEXT)
        .execute();
      for (const row of rows) await writeEvent(trx, paymentEvent(toPayment(row), change.emits, change.at));
      return rows.length;
    });

  async function expireOneByOne(scope: Scope, change: StateChange, limit: number): Promise<number> {
    const due = await overdueIds(db.selectFrom('payments'), scope, change, limit).execute().catch(rethrow);
    let expired = 0;
    for (const { id } of due) {
      try {
        const payment = await db.transaction().execute((trx) => transition(trx, scope, id, change));
        if (payment) expired++;
      } catch (err) {
        logger?.error({ err, payment_id: id }, 'payment could not be expired; left pending for an operator');
      }
    }
    return expired;
  }

  return {
    async inTransaction(work) {
      try {
        return await db.transaction().execute((trx) => work(transactionStore(trx)));
      } catch (err) {
        throw err instanceof DuplicateReferenceError ? err : mapDbError(err);
      }
    },

    async create(payment, options) {
      // One statement, so one round trip and no transaction.
      const statement =
        !options.requestExpiryTimer || payment.expiresAt === null
          ? insertPayment(payment)
          : insertPaymentWithEvent(
              payment,
              expiryTimerRequest({ ...payment, expiresAt: payment.expiresAt }, payment.createdAt),
            );
      try {
        const { rows } = await pool.query<Parameters<typeof toPayment>[0]>(statement);
        return rows[0] ? toPayment(rows[0]) : null;
      } catch (err) {
        throw mapDbError(err);
      }
    },

    async claimProviderCall(scope, id, now, until) {
      try {
        const row = await scopedUpdate(db, scope, id)
          .set({ provider_call_until: until })
          .where('status', '=', 'pending')
          .where('provider_session_id', 'is', null)
          .where('provider_call_until', '<=', now)
          .returningAll()
          .returning(JSON_TEXT)
          .executeTakeFirst();
        return row ? toPayment(row) : null;
      } catch (err) {
        throw mapDbError(err);
      }
    },

    async discardCreate(scope, id) {
      try {
        await db
          .deleteFrom('payments')
          .where('id', '=', id)
          .where(inScope(scope))
          .where('status', '=', 'pending')
          .where('provider_session_id', 'is', null)
          .execute();
      } catch (err) {
        throw mapDbError(err);
      }
    },

    findById: (scope, id) => guard(() => byId(db, scope, id).executeTakeFirst()),

    findByReference: (scope, reference) =>
      guard(() =>
        selectPayments(db)
          .where('idempotency_key', '=', referenceKey(scope, reference))
          .where(inScope(scope))
          .executeTakeFirst(),
      ),

    findByCheckoutToken: (token) =>
      guard(() => selectPayments(db).where('checkout_token', '=', token).executeTakeFirst()),

    findByProviderSession: (provider: CardProvider, sessionId, paymentId) =>
      guard(() =>
        selectPayments(db)
          .where('provider', '=', provider)
          .where('provider_session_id', '=', sessionId)
          .where('id', '=', paymentId)
          .executeTakeFirst(),
      ),

    async transition(scope, id, change) {
      try {
        return await db.transaction().execute((trx) => transition(trx, scope, id, change));
      } catch (err) {
        throw mapDbError(err);
      }
    },

    async expireOverdue(scope, change, limit) {
      try {
        return await expireBatch(scope, change, limit);
      } catch (err) {
        // One row whose expiry cannot be written must not fail the others (nor the list that
        // swept them): each is tried on its own, and a failing one is logged and left pending.
        logger?.warn({ err }, 'batch expiry failed; expiring one payment at a time');
        return expireOneByOne(scope, change, limit);
      }
    },

    async list(scope, query: ListQuery) {
      const backwards = query.cursor?.direction === 'prev';
      const order = backwards ? 'asc' : 'desc';
      let q = scoped(db, scope);
      if (query.status) q = q.where('status', '=', query.status);
      if (query.provider) q = q.where('provider', '=', query.provider);
      if (query.reference) {
        const pattern = `%${escapeLike(query.reference)}%`;
        q = q.where((eb) => eb.or([eb('reference', 'ilike', pattern), eb('id', 'ilike', pattern)]));
      }
      if (query.customerId) {
        const customer = query.customerId;
        q = q.where((eb) =>
          eb.or([eb('customer_id', '=', customer), eb('customer_external_id', '=', customer)]),
        );
      }
      if (query.from) q = q.where('created_at', '>=', query.from);
      if (query.to) q = q.where('created_at', '<', query.to);
      const cursor = query.cursor;
      if (cursor) {
        q = q.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('created_at', 'id'),
            backwards ? '>' : '<',
            tuple(new Date(cursor.createdAt), cursor.id),
          ),
        );
      }
      const page = q.orderBy('created_at', order).orderBy('id', order).limit(query.limit);
      // Without statistics the planner guesses a tenant has a handful of payments and may sort
      // all of them; the page must come from payments_list in order, stopping after the page.
      const rows = await db
        .transaction()
        .execute(async (trx) => {
          await sql`SET LOCAL enable_sort = off`.execute(trx);
          return trx.executeQuery(page.compile());
        })
        .catch(rethrow);
      return rows.rows.map(toPayment);
    },
  };
}

export function transactionStore(trx: Transaction<PaymentsDatabase>): PaymentTransaction {
  return {
    async insert(payment: NewPayment) {
      try {
        const row = await trx
          .insertInto('payments')
          .values(paymentValues(payment))
          .returningAll()
          .returning(JSON_TEXT)
          .executeTakeFirstOrThrow();
        return toPayment(row);
      } catch (err) {
        if (isUniqueViolation(err, REFERENCE_INDEX)) throw new DuplicateReferenceError();
        throw err;
      }
    },

    async attachProviderSession(scope, id, session, at) {
      const row = await scopedUpdate(trx, scope, id)
        .set({
          provider_session_id: session.providerSessionId,
          provider_form_path: session.providerFormPath,
          provider_data: session.providerData === null ? null : JSON.stringify(session.providerData),
          provider_call_until: null,
          updated_at: at,
        })
        .returningAll()
        .returning(JSON_TEXT)
        .executeTakeFirstOrThrow();
      return toPayment(row);
    },

    async failCreate(scope, id, reason, at) {
      const row = await scopedUpdate(trx, scope, id)
        .set({
          status: 'failed',
          failed_at: at,
          rejection_reason: reason,
          provider_call_until: null,
          // The processor opened no session, so there is no page to show: no checkout link.
          checkout_token: null,
          checkout_url: null,
          checkout_expires_at: null,
          updated_at: at,
        })
        .where('status', '=', 'pending')
        .returningAll()
        .returning(JSON_TEXT)
        .executeTakeFirstOrThrow();
      const payment = toPayment(row);
      await writeEvent(trx, paymentEvent(payment, 'failed', at));
      return payment;
    },

    async requestExpiryTimer(payment) {
      const { expiresAt } = payment;
      if (expiresAt === null) return;
      await writeEvent(trx, expiryTimerRequest({ ...payment, expiresAt }, payment.updatedAt));
    },

    async lockById(scope, id) {
      const row = await byId(trx, scope, id).forUpdate().executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    transition: (scope, id, change) => transition(trx, scope, id, change),

    async recordAttempt(scope, id, attempt, at) {
      await scopedUpdate(trx, scope, id)
        .set({ provider_attempt: sql<number>`GREATEST(provider_attempt, ${attempt})`, updated_at: at })
        .execute();
    },

    linkReceipt: (scope, id, receiptId, at) => linkReceipt(trx, scope, id, receiptId, at),
  };
}

/** The conditional update of the state machine: of two concurrent moves, exactly one matches. */
async function transition(
  trx: Transaction<PaymentsDatabase>,
  scope: Scope,
  id: string,
  change: StateChange,
): Promise<Payment | null> {
  const row = await scopedUpdate(trx, scope, id)
    .set(transitionSet(change))
    .where('status', '=', sql<'pending'>`ANY(${change.allowedFrom}::text[])`)
    .returningAll()
    .returning(JSON_TEXT)
    .executeTakeFirst();
  if (!row) return null;
  const payment = toPayment(row);
  // The use-case named its event (StateChange.emits); it commits with the change or not at all.
  await writeEvent(trx, paymentEvent(payment, change.emits, change.at));
  return payment;
}

function overdueIds(
  from: SelectQueryBuilder<PaymentsDatabase, 'payments', object>,
  scope: Scope,
  change: StateChange,
  limit: number,
) {
  return from
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('environment', '=', scope.environment)
    .where('status', '=', sql<'pending'>`ANY(${change.allowedFrom}::text[])`)
    .where('expires_at', '<=', change.at)
    .orderBy('expires_at')
    .limit(limit);
}

function selectPayments(db: Kysely<PaymentsDatabase>) {
  return db.selectFrom('payments').selectAll().select(JSON_TEXT);
}

function scoped(db: Kysely<PaymentsDatabase>, scope: Scope) {
  return selectPayments(db)
    .where('tenant_id', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

/**
 * The scope of a row found by a unique key, checked without offering the planner the
 * (tenant_id, environment) indexes: without statistics it may otherwise prefer one of them and
 * read every payment of the tenant.
 */
function inScope(scope: Scope) {
  return sql<boolean>`ROW(tenant_id, environment) IS NOT DISTINCT FROM ROW(${scope.tenantId}::text, ${scope.environment}::text)`;
}

function byId(db: Kysely<PaymentsDatabase>, scope: Scope, id: string) {
  return selectPayments(db).where('id', '=', id).where(inScope(scope));
}

function scopedUpdate(trx: Kysely<PaymentsDatabase>, scope: Scope, id: string) {
  return trx.updateTable('payments').where('id', '=', id).where(inScope(scope));
}

/** LIKE treats % and _ as wildcards; a merchant searching for them means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function guard(
  read: () => Promise<Parameters<typeof toPayment>[0] | undefined>,
): Promise<Payment | null> {
  try {
    const row = await read();
    return row ? toPayment(row) : null;
  } catch (err) {
    throw mapDbError(err);
  }
}

function rethrow(err: unknown): never {
  throw mapDbError(err);
}
