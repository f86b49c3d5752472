import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, newToken, passwordProblem, tokenHash, verifyPassword } from './passwords.ts';

test('a password verifies against its scrypt hash only; the hash never contains it', async () => {
  const stored = await hashPassword('correct horse battery');
  assert.match(stored, /^scrypt\$32768\$8\$1\$/);
  assert.ok(!stored.includes('correct horse'));
  assert.equal(await verifyPassword('correct horse battery', stored), true);
  assert.equal(await verifyPassword('correct horse batterY', stored), false);
  assert.equal(await verifyPassword('correct horse battery', null), false);
  assert.notEqual(await hashPassword('correct horse battery'), stored, 'salted');
});

test('tokens are random and stored as their SHA-256; short passwords are refused', () => {
  const a = newToken();
  assert.notEqual(a.token, newToken().token);
  assert.equal(a.hash, tokenHash(a.token));
  assert.ok(passwordProblem('short'));
  assert.equal(passwordProblem('long enough password'), undefined);
});
