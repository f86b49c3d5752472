import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasPrefix, newId, randomToken } from './ids.ts';

// Copied on purpose: a change to the alphabet changes every id format and should fail here.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghijkmnopqrstvwxyz';
const TOKEN = new RegExp(`^[${ALPHABET}]{24}$`);

describe('ids', () => {
  it('is the prefix, an underscore and 24 symbols of the alphabet', () => {
    const id = newId('cus');
    assert.match(id, /^cus_/);
    assert.equal(id.length, 'cus_'.length + 24);
    assert.match(id.slice(4), TOKEN);
  });

  it('randomToken honours the requested length', () => {
    for (const length of [1, 10, 24, 100]) {
      const token = randomToken(length);
      assert.equal(token.length, length);
      assert.match(token, new RegExp(`^[${ALPHABET}]+$`));
    }
  });

  it('never repeats across 10k ids, not even in the first 8 random symbols', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('evt'));
    assert.equal(new Set(ids).size, ids.length);
    // Ids are random from the first symbol: nothing sequential or time-ordered an attacker could walk.
    const heads = new Set(ids.map((id) => id.slice(4, 12)));
    assert.equal(heads.size, ids.length);
  });

  it('uses every symbol about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) for (const c of randomToken()) counts.set(c, (counts.get(c) ?? 0) + 1);
    assert.equal(counts.size, ALPHABET.length);
    const expected = (10_000 * 24) / ALPHABET.length;
    for (const [symbol, count] of counts) {
      assert.ok(Math.abs(count - expected) / expected < 0.1, `${symbol}: ${count} vs ~${expected}`);
    }
  });

  it('hasPrefix needs the exact prefix, its underscore and a body', () => {
    const id = newId('cus');
    assert.equal(hasPrefix(id, 'cus'), true);
    assert.equal(hasPrefix(id, 'cu'), false);
    assert.equal(hasPrefix(id, 'cust'), false);
    assert.equal(hasPrefix('cus_', 'cus'), false);
    assert.equal(hasPrefix('cusX123', 'cus'), false);
  });
});
