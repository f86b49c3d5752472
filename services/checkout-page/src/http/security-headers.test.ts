import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formCsp, frameAncestors, newNonce, pageCsp } from './security-headers.ts';

describe('pageCsp', () => {
  it('allows only nonce scripts and styles and lets the target origins frame the page', () => {
    assert.equal(
      pageCsp('abc', ['https://shop.example.com', 'http://127.0.0.1:3000']),
      "default-src 'none'; script-src 'nonce-abc'; style-src 'nonce-abc'; img-src 'self' data:; " +
        "frame-src 'self'; form-action 'self'; connect-src 'self'; base-uri 'none'; " +
        'frame-ancestors https://shop.example.com http://127.0.0.1:3000',
    );
  });

  it("falls back to 'self' when no target origin is listed", () => {
    assert.match(pageCsp('abc', []), /frame-ancestors 'self'$/);
  });

  it('never lets a malformed origin inject a directive', () => {
    assert.equal(frameAncestors(['https://a.com; script-src *', 'https://b.com']), 'https://b.com');
    assert.equal(frameAncestors(['*']), "'self'");
  });
});

describe('formCsp', () => {
  it('is framed by our own page, itself inside the target origins', () => {
    assert.match(
      formCsp('n1', ['https://shop.example.com']),
      /script-src 'nonce-n1'; style-src 'nonce-n1';.*frame-ancestors 'self' https:\/\/shop\.example\.com$/,
    );
    assert.match(formCsp('n1', []), /frame-ancestors 'self'$/);
  });
});

describe('newNonce', () => {
  it('is fresh and base64', () => {
    const a = newNonce();
    assert.match(a, /^[A-Za-z0-9+/]{22}==$/);
    assert.notEqual(a, newNonce());
  });
});
