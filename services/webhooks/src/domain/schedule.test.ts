import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCHEDULE, nextStep, parseRetryAfter, parseSchedule } from './schedule.ts';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('retry schedule (contracts 4)', () => {
  it('the default is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h', () => {
    const h = 3_600_000;
    assert.deepEqual(parseSchedule(DEFAULT_SCHEDULE), [
      5000,
      300_000,
      1_800_000,
      2 * h,
      5 * h,
      10 * h,
      14 * h,
      20 * h,
      24 * h,
    ]);
    assert.throws(() => parseSchedule('5x'));
  });

  it('2xx delivers, 410 is gone, others retry on the schedule until the last attempt', () => {
    const schedule = [1000, 2000];
    assert.deepEqual(nextStep({ statusCode: 204, retryAfterMs: null }, 1, schedule, now), {
      kind: 'delivered',
    });
    assert.deepEqual(nextStep({ statusCode: 410, retryAfterMs: null }, 1, schedule, now), { kind: 'gone' });
    assert.deepEqual(nextStep({ statusCode: 500, retryAfterMs: null }, 1, schedule, now), {
      kind: 'retry',
      at: new Date(now.getTime() + 1000),
    });
    assert.deepEqual(nextStep({ statusCode: null, retryAfterMs: null }, 2, schedule, now), {
      kind: 'retry',
      at: new Date(now.getTime() + 2000),
    });
    assert.deepEqual(nextStep({ statusCode: 302, retryAfterMs: null }, 3, schedule, now), {
      kind: 'exhausted',
    });
  });

  it('Retry-After lengthens the scheduled wait, in seconds or as a date, capped at a day', () => {
    assert.equal(parseRetryAfter('30', now), 30_000);
    assert.equal(parseRetryAfter('Mon, 23 Nov 2026 12:01:00 GMT', now), 60_000);
    assert.equal(parseRetryAfter('9999999', now), 24 * 3_600_000);
    assert.equal(parseRetryAfter('soon', now), null);
    assert.equal(parseRetryAfter(undefined, now), null);
    assert.deepEqual(nextStep({ statusCode: 429, retryAfterMs: 30_000 }, 1, [1000], now), {
      kind: 'retry',
      at: new Date(now.getTime() + 30_000),
    });
  });

  it('Retry-After never shortens the schedule, so a short one cannot spend every attempt at once', () => {
    const schedule = parseSchedule(DEFAULT_SCHEDULE);
    let at = now;
    for (let attempt = 1; attempt <= schedule.length; attempt++) {
      const step = nextStep({ statusCode: 503, retryAfterMs: 1000 }, attempt, schedule, at);
      assert.equal(step.kind, 'retry');
      if (step.kind === 'retry') at = step.at;
    }
    assert.equal(
      nextStep({ statusCode: 503, retryAfterMs: 1000 }, schedule.length + 1, schedule, at).kind,
      'exhausted',
    );
    const days = (at.getTime() - now.getTime()) / 86_400_000;
    assert.ok(
      days > 3,
      `the last attempt comes ${days.toFixed(2)} days after the first, as the schedule says`,
    );
  });
});
