import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { Authenticator, hashKey, type Principal } from './authenticator.ts';

const principal: Principal = { tenantId: 'ten_1', environment: 'test', keyId: 'key_1' };
const KEY = `sk_test_${'a'.repeat(32)}`;

function counting(result: Principal | AppError) {
  const calls: string[] = [];
  const verify = async (secret: string) => {
    calls.push(secret);
    if (result instanceof AppError) throw result;
    return result;
  };
  return { calls, verify };
}

test('rejects missing, non-Bearer and malformed keys without asking accounts', async () => {
  const { calls, verify } = counting(principal);
  const auth = new Authenticator(verify, 1000);
  for (const header of [
    undefined,
    '',
    `Basic ${KEY}`,
    'Bearer sk_prod_abc',
    'Bearer',
    `Bearer ${KEY} extra`,
  ]) {
    await assert.rejects(
      auth.authenticate(header),
      (e: unknown) => e instanceof AppError && e.code === 'UNAUTHORIZED',
    );
  }
  assert.equal(calls.length, 0);
});

test('caches a verified key until its TTL, and eviction by hash or key id forgets it at once', async () => {
  let now = 0;
  const { calls, verify } = counting(principal);
  const auth = new Authenticator(verify, 1000, () => now);
  assert.deepEqual(await auth.authenticate(`Bearer ${KEY}`), principal);
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 1);
  now = 1001;
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 2);
  auth.evict({ keyHash: hashKey(KEY) });
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 3);
  auth.evict({ keyId: 'key_1' });
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 4);
});

test('accounts being unavailable is neither cached nor counted as a failed guess', async () => {
  const { calls, verify } = counting(new AppError('UNAVAILABLE', 'down'));
  const auth = new Authenticator(verify, 60_000, Date.now, { failuresPerMinute: 1, negativeTtlMs: 60_000 });
  for (let i = 0; i < 3; i++)
    await assert.rejects(
      auth.authenticate(`Bearer ${KEY}`),
      (e: unknown) => (e as AppError).code === 'UNAVAILABLE',
    );
  assert.equal(calls.length, 3);
});

test('unknown keys are remembered by hash: a repeated guess never reaches accounts again', async () => {
  let now = 0;
  const { calls, verify } = counting(new AppError('UNAUTHORIZED', 'Invalid API key.'));
  const auth = new Authenticator(verify, 1000, () => now, { failuresPerMinute: 0, negativeTtlMs: 60_000 });
  for (let i = 0; i < 5; i++) await assert.rejects(auth.authenticate(`Bearer ${KEY}`, '198.51.100.1'));
  assert.equal(calls.length, 1);
  now += 60_001;
  await assert.rejects(auth.authenticate(`Bearer ${KEY}`, '198.51.100.1'));
  assert.equal(calls.length, 2);
});

test('failures are throttled per client address; a cached valid key still passes', async () => {
  let now = 0;
  const good = `sk_test_${'g'.repeat(32)}`;
  const auth = new Authenticator(
    async (secret) => {
      if (secret === good) return principal;
      throw new AppError('UNAUTHORIZED', 'Invalid API key.');
    },
    60_000,
    () => now,
    { failuresPerMinute: 3, negativeTtlMs: 60_000 },
  );
  await auth.authenticate(`Bearer ${good}`, '198.51.100.1');
  const guess = (i: number) => `Bearer sk_test_${String(i).padStart(32, 'x')}`;
  for (let i = 0; i < 3; i++)
    await assert.rejects(
      auth.authenticate(guess(i), '198.51.100.1'),
      (e: unknown) => (e as AppError).code === 'UNAUTHORIZED',
    );
  await assert.rejects(
    auth.authenticate(guess(99), '198.51.100.1'),
    (e: unknown) =>
      e instanceof AppError && e.code === 'RATE_LIMITED' && (e.details?.['retry_after'] as number) >= 1,
  );
  await assert.rejects(
    auth.authenticate('Bearer nonsense', '198.51.100.1'),
    (e: unknown) => (e as AppError).code === 'RATE_LIMITED',
  );
  assert.deepEqual(await auth.authenticate(`Bearer ${good}`, '198.51.100.1'), principal);
  await assert.rejects(
    auth.authenticate(guess(7), '203.0.113.9'),
    (e: unknown) => (e as AppError).code === 'UNAUTHORIZED',
  );
  now += 20_000;
  await assert.rejects(
    auth.authenticate(guess(8), '198.51.100.1'),
    (e: unknown) => (e as AppError).code === 'UNAUTHORIZED',
  );
});
