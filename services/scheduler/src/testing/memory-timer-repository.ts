import type { TimerRepository } from '../domain/ports.ts';
import type { TimerRequest, TimerScope, TimerState } from '../domain/timer.ts';

export interface StoredTimer extends TimerState {
  request: TimerRequest;
}

/** The repository contract in memory, for use-case tests without a database. */
export class MemoryTimerRepository implements TimerRepository {
  readonly timers = new Map<string, StoredTimer>();
  readonly cancellations = new Map<string, Date>();
  readonly locked: string[] = [];

  private key(scope: TimerScope, timerKey: string, source = ''): string {
    return `${scope.tenantId}/${scope.environment}/${source}/${timerKey}`;
  }

  async lockKey(scope: TimerScope, timerKey: string): Promise<void> {
    this.locked.push(this.key(scope, timerKey));
  }

  async findForUpdate(scope: TimerScope, timerKey: string): Promise<TimerState | undefined> {
    const stored = this.timers.get(this.key(scope, timerKey));
    return stored && { ...stored };
  }

  async latestCancellation(scope: TimerScope, source: string, timerKey: string): Promise<Date | undefined> {
    return this.cancellations.get(this.key(scope, timerKey, source));
  }

  async save(request: TimerRequest, cancelledAt: Date | null): Promise<void> {
    const key = this.key(request.scope, request.timerKey);
    if (this.timers.get(key)?.firedAt) return;
    this.timers.set(key, {
      request,
      source: request.source,
      requestedAt: request.requestedAt,
      firedAt: null,
      cancelledAt,
    });
  }

  async recordCancellation(c: { scope: TimerScope; source: string; timerKey: string; requestedAt: Date }) {
    const key = this.key(c.scope, c.timerKey, c.source);
    const current = this.cancellations.get(key);
    if (!current || current < c.requestedAt) this.cancellations.set(key, c.requestedAt);
  }

  async markCancelled(scope: TimerScope, timerKey: string, now: Date): Promise<void> {
    const stored = this.timers.get(this.key(scope, timerKey));
    if (stored && !stored.firedAt) stored.cancelledAt = now;
  }

  /** Stands in for the fire loop. */
  fire(scope: TimerScope, timerKey: string, now: Date): void {
    const stored = this.timers.get(this.key(scope, timerKey));
    if (stored && !stored.firedAt && !stored.cancelledAt) stored.firedAt = now;
  }

  get(scope: TimerScope, timerKey: string): StoredTimer | undefined {
    return this.timers.get(this.key(scope, timerKey));
  }
}
