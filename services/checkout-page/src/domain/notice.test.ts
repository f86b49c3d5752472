import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkoutFixture } from './fixtures.ts';
import { closedNotice, expiredNotice, unknownNotice } from './notice.ts';

describe('notices', () => {
  it('answers 404 for an unknown link and 410 for a dead one', () => {
    assert.equal(unknownNotice().httpStatus, 404);
    assert.equal(expiredNotice(checkoutFixture()).httpStatus, 410);
    assert.equal(closedNotice(checkoutFixture({ status: 'cancelled' })).httpStatus, 410);
  });

  it('sends a confirmed payment back through return_url', () => {
    const notice = closedNotice(
      checkoutFixture({
        status: 'confirmed',
        returnUrl: 'https://shop.example.com/ok',
        cancelUrl: 'https://shop.example.com/ko',
      }),
    );
    assert.equal(notice.link?.href, 'https://shop.example.com/ok?status=confirmed&payment_id=pay_123');
  });

  it('sends an expired link back through cancel_url, defaulting to return_url', () => {
    assert.equal(
      expiredNotice(checkoutFixture({ cancelUrl: 'https://shop.example.com/ko' })).link?.href,
      'https://shop.example.com/ko?status=expired&payment_id=pay_123',
    );
    assert.equal(
      expiredNotice(checkoutFixture({ returnUrl: 'miapp://back' })).link?.href,
      'miapp://back?status=expired&payment_id=pay_123',
    );
  });

  it('offers no link when the merchant gave none', () => {
    assert.equal(expiredNotice(checkoutFixture()).link, null);
    assert.equal(expiredNotice(null).link, null);
  });
});
