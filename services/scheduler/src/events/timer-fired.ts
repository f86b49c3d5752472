import { timerFired } from '@gateway/shared/events/contracts/scheduler.ts';
import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Transaction } from 'kysely';
import type { SchedulerDatabase } from '../db/schema.ts';
import type { FiredTimer } from '../domain/timer.ts';

export function timerFiredPayload(timer: FiredTimer) {
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
  await writeEvent(trx, timerFired.event(timer.scope, timerFiredPayload(timer), timer.firedAt));
}
