import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { applyRateLimit, RateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const logger = createLogger('rate-limit-test', 'silent');
const limiters: RateLimiter[] = [];
after(() => {
  for (const limiter of limiters) limiter.close();
});

/** A budget of `budget` requests per minute: a slow machine still counts inside one window. */
function limiter(prefix: string, budget: number, redisUrl = REDIS_URL): RateLimiter {
  const created = new RateLimiter({
    rates: { test: budget / 60, live: budget / 60 },
    windowSeconds: 60,
    redisUrl,
    prefix,
    logger,
  });
  limiters.push(created);
  return created;
}

test('two gateway replicas share one budget per key through Redis', async () => {
  const prefix = `rl_${randomUUID()}`;
  const [a, b] = [limiter(prefix, 5), limiter(prefix, 5)];
  await Promise.all([a.connected, b.connected]);
  const outcomes = [];
  for (let i = 0; i < 6; i++) outcomes.push(await (i % 2 === 0 ? a : b).take('key_1', 'test'));
  assert.deepEqual(
    outcomes.map((o) => o?.allowed),
    [true, true, true, true, true, false],
  );
  assert.equal(outcomes[4]?.remaining, 0);
  // Another key, and the other environment, have budgets of their own.
  assert.equal((await b.take('key_2', 'test'))?.allowed, true);
  assert.equal((await a.take('key_1', 'live'))?.allowed, true);
});

test('past the limit: RateLimit-* headers and RATE_LIMITED with retry_after', async () => {
  const a = limiter(`rl_${randomUUID()}`, 1);
  await a.connected;
  const headers = new Map<string, string>();
  applyRateLimit(await a.take('key_1', 'test'), (k, v) => headers.set(k, v));
  assert.equal(headers.get('RateLimit-Limit'), '1');
  assert.equal(headers.get('RateLimit-Remaining'), '0');
  assert.ok(Number(headers.get('RateLimit-Reset')) > 0);
  const limited = await a.take('key_1', 'test');
  assert.throws(
    () => applyRateLimit(limited, () => undefined),
    (err: unknown) =>
      err instanceof AppError &&
      err.code === 'RATE_LIMITED' &&
      Number(err.details?.['retry_after']) >= 1 &&
      Number(err.details?.['retry_after']) <= 60,
  );
});

test('a rate of 0 turns the limit off', async () => {
  const off = new RateLimiter({ rates: { test: 0, live: 0 }, prefix: 'rl_off', logger });
  for (let i = 0; i < 1000; i++) assert.equal(await off.take('key_1', 'test'), undefined);
});

test('Redis unreachable: requests are still counted, per replica, and never fail', async () => {
  const down = limiter(`rl_${randomUUID()}`, 2, 'redis://127.0.0.1:1');
  const outcomes = [];
  for (let i = 0; i < 3; i++) outcomes.push((await down.take('key_1', 'test'))?.allowed);
  assert.deepEqual(outcomes, [true, true, false]);
});
