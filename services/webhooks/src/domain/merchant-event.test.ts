import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { eventSources, PUBLIC_EVENT_TYPES } from './event-types.ts';
import { toMerchantEvent } from './merchant-event.ts';
import { secretBox } from './secrets.ts';

const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: 'evt_1',
  type,
  occurred_at: '2026-11-23T12:00:00.000Z',
  tenant_id: 'ten_1',
  environment: 'test' as const,
  payload,
});

describe('merchant events', () => {
  it('maps the internal type to the public one, flat, event first', () => {
    const event = toMerchantEvent(
      envelope('payments.payment.confirmed', {
        event: 'payment.confirmed',
        payment_id: 'pay_1',
        amount: '1.00',
      }),
    );
    assert.ok(event);
    assert.equal(event.type, 'payment.confirmed');
    assert.equal(event.body, '{"event":"payment.confirmed","payment_id":"pay_1","amount":"1.00"}');
    assert.equal(event.paymentId, 'pay_1');
    assert.equal(event.cardId, null);
    assert.equal(event.resourceId, 'pay_1');
    assert.equal(event.id, 'evt_1');
  });

  it('card events are flat too and carry their card id', () => {
    const event = toMerchantEvent(
      envelope('cards.card.registered', { card_id: 'card_1', last_four: '1111' }),
    );
    assert.equal(event?.body, '{"event":"card.registered","card_id":"card_1","last_four":"1111"}');
    assert.equal(event?.cardId, 'card_1');
    assert.equal(event?.resourceId, 'card_1');
  });

  it('datetimes are on the Paraguayan clock, metadata as the merchant sent it', () => {
    const event = toMerchantEvent(
      envelope('payments.payment.expired', {
        event: 'payment.expired',
        payment_id: 'pay_1',
        metadata: { shipped_at: '2026-11-25T06:54:42.218Z' },
        expires_at: '2026-11-25T06:54:42.218Z',
        expired_at: '2023-07-01T12:00:00.000Z',
        confirmed_at: null,
        confirmed_after_expiry: false,
      }),
    );
    assert.equal(
      event?.body,
      '{"event":"payment.expired","payment_id":"pay_1","metadata":{"shipped_at":"2026-11-25T06:54:42.218Z"},' +
        '"expires_at":"2026-11-25T03:54:42.218-03:00","expired_at":"2023-07-01T08:00:00.000-04:00",' +
        '"confirmed_at":null,"confirmed_after_expiry":false}',
    );
    assert.equal(event?.createdAt.toISOString(), '2026-11-23T12:00:00.000Z');
  });

  it('internal events merchants do not see are dropped', () => {
    assert.equal(toMerchantEvent(envelope('payments.timer.requested', {})), null);
  });

  it('one consumer per producing aggregate', () => {
    assert.deepEqual(eventSources(), [
      { stream: 'payments', filter: 'payments.payment.*' },
      { stream: 'cards', filter: 'cards.card.*' },
    ]);
    assert.ok(PUBLIC_EVENT_TYPES.includes('payment.receipt_uploaded'));
  });
});

describe('secretBox', () => {
  it('round-trips, never stores the clear text and refuses a tampered value', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('whsec_abc');
    assert.ok(!sealed.includes('abc'));
    assert.equal(box.open(sealed), 'whsec_abc');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('whsec_xyz').toString('base64');
    assert.throws(() => box.open(parts.join('.')));
    assert.throws(() => secretBox(randomBytes(32)).open(sealed));
  });
});
