import { withSpan } from '@gateway/shared/telemetry.ts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { TimerFiring } from '../domain/ports.ts';
import type { FiredTimer } from '../domain/timer.ts';
import type { SchedulerDatabase, TimersTable } from './schema.ts';

/** Records the fired event in the firing transaction (the outbox row). */
export type AnnounceFired = (trx: Transaction<SchedulerDatabase>, timer: FiredTimer) => Promise<void>;

type FiredRow = Pick<
  Selectable<TimersTable>,
  | 'tenant_id'
  | 'environment'
  | 'timer_key'
  | 'source'
  | 'kind'
  | 'resource_id'
  | 'fire_at'
  | 'fired_at'
  | 'trace_context'
>;

/**
 * Claims due timers across all tenants (the one query that must not filter by tenant) and fires
 * them. SKIP LOCKED lets replicas split the work; the fired_at mark and the outbox row commit
 * together, so a timer fires once or, if the transaction fails, not yet.
 */
export function createTimerFiring(db: Kysely<SchedulerDatabase>, announce: AnnounceFired): TimerFiring {
  return {
    fireDue(now, limit) {
      return db.transaction().execute(async (trx) => {
        const claimed = await sql<FiredRow>`
          WITH due AS (
            SELECT tenant_id, environment, timer_key FROM timers
            WHERE fire_at <= ${now} AND fired_at IS NULL AND cancelled_at IS NULL
            ORDER BY fire_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE timers t SET fired_at = ${now}, updated_at = ${now}
          FROM due
          WHERE t.tenant_id = due.tenant_id AND t.environment = due.environment AND t.timer_key = due.timer_key
          RETURNING t.tenant_id, t.environment, t.timer_key, t.source, t.kind, t.resource_id, t.fire_at, t.fired_at,
                    t.trace_context
        `.execute(trx);
        // Announced in deadline order, which the relay keeps on the stream.
        const rows = claimed.rows.sort(
          (a, b) => a.fire_at.getTime() - b.fire_at.getTime() || a.timer_key.localeCompare(b.timer_key),
        );
        const fired: FiredTimer[] = [];
        for (const row of rows) {
          const timer = toFiredTimer(row);
          // In the trace of the request that set it: a payment's expiry reads as part of its story.
          await withSpan('scheduler.fire_timer', row.trace_context, { 'timer.kind': timer.kind }, () =>
            announce(trx, timer),
          );
          fired.push(timer);
        }
        return fired;
      });
    },
  };
}

function toFiredTimer(row: FiredRow): FiredTimer {
  if (!row.fired_at) throw new Error('claimed timer has no fired_at');
  return {
    scope: { tenantId: row.tenant_id, environment: row.environment },
    source: row.source,
    timerKey: row.timer_key,
    kind: row.kind,
    resourceId: row.resource_id,
    fireAt: row.fire_at,
    firedAt: row.fired_at,
  };
}
