import { activeTraceContext } from '@gateway/shared/telemetry.ts';
import { type Kysely, sql } from 'kysely';
import type { TimerRepository } from '../domain/ports.ts';
import type { TimerScope } from '../domain/timer.ts';
import type { SchedulerDatabase } from './schema.ts';

// Two-key advisory locks live apart from single-key ones (kysely's migration lock among them).
const TIMER_LOCK_CLASS = 5054;

/** Repository over one transaction (a Transaction is a Kysely): use it inside the consumer's. */
export function createTimerRepository(db: Kysely<SchedulerDatabase>): TimerRepository {
  const byKey = (scope: TimerScope, timerKey: string) =>
    db
      .selectFrom('timers')
      .where('tenant_id', '=', scope.tenantId)
      .where('environment', '=', scope.environment)
      .where('timer_key', '=', timerKey);

  return {
    async lockKey(scope, timerKey) {
      // A hash collision only serialises two unrelated keys for a moment.
      const key = `${scope.tenantId}/${scope.environment}/${timerKey}`;
      await sql`SELECT pg_advisory_xact_lock(${TIMER_LOCK_CLASS}, hashtext(${key}))`.execute(db);
    },

    async findForUpdate(scope, timerKey) {
      const row = await byKey(scope, timerKey)
        .select(['source', 'requested_at', 'fired_at', 'cancelled_at'])
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        source: row.source,
        requestedAt: row.requested_at,
        firedAt: row.fired_at,
        cancelledAt: row.cancelled_at,
      };
    },

    async latestCancellation(scope, source, timerKey) {
      const row = await db
        .selectFrom('timer_cancellations')
        .select('requested_at')
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('source', '=', source)
        .where('timer_key', '=', timerKey)
        .executeTakeFirst();
      return row?.requested_at;
    },

    async save(request, cancelledAt, now) {
      await db
        .insertInto('timers')
        .values({
          tenant_id: request.scope.tenantId,
          environment: request.scope.environment,
          timer_key: request.timerKey,
          source: request.source,
          kind: request.kind,
          resource_id: request.resourceId,
          fire_at: request.fireAt,
          requested_at: request.requestedAt,
          created_at: now,
          updated_at: now,
          fired_at: null,
          cancelled_at: cancelledAt,
          trace_context: JSON.stringify(activeTraceContext()),
        })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'environment', 'timer_key'])
            .doUpdateSet((eb) => ({
              kind: eb.ref('excluded.kind'),
              resource_id: eb.ref('excluded.resource_id'),
              fire_at: eb.ref('excluded.fire_at'),
              requested_at: eb.ref('excluded.requested_at'),
              cancelled_at: eb.ref('excluded.cancelled_at'),
              updated_at: eb.ref('excluded.updated_at'),
              trace_context: eb.ref('excluded.trace_context'),
            }))
            // The use-case decided under the row lock; this only guards against misuse.
            .where('timers.fired_at', 'is', null),
        )
        .execute();
    },

    async recordCancellation(cancellation, now) {
      await db
        .insertInto('timer_cancellations')
        .values({
          tenant_id: cancellation.scope.tenantId,
          environment: cancellation.scope.environment,
          source: cancellation.source,
          timer_key: cancellation.timerKey,
          requested_at: cancellation.requestedAt,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'environment', 'source', 'timer_key']).doUpdateSet({
            requested_at: sql`GREATEST(timer_cancellations.requested_at, excluded.requested_at)`,
          }),
        )
        .execute();
    },

    async markCancelled(scope, timerKey, now) {
      await db
        .updateTable('timers')
        .set({ cancelled_at: now, updated_at: now })
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('timer_key', '=', timerKey)
        .where('fired_at', 'is', null)
        .execute();
    },
  };
}
