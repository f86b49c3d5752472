import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManualClock } from '@gateway/shared/clock.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { FireLoop } from './fire-loop.ts';
import type { TimerFiring } from './ports.ts';
import type { FiredTimer } from './timer.ts';

const logger = createLogger('scheduler-test', 'silent');

/** Due timers as fire_at instants; firing takes them in order, like the claim query. */
function fakeFiring(dueAt: Date[]): TimerFiring & { calls: Date[] } {
  const pending = [...dueAt].sort((a, b) => a.getTime() - b.getTime());
  const calls: Date[] = [];
  return {
    calls,
    async fireDue(now, limit) {
      calls.push(now);
      const due = pending.filter((at) => at <= now).slice(0, limit);
      pending.splice(0, due.length);
      return due.map(
        (fireAt, i): FiredTimer => ({
          scope: { tenantId: 'ten_1', environment: 'test' },
          source: 'payments',
          timerKey: `k${i}`,
          kind: 'k',
          resourceId: 'r',
          fireAt,
          firedAt: now,
        }),
      );
    },
  };
}

test('only timers due by the clock fire; moving the clock fires the rest', async () => {
  const clock = new ManualClock('2026-11-21T10:00:00.000Z');
  const firing = fakeFiring([new Date('2026-11-21T09:59:00Z'), new Date('2026-11-21T10:05:00Z')]);
  const loop = new FireLoop({ firing, clock, logger, tickMs: 10 });
  assert.equal(await loop.fireDue(), 1);
  assert.equal(await loop.fireDue(), 0);
  clock.advance(5 * 60_000);
  assert.equal(await loop.fireDue(), 1);
});

test('an explicit instant overrides the clock', async () => {
  const clock = new ManualClock('2026-11-21T10:00:00.000Z');
  const firing = fakeFiring([new Date('2026-11-21T11:00:00Z')]);
  const loop = new FireLoop({ firing, clock, logger, tickMs: 10 });
  assert.equal(await loop.fireDue(new Date('2026-11-21T11:00:00Z')), 1);
});

test('a full batch is followed at once by the next one', async () => {
  const clock = new ManualClock('2026-11-21T10:00:00.000Z');
  const firing = fakeFiring(Array.from({ length: 5 }, () => new Date('2026-11-21T09:00:00Z')));
  const loop = new FireLoop({ firing, clock, logger, tickMs: 10, batchSize: 2 });
  assert.equal(await loop.fireDue(), 5);
  assert.equal(firing.calls.length, 3);
});

test('the loop ticks, survives failures, and stop waits for it', async () => {
  const clock = new ManualClock('2026-11-21T10:00:00.000Z');
  let calls = 0;
  const firing: TimerFiring = {
    async fireDue() {
      calls++;
      if (calls === 2) throw new Error('database went away');
      return [];
    },
  };
  const loop = new FireLoop({ firing, clock, logger, tickMs: 5 });
  loop.start();
  const deadline = Date.now() + 2000;
  while (calls < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  await loop.stop();
  const after = calls;
  assert.ok(after >= 4, `ticked ${after} times`);
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(calls, after);
});
