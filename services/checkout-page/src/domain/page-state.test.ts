import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkoutFixture, NOW } from './fixtures.ts';
import { deadlineOf, formatRemaining, pageState, remainingMs } from './page-state.ts';

describe('pageState', () => {
  it('is open while the payment is pending and the link is alive', () => {
    assert.equal(pageState(checkoutFixture(), NOW), 'open');
  });

  it('stays open after a declined attempt so the buyer can try another card', () => {
    assert.equal(pageState(checkoutFixture({ status: 'failed' }), NOW), 'open');
    assert.equal(pageState(checkoutFixture({ status: 'processing' }), NOW), 'open');
  });

  it('expires at the link expiry, to the millisecond', () => {
    const checkout = checkoutFixture();
    assert.equal(pageState(checkout, new Date(checkout.checkoutExpiresAt.getTime() - 1)), 'open');
    assert.equal(pageState(checkout, checkout.checkoutExpiresAt), 'expired');
  });

  it('never outlives the payment deadline', () => {
    const checkout = checkoutFixture({ paymentExpiresAt: new Date('2026-03-01T12:05:00.000Z') });
    assert.equal(deadlineOf(checkout).toISOString(), '2026-03-01T12:05:00.000Z');
    assert.equal(pageState(checkout, new Date('2026-03-01T12:06:00.000Z')), 'expired');
  });

  it('uses the link expiry when the payment never expires', () => {
    const checkout = checkoutFixture({ paymentExpiresAt: null });
    assert.equal(deadlineOf(checkout), checkout.checkoutExpiresAt);
  });

  it('is expired for an expired payment even before the link expiry', () => {
    assert.equal(pageState(checkoutFixture({ status: 'expired' }), NOW), 'expired');
  });

  it('is closed once the payment is no longer payable', () => {
    for (const status of ['confirmed', 'cancelled', 'rejected', 'reversed', 'receipt_uploaded']) {
      assert.equal(pageState(checkoutFixture({ status }), NOW), 'closed', status);
    }
  });

  it('fails closed on an unreadable expiry', () => {
    const checkout = checkoutFixture({ checkoutExpiresAt: new Date('garbage') });
    assert.equal(pageState(checkout, NOW), 'expired');
    assert.equal(remainingMs(checkout, NOW), 0);
  });
});

describe('formatRemaining', () => {
  it('prints minutes and seconds, rounding up so zero means over', () => {
    assert.equal(formatRemaining(600_000), '10:00');
    assert.equal(formatRemaining(59_001), '01:00');
    assert.equal(formatRemaining(500), '00:01');
    assert.equal(formatRemaining(0), '00:00');
    assert.equal(formatRemaining(-5), '00:00');
    assert.equal(formatRemaining(3_661_000), '1:01:01');
  });
});
