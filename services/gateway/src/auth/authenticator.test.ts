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
  // Refusing a malformed or already refused key needs no lookup, so it stays a 401.
  for (const refused of ['Bearer nonsense', undefined, guess(0)])
    await assert.rejects(
      auth.authenticate(refused, '198.51.100.1'),
      (e: unknown) => (e as AppError).code === 'UNAUTHORIZED',
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

test('concurrent requests with the same uncached key make one verification', async () => {
  let release: (p: Principal) => void = () => undefined;
  const calls: string[] = [];
  const auth = new Authenticator((secret) => {
    calls.push(secret);
    return new Promise<Principal>((resolve) => {
      release = resolve;
    });
  }, 30_000);
  const waiting = Array.from({ length: 50 }, () => auth.authenticate(`Bearer ${KEY}`));
  release(principal);
  assert.deepEqual(await Promise.all(waiting), Array(50).fill(principal));
  assert.equal(calls.length, 1);
});

test('a key in use is re-verified in the background before it expires, so no request waits for accounts', async () => {
  let now = 0;
  const { calls, verify } = counting(principal);
  const auth = new Authenticator(verify, 1000, () => now);
  await auth.authenticate(`Bearer ${KEY}`);
  now = 700;
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 1, 'early in its TTL the cached answer is used alone');
  now = 850;
  await auth.authenticate(`Bearer ${KEY}`);
  await auth.authenticate(`Bearer ${KEY}`);
  await new Promise((r) => setImmediate(r));
  assert.equal(calls.length, 2, 'one refresh in the last fifth of the TTL');
  now = 1500;
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(calls.length, 2, 'the refresh extended the entry from 850 to 1850');
});

test('a key revoked while its refresh is in flight is not cached again by that refresh', async () => {
  let now = 0;
  const answers: ((p: Principal) => void)[] = [];
  const auth = new Authenticator(
    () =>
      new Promise<Principal>((resolve) => {
        answers.push(resolve);
      }),
    1000,
    () => now,
  );
  const first = auth.authenticate(`Bearer ${KEY}`);
  answers[0]!(principal);
  await first;
  now = 900;
  await auth.authenticate(`Bearer ${KEY}`);
  assert.equal(answers.length, 2, 'the background refresh started');
  auth.evict({ keyId: 'key_1' });
  answers[1]!(principal);
  await new Promise((r) => setImmediate(r));
  const next = auth.authenticate(`Bearer ${KEY}`);
  assert.equal(answers.length, 3, 'the revoked key is verified again, not served from the refresh');
  answers[2]!(principal);
  await next;
});

test('a refresh that finds the key revoked drops it: the next request is refused', async () => {
  let now = 0;
  let answer: Principal | AppError = principal;
  const auth = new Authenticator(
    async () => {
      if (answer instanceof AppError) throw answer;
      return answer;
    },
    1000,
    () => now,
  );
  await auth.authenticate(`Bearer ${KEY}`);
  answer = new AppError('UNAUTHORIZED', 'Invalid API key.');
  now = 900;
  await auth.authenticate(`Bearer ${KEY}`);
  await new Promise((r) => setImmediate(r));
  await assert.rejects(
    auth.authenticate(`Bearer ${KEY}`),
    (e: unknown) => e instanceof AppError && e.code === 'UNAUTHORIZED',
  );
});
