import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { RateLimiter } from './rate-limit.ts';

test('allows a one-second burst at the configured rate, then answers RATE_LIMITED with Retry-After', () => {
  let now = 0;
  const limiter = new RateLimiter(() => now);
  for (let i = 0; i < 5; i++) limiter.take('key_a', 5);
  assert.throws(
    () => limiter.take('key_a', 5),
    (err: unknown) =>
      err instanceof AppError && err.code === 'RATE_LIMITED' && err.details?.['retry_after'] === 1,
  );
  now += 200;
  limiter.take('key_a', 5);
});

test('buckets are per key, and a rate of 0 disables the limit', () => {
  const limiter = new RateLimiter(() => 0);
  for (let i = 0; i < 2; i++) limiter.take('key_a', 2);
  limiter.take('key_b', 2);
  for (let i = 0; i < 10_000; i++) limiter.take('key_c', 0);
  assert.throws(() => limiter.take('key_a', 2));
});
