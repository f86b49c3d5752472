import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { applyRateLimit, RateLimiter, type RateLimiterOptions } from './rate-limit.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const logger = createLogger('rate-limit-test', 'silent');
const limiters: RateLimiter[] = [];
after(() => {
  for (const limiter of limiters) limiter.close();
});

function limiter(options: Partial<RateLimiterOptions> & { prefix: string }): RateLimiter {
  const created = new RateLimiter({ rates: { test: 5, live: 5 }, redisUrl: REDIS_URL, logger, ...options });
  limiters.push(created);
  return created;
}

async function ready(): Promise<void> {
  // The first command waits for the connection; no offline queue means it must be up first.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

test('two gateway replicas share one budget per key through Redis', async () => {
  const prefix = `rl_${randomUUID()}`;
  const [a, b] = [limiter({ prefix }), limiter({ prefix })];
  await ready();
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
  const a = limiter({ prefix: `rl_${randomUUID()}`, rates: { test: 1, live: 0 } });
  await ready();
  const headers = new Map<string, string>();
  applyRateLimit(await a.take('key_1', 'test'), (k, v) => headers.set(k, v));
  assert.deepEqual(Object.fromEntries(headers), {
    'RateLimit-Limit': '1',
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': '1',
  });
  const limited = await a.take('key_1', 'test');
  assert.throws(
    () => applyRateLimit(limited, () => undefined),
    (err: unknown) =>
      err instanceof AppError && err.code === 'RATE_LIMITED' && err.details?.['retry_after'] === 1,
  );
  // A rate of 0 turns the limit off.
  assert.equal(await a.take('key_1', 'live'), undefined);
});

test('Redis unreachable: requests are still counted, per replica, and never fail', async () => {
  const down = limiter({
    prefix: `rl_${randomUUID()}`,
    redisUrl: 'redis://127.0.0.1:1',
    rates: { test: 2, live: 2 },
  });
  const outcomes = [];
  for (let i = 0; i < 3; i++) outcomes.push((await down.take('key_1', 'test'))?.allowed);
  assert.deepEqual(outcomes, [true, true, false]);
});
