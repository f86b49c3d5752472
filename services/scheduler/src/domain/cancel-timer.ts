import type { TimerRepository } from './ports.ts';
import { cancellationWins, type TimerCancellation, TimerKeyConflictError } from './timer.ts';

export type CancelOutcome =
  | 'cancelled'
  | 'pending_request'
  | 'already_fired'
  | 'already_cancelled'
  | 'superseded';

/**
 * Cancels a pending timer. The cancellation is remembered either way, so a request for the key
 * that was made earlier but arrives later stays cancelled.
 */
export async function cancelTimer(
  repo: TimerRepository,
  cancellation: TimerCancellation,
  now: Date,
): Promise<CancelOutcome> {
  const { scope, timerKey } = cancellation;
  await repo.lockKey(scope, timerKey);
  const existing = await repo.findForUpdate(scope, timerKey);
  if (existing && existing.source !== cancellation.source) {
    throw new TimerKeyConflictError(`timer key ${timerKey} belongs to ${existing.source}`);
  }
  await repo.recordCancellation(cancellation, now);
  if (!existing) return 'pending_request';
  if (existing.firedAt) return 'already_fired';
  if (existing.cancelledAt) return 'already_cancelled';
  if (!cancellationWins(cancellation.requestedAt, existing.requestedAt)) return 'superseded';
  await repo.markCancelled(scope, timerKey, now);
  return 'cancelled';
}
