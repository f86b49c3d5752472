import { writeEvent } from '@gateway/shared/events/outbox.ts';
import { randomToken } from '@gateway/shared/ids.ts';
import { type Kysely, sql } from 'kysely';
import { deliveryExhausted } from '@gateway/shared/events/contracts/webhooks.ts';
import type { AttemptOutcome } from '../domain/schedule.ts';
import type { Attempt, Environment } from '../domain/types.ts';

/** A claimed delivery with everything its attempt needs. */
export interface DueDelivery {
  id: string;
  lease: string;
  tenantId: string;
  environment: Environment;
  /** Attempts made before this one. */
  attempts: number;
  eventId: string;
  eventType: string;
  body: string;
  endpointId: string;
  url: string;
  endpointStatus: 'enabled' | 'disabled' | 'deleted';
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretUntil: Date | null;
}

interface DueRow {
  id: string;
  lease: string;
  tenant_id: string;
  environment: Environment;
  attempts: number;
  event_id: string;
  type: string;
  body: string;
  endpoint_id: string;
  url: string;
  endpoint_status: 'enabled' | 'disabled' | 'deleted';
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
}

export interface DeliveryStore {
  /**
   * Leases up to `limit` due deliveries. FOR UPDATE SKIP LOCKED lets replicas share the work; the
   * lease lets another worker take over a delivery whose worker died. Endpoints that already
   * have `perEndpoint` deliveries in flight are skipped, so one slow receiver cannot take every slot.
   *
   * Spec 6, the last event received wins: a delivery waits while an earlier event (by creation
   * time, then id) of the same payment or card is still pending to the same endpoint, whether
   * that one is in flight, due, or in retry backoff. Sending the later state first and the older one
   * on its retry would leave the receiver on the older state, so a failing earlier delivery holds
   * its resource back until it is delivered or finally fails. Other resources and other endpoints
   * never wait for it.
   */
  claim(limit: number, leaseMs: number, perEndpoint: number): Promise<DueDelivery[]>;
  release(deliveries: DueDelivery[]): Promise<void>;
  /** Records the attempt and its consequence; false when the lease was lost meanwhile. */
  finish(delivery: DueDelivery, attempt: Attempt, outcome: AttemptOutcome): Promise<boolean>;
  /** The endpoint was deleted or disabled since the delivery was planned. */
  cancel(delivery: DueDelivery): Promise<void>;
}

