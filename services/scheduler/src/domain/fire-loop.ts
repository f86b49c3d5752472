import type { Clock } from '@gateway/shared/clock.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { TimerFiring } from './ports.ts';

export interface FireLoopOptions {
  firing: TimerFiring;
  clock: Clock;
  logger: Logger;
  tickMs: number;
  batchSize?: number;
}

const MAX_BACKOFF_MS = 5000;

/**
 * Fires due timers every tick. "Due" is judged by the injected clock, so tests can fire a timer
 * by moving a manual clock instead of sleeping; replicas compare against their own clocks, so
 * their skew (NTP keeps it to milliseconds) is how early or late a timer can fire.
 */
export class FireLoop {
  private readonly options: Required<FireLoopOptions>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(options: FireLoopOptions) {
    this.options = { batchSize: 200, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Waits for the batch in flight, so nothing is half-fired when the process exits. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Fires everything due at `now` (the clock's time unless a test passes one); returns the count. */
  async fireDue(now?: Date): Promise<number> {
    const { firing, clock, batchSize, logger } = this.options;
    let total = 0;
    for (;;) {
      const fired = await firing.fireDue(now ?? clock.now(), batchSize);
      total += fired.length;
      for (const timer of fired) {
        logger.debug(
          {
            tenant_id: timer.scope.tenantId,
            timer_key: timer.timerKey,
            late_ms: timer.firedAt.getTime() - timer.fireAt.getTime(),
          },
          'timer fired',
        );
      }
      // A full batch means more may be due: keep going rather than wait a tick.
      if (fired.length < batchSize) return total;
    }
  }

  private async run(): Promise<void> {
    const { tickMs, logger } = this.options;
    let delay = tickMs;
    while (this.running) {
      try {
        await this.fireDue();
        delay = tickMs;
      } catch (err) {
        delay = Math.min(delay * 2, MAX_BACKOFF_MS);
        logger.warn({ err, retry_in_ms: delay }, 'firing due timers failed');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, delay).unref();
      });
    }
  }
}
