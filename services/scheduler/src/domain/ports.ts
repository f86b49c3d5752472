import type { FiredTimer, TimerCancellation, TimerRequest, TimerScope, TimerState } from './timer.ts';

/** One transaction's view of the timers; the use-cases decide, the repository stores. */
export interface TimerRepository {
  /** Serialises everything that touches one key until the transaction ends. */
  lockKey(scope: TimerScope, timerKey: string): Promise<void>;
  /** The stored timer, locked so the fire loop skips it until the transaction ends. */
  findForUpdate(scope: TimerScope, timerKey: string): Promise<TimerState | undefined>;
  /** When the source last asked to cancel this key, if it ever did. */
  latestCancellation(scope: TimerScope, source: string, timerKey: string): Promise<Date | undefined>;
  /** Inserts the timer or replaces the pending one's schedule. */
  save(request: TimerRequest, cancelledAt: Date | null, now: Date): Promise<void>;
  /** Remembers a cancellation even before its request arrives (keeps the latest). */
  recordCancellation(cancellation: TimerCancellation, now: Date): Promise<void>;
  markCancelled(scope: TimerScope, timerKey: string, now: Date): Promise<void>;
}

export interface TimerFiring {
  /**
   * Marks up to `limit` timers due at `now` as fired and records their events in the same
   * transaction; timers another replica is firing are skipped, never waited for.
   */
  fireDue(now: Date, limit: number): Promise<FiredTimer[]>;
}
