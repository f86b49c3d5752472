import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAbsoluteOrigin, isReturnUrl } from './urls.ts';

describe('isAbsoluteOrigin', () => {
  const cases: [string, boolean][] = [
    ['https://shop.example.com', true],
    ['http://localhost:3000', true],
    ['https://shop.example.com:8443', true],
    ['http://127.0.0.1:8080', true],
    ['https://shop.example.com/', false],
    ['https://shop.example.com/checkout', false],
    ['https://shop.example.com?x=1', false],
    ['https://*.example.com', false],
    ['*', false],
    ['shop.example.com', false],
    ['https://SHOP.example.com', false],
    ['https://shop.example.com:443', false],
    ['https://user:pw@shop.example.com', false],
    ['myapp://shop', false],
    ['file:///etc/passwd', false],
    ['', false],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} → ${expected}`, () => assert.equal(isAbsoluteOrigin(value), expected));
  }
});

describe('isReturnUrl', () => {
  const cases: [string, boolean][] = [
    ['https://shop.example.com/done', true],
    ['http://localhost:3000/return?x=1', true],
    ['myapp://x', true],
    ['com.shop.app://payment/done', true],
    ['com.shop.app:/payment/done', true],
    ['https:/shop.example.com/done', false],
    ['javascript://alert(1)', false],
    ['data://text/html,hi', false],
    ['file:///etc/passwd', false],
    ['https://', false],
    ['/relative/path', false],
    ['shop.example.com/done', false],
    ['mailto:a@b.c', false],
    [`https://x.com/${'a'.repeat(2100)}`, false],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value.slice(0, 40))} → ${expected}`, () =>
      assert.equal(isReturnUrl(value), expected));
  }
});
