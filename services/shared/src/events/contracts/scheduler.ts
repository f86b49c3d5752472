import { z } from 'zod';
import { defineEvent } from './define.ts';

/**
 * The timer protocol: any service asks the scheduler for a timer with `<source>.timer.requested`
 * (and withdraws it with `<source>.timer.cancelled`) on its own stream; the scheduler answers with
 * `scheduler.timer.fired` on stream SCHEDULER.
 */
export const SCHEDULER_STREAM = 'scheduler';

const token = z.string().min(1).max(255);
const instant = z.iso.datetime({ offset: true });

export const timerRequestPayload = z.object({
  timer_key: token,
  fire_at: instant,
  kind: token,
  resource_id: token,
});
export const timerCancelPayload = z.object({ timer_key: token });

export const timerRequested = (source: string) =>
  defineEvent(`${source}.timer.requested`, timerRequestPayload);
export const timerCancelled = (source: string) =>
  defineEvent(`${source}.timer.cancelled`, timerCancelPayload);

export const timerFired = defineEvent(
  'scheduler.timer.fired',
  z.object({
    timer_key: token,
    kind: token,
    resource_id: token,
    fire_at: instant,
    // Always sent by the scheduler; optional so a consumer never depends on when or by whom.
    fired_at: instant.optional(),
    source: token.optional(),
  }),
);
