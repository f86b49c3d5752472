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

test('an unknown key is not cached', async () => {
  const { calls, verify } = counting(new AppError('UNAUTHORIZED', 'no'));
  const auth = new Authenticator(verify, 60_000);
  await assert.rejects(auth.authenticate(`Bearer ${KEY}`));
  await assert.rejects(auth.authenticate(`Bearer ${KEY}`));
  assert.equal(calls.length, 2);
});
