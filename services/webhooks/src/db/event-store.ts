import { mapDbError } from '@gateway/shared/db/errors.ts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { MerchantEvent } from '../domain/merchant-event.ts';
import type { EventStore } from '../domain/ports.ts';
import type { Attempt, Delivery, DeliveryStatus, Scope } from '../domain/types.ts';
import { type EventRow, toEvent } from './rows.ts';

const rethrow = (err: unknown): never => {
  throw mapDbError(err);
};

interface FannedEvent {
  id: string;
  type: string;
  resource_id: string | null;
  created_at: Date;
}

/**
 * Now, or when an earlier event of the same resource is next tried at that endpoint: the claim holds
 * the new delivery back until then anyway, and one that is not due is not walked past by every claim.
 */
const firstAttempt = (
  endpointId: RawBuilder<unknown>,
  resourceId: string | null,
  createdAt: Date,
  eventId: string,
) => sql`
  GREATEST(now(), (
    SELECT max(p.next_attempt_at) FROM deliveries p
    WHERE (p.endpoint_id || ' ' || p.resource_id) = (${endpointId} || ' ' || ${resourceId}::text)
      AND p.status = 'pending' AND p.resource_id IS NOT NULL
      AND (p.event_created_at, p.event_id) < (${createdAt}, ${eventId})))`;

/**
 * One delivery per enabled endpoint of the event's tenant and environment whose filter takes it.
 * Run in the transaction that stores (or redelivers) the event.
 */
async function fanOut(trx: Kysely<unknown>, scope: Scope, event: FannedEvent): Promise<number> {
  const r = await sql`
    INSERT INTO deliveries (id, tenant_id, environment, event_id, endpoint_id, status, next_attempt_at, created_at,
                            resource_id, event_created_at)
    SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), e.tenant_id, e.environment, ${event.id}, e.id,
           'pending', ${firstAttempt(sql`e.id`, event.resource_id, event.created_at, event.id)}, now(),
           ${event.resource_id}, ${event.created_at}
    FROM endpoints e
    WHERE e.tenant_id = ${scope.tenantId} AND e.environment = ${scope.environment} AND e.status = 'enabled'
      AND (e.events IS NULL OR ${event.type} = ANY(e.events))`.execute(trx);
  return Number(r.numAffectedRows ?? 0n);
}

/**
 * Stores an event once (its id is the producer's) and fans it out in the same statement; false
 * when it was already stored.
 */
export async function recordEvent(trx: Transaction<unknown>, event: MerchantEvent): Promise<boolean> {
  const r = await sql<{ stored: boolean }>`
    WITH stored AS (
      INSERT INTO events (id, tenant_id, environment, type, body, payment_id, card_id, resource_id, created_at)
      VALUES (${event.id}, ${event.tenantId}, ${event.environment}, ${event.type}, ${event.body},
              ${event.paymentId}, ${event.cardId}, ${event.resourceId}, ${event.createdAt})
      ON CONFLICT (id) DO NOTHING RETURNING id
    ), fanned AS (
      INSERT INTO deliveries (id, tenant_id, environment, event_id, endpoint_id, status, next_attempt_at, created_at,
                              resource_id, event_created_at)
      SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), e.tenant_id, e.environment, stored.id, e.id,
             'pending', ${firstAttempt(sql`e.id`, event.resourceId, event.createdAt, event.id)}, now(),
             ${event.resourceId}, ${event.createdAt}
      FROM endpoints e, stored
      WHERE e.tenant_id = ${event.tenantId} AND e.environment = ${event.environment} AND e.status = 'enabled'
        AND (e.events IS NULL OR ${event.type} = ANY(e.events))
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM stored) AS stored, (SELECT count(*) FROM fanned) AS deliveries`.execute(trx);
  return r.rows[0]?.stored === true;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  next_attempt_at: Date | null;
}

