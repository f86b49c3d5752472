import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { displayPrefix, generateSecret, hashesEqual, hashSecret, secretEnvironment } from './api-keys.ts';

describe('api key secrets', () => {
  it('have the environment prefix and 32 random characters', () => {
    for (const environment of ['test', 'live'] as const) {
      const { secret } = generateSecret(environment);
      assert.match(secret, new RegExp(`^sk_${environment}_[0-9A-Za-z]{32}$`));
      assert.equal(secretEnvironment(secret), environment);
    }
  });

  it('are different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => generateSecret('test').secret));
    assert.equal(secrets.size, 200);
  });

  it('are stored as the SHA-256 hex of the whole secret', () => {
    const { secret, hash } = generateSecret('live');
    assert.equal(hash, createHash('sha256').update(secret).digest('hex'));
    assert.equal(hashSecret('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('show humans only the prefix and four characters', () => {
    const { secret, prefix } = generateSecret('test');
    assert.equal(prefix, `${secret.slice(0, 12)}…`);
    assert.match(prefix, /^sk_test_[0-9A-Za-z]{4}…$/);
    assert.equal(displayPrefix('sk_live_ab12cdef'), 'sk_live_ab12…');
  });

  it('recognise only well-formed secrets', () => {
    const { secret } = generateSecret('test');
    for (const bad of [
      '',
      'sk_test_',
      `${secret}x`,
      secret.slice(0, -1),
      secret.replace('sk_test_', 'sk_prod_'),
      `pk_${secret.slice(3)}`,
    ]) {
      assert.equal(secretEnvironment(bad), undefined, bad);
    }
  });

  it('compare hashes in constant time, rejecting anything malformed', () => {
    const a = hashSecret('one');
    assert.equal(hashesEqual(a, hashSecret('one')), true);
    assert.equal(hashesEqual(a, hashSecret('two')), false);
    assert.equal(hashesEqual(a, a.slice(0, 32)), false);
    assert.equal(hashesEqual('', ''), false);
  });
});