export function createDeliveryStore(db: Kysely<unknown>): DeliveryStore {
  return {
    async claim(limit, leaseMs, perEndpoint) {
      const lease = randomToken(16);
      const r = await sql<DueRow>`
        WITH busy AS (
          SELECT endpoint_id FROM deliveries
          WHERE status = 'pending' AND locked_until IS NOT NULL AND locked_until > now()
          GROUP BY endpoint_id HAVING count(*) >= ${perEndpoint}
        ), picked AS (
          SELECT c.id FROM deliveries c
          WHERE c.status = 'pending' AND c.next_attempt_at <= now()
            AND (c.locked_until IS NULL OR c.locked_until <= now())
            AND c.endpoint_id NOT IN (SELECT endpoint_id FROM busy)
            -- One probe of deliveries_resource_pending per candidate the scan reaches: a scalar
            -- subquery is never turned into an anti-join, and its key is that index's alone.
            AND (
              SELECT 1 FROM deliveries p
              WHERE (p.endpoint_id || ' ' || p.resource_id) = (c.endpoint_id || ' ' || c.resource_id)
                AND p.status = 'pending' AND p.resource_id IS NOT NULL
                AND (p.event_created_at, p.event_id) < (c.event_created_at, c.event_id)
              LIMIT 1) IS NULL
          ORDER BY c.next_attempt_at
          LIMIT ${limit}
          FOR UPDATE OF c SKIP LOCKED
        )
        UPDATE deliveries d
        SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval, lease = ${lease}
        FROM picked, events ev, endpoints ep
        WHERE d.id = picked.id AND ev.id = d.event_id AND ep.id = d.endpoint_id
        RETURNING d.id, d.lease, d.tenant_id, d.environment, d.attempts, ev.id AS event_id, ev.type, ev.body,
                  ep.id AS endpoint_id, ep.url, ep.status AS endpoint_status, ep.secret_sealed,
                  ep.previous_secret_sealed, ep.previous_secret_until`.execute(db);
      return r.rows.map((row) => ({
        id: row.id,
        lease: row.lease,
        tenantId: row.tenant_id,
        environment: row.environment,
        attempts: row.attempts,
        eventId: row.event_id,
        eventType: row.type,
        body: row.body,
        endpointId: row.endpoint_id,
        url: row.url,
        endpointStatus: row.endpoint_status,
        secretSealed: row.secret_sealed,
        previousSecretSealed: row.previous_secret_sealed,
        previousSecretUntil: row.previous_secret_until,
      }));
    },

    async release(deliveries) {
      if (deliveries.length === 0) return;
      await sql`
        UPDATE deliveries SET locked_until = NULL, lease = NULL
        WHERE id = ANY(${deliveries.map((d) => d.id)}::text[]) AND lease = ${deliveries[0]!.lease}`.execute(
        db,
      );
    },

    async cancel(delivery) {
      await sql`
        UPDATE deliveries SET status = 'cancelled', next_attempt_at = NULL, locked_until = NULL, lease = NULL
        WHERE id = ${delivery.id} AND lease = ${delivery.lease}`.execute(db);
    },

    async finish(delivery, attempt, outcome) {
      if (outcome.kind === 'delivered' || outcome.kind === 'retry') {
        // The common outcomes in one statement: no transaction round trips on the hot path.
        const r = await sql<{ id: string }>`
          WITH updated AS (
            UPDATE deliveries
            SET attempts = ${delivery.attempts + 1}, status = ${outcome.kind === 'delivered' ? 'delivered' : 'pending'},
                locked_until = NULL, lease = NULL,
                next_attempt_at = ${outcome.kind === 'retry' ? outcome.at : null},
                delivered_at = ${outcome.kind === 'delivered' ? attempt.attemptedAt : null}
            WHERE id = ${delivery.id} AND lease = ${delivery.lease} AND status = 'pending'
            RETURNING id, endpoint_id, resource_id, event_created_at, event_id, next_attempt_at
          ), deferred AS (
            -- The claim holds later events of the resource back until this retry anyway; not due
            -- before it, they are not walked past by every claim in the meantime.
            UPDATE deliveries later SET next_attempt_at = u.next_attempt_at
            FROM updated u
            WHERE (later.endpoint_id || ' ' || later.resource_id) = (u.endpoint_id || ' ' || u.resource_id)
              AND later.resource_id IS NOT NULL
              AND later.status = 'pending' AND later.next_attempt_at < u.next_attempt_at
              AND (later.event_created_at, later.event_id) > (u.event_created_at, u.event_id)
          )
          INSERT INTO delivery_attempts (delivery_id, tenant_id, environment, attempted_at, status_code, duration_ms, error)
          SELECT id, ${delivery.tenantId}, ${delivery.environment}, ${attempt.attemptedAt}, ${attempt.statusCode},
                 ${attempt.durationMs}, ${attempt.error}
          FROM updated
          RETURNING delivery_id AS id`.execute(db);
        return r.rows.length > 0;
      }
      return db.transaction().execute(async (trx) => {
        // 410 and the last attempt: the delivery fails, with effects beyond its own row.
        const attemptNo = delivery.attempts + 1;
        const updated = await sql`
          UPDATE deliveries
          SET attempts = ${attemptNo}, status = 'failed', locked_until = NULL, lease = NULL, next_attempt_at = NULL
          WHERE id = ${delivery.id} AND lease = ${delivery.lease} AND status = 'pending'
          RETURNING id`.execute(trx);
        if (updated.rows.length === 0) return false;
        await sql`
          INSERT INTO delivery_attempts (delivery_id, tenant_id, environment, attempted_at, status_code, duration_ms, error)
          VALUES (${delivery.id}, ${delivery.tenantId}, ${delivery.environment}, ${attempt.attemptedAt},
                  ${attempt.statusCode}, ${attempt.durationMs}, ${attempt.error})`.execute(trx);
        if (outcome.kind === 'gone') {
          // 410: the receiver says this URL is gone for good. Nothing more is sent to it.
          await sql`
            UPDATE endpoints SET status = 'disabled', updated_at = now()
            WHERE id = ${delivery.endpointId} AND tenant_id = ${delivery.tenantId}
              AND environment = ${delivery.environment} AND status = 'enabled'`.execute(trx);
          await sql`
            UPDATE deliveries SET status = 'cancelled', next_attempt_at = NULL
            WHERE endpoint_id = ${delivery.endpointId} AND status = 'pending' AND id <> ${delivery.id}
              AND tenant_id = ${delivery.tenantId} AND environment = ${delivery.environment}`.execute(trx);
        }
        if (outcome.kind === 'exhausted') {
          await writeEvent(
            trx,
            deliveryExhausted.event(
              { tenantId: delivery.tenantId, environment: delivery.environment },
              {
                delivery_id: delivery.id,
                event_id: delivery.eventId,
                event_type: delivery.eventType,
                endpoint_id: delivery.endpointId,
                endpoint_url: delivery.url,
                attempts: attemptNo,
                last_status_code: attempt.statusCode,
                last_error: attempt.error,
              },
            ),
          );
        }
        return true;
      });
    },
  };
}