interface AttemptRow {
  delivery_id: string;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

/** The deliveries of some events with their attempts, in order, by event id: two queries whatever the count. */
async function deliveriesOf(
  db: Kysely<unknown>,
  scope: Scope,
  eventIds: string[],
): Promise<Map<string, Delivery[]>> {
  const byEvent = new Map<string, Delivery[]>();
  if (eventIds.length === 0) return byEvent;
  const deliveries = await sql<DeliveryRow & { event_id: string }>`
    SELECT id, event_id, endpoint_id, status, next_attempt_at FROM deliveries
    WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND event_id = ANY(${eventIds}::text[])
    ORDER BY created_at, id`
    .execute(db)
    .catch(rethrow);
  const attempts = await sql<AttemptRow>`
    SELECT a.delivery_id, a.attempted_at, a.status_code, a.duration_ms, a.error
    FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
    WHERE d.tenant_id = ${scope.tenantId} AND d.environment = ${scope.environment} AND d.event_id = ANY(${eventIds}::text[])
      AND a.tenant_id = ${scope.tenantId} AND a.environment = ${scope.environment}
    ORDER BY a.id`
    .execute(db)
    .catch(rethrow);
  const byDelivery = new Map<string, Attempt[]>();
  for (const a of attempts.rows) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({
      attemptedAt: a.attempted_at,
      statusCode: a.status_code,
      durationMs: a.duration_ms,
      error: a.error,
    });
    byDelivery.set(a.delivery_id, list);
  }
  for (const d of deliveries.rows) {
    const list = byEvent.get(d.event_id) ?? [];
    list.push({
      id: d.id,
      endpointId: d.endpoint_id,
      status: d.status,
      nextAttemptAt: d.status === 'pending' ? d.next_attempt_at : null,
      attempts: byDelivery.get(d.id) ?? [],
    });
    byEvent.set(d.event_id, list);
  }
  return byEvent;
}

export function createEventStore(db: Kysely<unknown>): EventStore {
  return {
    async list(scope, filters, cursor, limit) {
      const conditions = [sql`tenant_id = ${scope.tenantId}`, sql`environment = ${scope.environment}`];
      if (filters.type) conditions.push(sql`type = ${filters.type}`);
      if (filters.paymentId) conditions.push(sql`payment_id = ${filters.paymentId}`);
      if (filters.cardId) conditions.push(sql`card_id = ${filters.cardId}`);
      if (filters.from) conditions.push(sql`created_at >= ${filters.from}`);
      // `to` is exclusive: parseDateFilter has already moved it past the last instant it includes.
      if (filters.to) conditions.push(sql`created_at < ${filters.to}`);
      const backwards = cursor?.direction === 'prev';
      if (cursor)
        conditions.push(
          backwards
            ? sql`(created_at, id) > (${new Date(cursor.createdAt)}, ${cursor.id})`
            : sql`(created_at, id) < (${new Date(cursor.createdAt)}, ${cursor.id})`,
        );
      const order = backwards ? sql`ORDER BY created_at ASC, id ASC` : sql`ORDER BY created_at DESC, id DESC`;
      const r = await sql<EventRow>`
        SELECT id, type, body, payment_id, card_id, created_at FROM events
        WHERE ${sql.join(conditions, sql` AND `)} ${order} LIMIT ${limit}`
        .execute(db)
        .catch(rethrow);
      return r.rows.map(toEvent);
    },

    async get(scope, id) {
      const r = await sql<EventRow>`
        SELECT id, type, body, payment_id, card_id, created_at FROM events
        WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND id = ${id}`
        .execute(db)
        .catch(rethrow);
      const row = r.rows[0];
      if (!row) return undefined;
      const deliveries = await deliveriesOf(db, scope, [id]);
      return { ...toEvent(row), deliveries: deliveries.get(id) ?? [] };
    },

    deliveries: (scope, eventIds) => deliveriesOf(db, scope, eventIds),

    async redeliver(scope, id) {
      return db
        .transaction()
        .execute(async (trx) => {
          const r = await sql<FannedEvent>`
            SELECT id, type, resource_id, created_at FROM events
            WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND id = ${id}`.execute(
            trx,
          );
          const event = r.rows[0];
          if (!event) return false;
          await fanOut(trx, scope, event);
          return true;
        })
        .catch(rethrow);
    },
  };
}
