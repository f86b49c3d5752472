import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { parseKeyring } from './keyring.ts';
import { openToken, sealToken } from './token-cipher.ts';

const key = () => randomBytes(32).toString('base64');

function keyring(spec: string) {
  const parsed = parseKeyring(spec);
  assert.ok(parsed.ok);
  return parsed.keyring;
}

describe('token cipher', () => {
  it('seals under the newest key and opens again; the sealed bytes never contain the token', () => {
    const ring = keyring(`k2:${key()},k1:${key()}`);
    const sealed = sealToken(ring, 'card_1', 'tok_secret_value');
    assert.equal(sealed.keyId, 'k2');
    assert.ok(!sealed.sealed.toString('latin1').includes('tok_secret_value'));
    assert.equal(openToken(ring, 'card_1', sealed), 'tok_secret_value');
  });

  it('rotation: a token sealed under an older key still opens once a newer key writes', () => {
    const old = key();
    const before = keyring(`k1:${old}`);
    const sealed = sealToken(before, 'card_1', 'tok_a');
    const after = keyring(`k2:${key()},k1:${old}`);
    assert.equal(openToken(after, 'card_1', sealed), 'tok_a');
    assert.equal(sealToken(after, 'card_1', 'tok_b').keyId, 'k2');
  });

  it('refuses another card id, another key and tampered bytes', () => {
    const ring = keyring(`k1:${key()}`);
    const sealed = sealToken(ring, 'card_1', 'tok_a');
    assert.throws(() => openToken(ring, 'card_2', sealed), { code: 'INTERNAL' });
    assert.throws(() => openToken(keyring(`k1:${key()}`), 'card_1', sealed), { code: 'INTERNAL' });
    const tampered = Buffer.from(sealed.sealed);
    tampered[tampered.length - 1]! ^= 1;
    assert.throws(() => openToken(ring, 'card_1', { keyId: 'k1', sealed: tampered }), { code: 'INTERNAL' });
    assert.throws(() => openToken(ring, 'card_1', { keyId: 'gone', sealed: sealed.sealed }), {
      code: 'INTERNAL',
    });
  });

  it('parseKeyring refuses short keys, bad ids, duplicates and an empty list', () => {
    assert.equal(parseKeyring('').ok, false);
    assert.equal(parseKeyring(`k1:${randomBytes(16).toString('base64')}`).ok, false);
    assert.equal(parseKeyring(`bad id:${key()}`).ok, false);
    const k = key();
    assert.equal(parseKeyring(`k1:${k},k1:${k}`).ok, false);
  });
});
