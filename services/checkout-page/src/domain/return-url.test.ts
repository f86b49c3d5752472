import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReturnUrl } from './return-url.ts';

const params = { status: 'confirmed', paymentId: 'pay_123' };

describe('buildReturnUrl', () => {
  it('adds status and payment_id', () => {
    assert.equal(
      buildReturnUrl('https://shop.example.com/done', params),
      'https://shop.example.com/done?status=confirmed&payment_id=pay_123',
    );
  });

  it('keeps existing query parameters and the fragment', () => {
    assert.equal(
      buildReturnUrl('https://shop.example.com/done?order=7&lang=es#top', params),
      'https://shop.example.com/done?order=7&lang=es&status=confirmed&payment_id=pay_123#top',
    );
  });

  it('replaces a status or payment_id already present', () => {
    assert.equal(
      buildReturnUrl('https://shop.example.com/?status=fake&payment_id=pay_other', params),
      'https://shop.example.com/?status=confirmed&payment_id=pay_123',
    );
  });

  it('accepts custom app schemes', () => {
    assert.equal(
      buildReturnUrl('miapp://checkout/result?x=1', params),
      'miapp://checkout/result?x=1&status=confirmed&payment_id=pay_123',
    );
    assert.equal(
      buildReturnUrl('com.tienda.app:/pago', params),
      'com.tienda.app:/pago?status=confirmed&payment_id=pay_123',
    );
  });

  it('encodes the values', () => {
    assert.equal(
      buildReturnUrl('https://shop.example.com/', { status: 'a b&c', paymentId: 'p=1' }),
      'https://shop.example.com/?status=a+b%26c&payment_id=p%3D1',
    );
  });

  it('refuses what is not a URL or would run code', () => {
    assert.equal(buildReturnUrl(null, params), null);
    assert.equal(buildReturnUrl('', params), null);
    assert.equal(buildReturnUrl('/relative/path', params), null);
    assert.equal(buildReturnUrl('javascript:alert(1)', params), null);
    assert.equal(buildReturnUrl('JavaScript:alert(1)', params), null);
    assert.equal(buildReturnUrl('data:text/html,<script>alert(1)</script>', params), null);
  });
});
