import type { TimerRepository } from './ports.ts';
import { cancellationWins, type TimerRequest, TimerKeyConflictError } from './timer.ts';

export type RequestOutcome = 'scheduled' | 'rescheduled' | 'cancelled' | 'already_fired' | 'superseded';

/**
 * Schedules a timer, or moves a pending one. A fired timer is final (a new deadline needs a new
 * key); a request older than the stored one or than a cancellation of the key changes nothing
 * that could fire.
 */
export async function requestTimer(
  repo: TimerRepository,
  request: TimerRequest,
  now: Date,
): Promise<RequestOutcome> {
  const { scope, timerKey } = request;
  await repo.lockKey(scope, timerKey);
  const existing = await repo.findForUpdate(scope, timerKey);
  if (existing && existing.source !== request.source) {
    throw new TimerKeyConflictError(`timer key ${timerKey} belongs to ${existing.source}`);
  }
  if (existing?.firedAt) return 'already_fired';
  if (existing && existing.requestedAt.getTime() > request.requestedAt.getTime()) return 'superseded';
  const cancelledAt = await repo.latestCancellation(scope, request.source, timerKey);
  const cancelled = cancelledAt !== undefined && cancellationWins(cancelledAt, request.requestedAt);
  // A cancelled row is still written: it records the request and answers later duplicates.
  await repo.save(request, cancelled ? (existing?.cancelledAt ?? now) : null, now);
  if (cancelled) return 'cancelled';
  return existing ? 'rescheduled' : 'scheduled';
}
