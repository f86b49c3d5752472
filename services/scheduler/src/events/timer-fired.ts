import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Transaction } from 'kysely';
import type { SchedulerDatabase } from '../db/schema.ts';
import type { FiredTimer } from '../domain/timer.ts';
import { TIMER_FIRED } from './subjects.ts';

export function timerFiredPayload(timer: FiredTimer): Record<string, unknown> {
  return {
    timer_key: timer.timerKey,
    kind: timer.kind,
    resource_id: timer.resourceId,
    fire_at: timer.fireAt.toISOString(),
    fired_at: timer.firedAt.toISOString(),
    source: timer.source,
  };
}

export async function announceFired(trx: Transaction<SchedulerDatabase>, timer: FiredTimer): Promise<void> {
  await writeEvent(trx, {
    type: TIMER_FIRED,
    tenantId: timer.scope.tenantId,
    environment: timer.scope.environment,
    payload: timerFiredPayload(timer),
    occurredAt: timer.firedAt,
  });
}
