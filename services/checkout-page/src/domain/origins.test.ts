import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOrigin, safeOrigins } from './origins.ts';

describe('isOrigin', () => {
  it('accepts scheme, host and port', () => {
    for (const origin of [
      'https://shop.example.com',
      'http://127.0.0.1:3000',
      'capacitor://localhost',
      'http://[::1]:8080',
    ]) {
      assert.equal(isOrigin(origin), true, origin);
    }
  });

  it('refuses paths, wildcards and anything that could break a header', () => {
    for (const value of [
      'https://shop.example.com/',
      'https://shop.example.com/path',
      'https://*.example.com',
      '*',
      "'self'",
      'https://a.com; script-src *',
      'https://a.com https://b.com',
      'shop.example.com',
    ]) {
      assert.equal(isOrigin(value), false, value);
    }
  });
});

describe('safeOrigins', () => {
  it('drops invalid entries and duplicates', () => {
    assert.deepEqual(safeOrigins(['https://a.com', 'bad value', 'https://a.com', 'https://b.com']), [
      'https://a.com',
      'https://b.com',
    ]);
  });
});
