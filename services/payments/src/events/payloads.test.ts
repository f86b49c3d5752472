import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Payment } from '../domain/payment.ts';
import { TRANSITIONS } from '../domain/transitions.ts';
import { expiryTimerRequest, paymentEvent, paymentPayload, publishable } from './payloads.ts';

const payment: Payment = {
  id: 'pay_1',
  tenantId: 'ten_1',
  environment: 'test',
  reference: 'order-1',
  provider: 'provider_a',
  amount: 150_000n,
  currency: 'PYG',
  status: 'confirmed',
  cardId: null,
  checkoutSessionId: null,
  targetOrigins: ['https://shop.example.com'],
  returnUrl: null,
  cancelUrl: null,
  createdAt: new Date('2026-03-10T15:00:00.000Z'),
  updatedAt: new Date('2026-03-10T16:30:00.000Z'),
  confirmedAt: new Date('2026-03-10T16:30:00.000Z'),
  failedAt: null,
  expiresAt: new Date('2026-03-10T16:00:00.000Z'),
  expiredAt: new Date('2026-03-10T16:00:00.123Z'),
  confirmedAfterExpiry: true,
  recoveredFromStatus: 'expired',
  rejectionReason: null,
  metadataJson: '{"order":77,"tags":["a"]}',
  customerDataJson: '{"customerId":"buyer-1"}',
  providerDataJson: '{"integrity_token":"secret-ish"}',
  customerId: 'cust_1',
  customerExternalId: 'buyer-1',
  providerSessionId: 'pas_1',
  providerFormPath: '/form/pas_1',
  operationNumber: 'op_1',
  providerAttempt: 1,
  checkout: null,
};

describe('payment event payloads (spec 6 rule 2)', () => {
  it('is flat, with the decimal amount, the external customer id and the expiry fields', () => {
    assert.deepEqual(paymentPayload(payment, 'confirmed'), {
      event: 'payment.confirmed',
      payment_id: 'pay_1',
      reference: 'order-1',
      checkout_session_id: null,
      payment_method: 'provider_a',
      amount: '150000.00',
      currency: 'PYG',
      metadata: { order: 77, tags: ['a'] },
      customer_id: 'buyer-1',
      expires_at: '2026-03-10T16:00:00.000Z',
      expired_at: '2026-03-10T16:00:00.123Z',
      confirmed_after_expiry: true,
      recovered_from_status: 'expired',
    });
  });

  it('failed and rejected carry the rejection reason', () => {
    const failed = { ...payment, status: 'failed' as const, rejectionReason: 'card_declined' };
    assert.equal(paymentPayload(failed, 'failed')['rejection_reason'], 'card_declined');
    assert.equal(paymentPayload(failed, 'rejected')['rejection_reason'], 'card_declined');
    assert.ok(!('rejection_reason' in paymentPayload(failed, 'expired')));
  });

  it('never carries provider data, customer data or targets', () => {
    const keys = Object.keys(paymentPayload(payment, 'confirmed')).join(',');
    assert.doesNotMatch(keys, /provider_data|customer_data|integrity|origin|checkout_url/);
  });

  it('null metadata and no customer are explicit nulls', () => {
    const bare = {
      ...payment,
      metadataJson: null,
      customerExternalId: null,
      expiresAt: null,
      expiredAt: null,
    };
    const payload = paymentPayload(bare, 'cancelled');
    assert.equal(payload['metadata'], null);
    assert.equal(payload['customer_id'], null);
    assert.equal(payload['expires_at'], null);
  });

  it('the envelope type and scope come from the payment', () => {
    const at = new Date('2026-03-10T16:30:00.000Z');
    const event = paymentEvent(payment, 'confirmed', at);
    assert.equal(event.type, 'payments.payment.confirmed');
    assert.equal(event.tenantId, 'ten_1');
    assert.equal(event.environment, 'test');
    assert.equal(event.occurredAt, at);
  });

  it('each move names the event of the state it reaches; pending and processing have none', () => {
    const named = new Map(Object.values(TRANSITIONS).map((rule) => [rule.to, rule.emits]));
    for (const s of [
      'confirmed',
      'failed',
      'expired',
      'cancelled',
      'rejected',
      'reversed',
      'receipt_uploaded',
    ] as const) {
      assert.equal(named.get(s), s);
    }
    assert.equal(named.get('pending'), undefined);
    assert.equal(named.get('processing'), undefined);
  });

  it('the deadline timer request', () => {
    const request = expiryTimerRequest({ ...payment, expiresAt: payment.expiresAt! }, payment.createdAt);
    assert.equal(request.type, 'payments.timer.requested');
    assert.deepEqual(request.payload, {
      timer_key: 'payment-expiry:pay_1',
      fire_at: '2026-03-10T16:00:00.000Z',
      kind: 'payment.expire',
      resource_id: 'pay_1',
    });
  });
});

it('metadata stored before the edge refused NUL and lone surrogates still makes a publishable payload', () => {
  const stored = JSON.parse(
    '{"nul":"\\u0000","k\\u0000":"\\ud800x","__proto__":{"deep":["\\udfff"]},"ok":"ñ😀"}',
  );
  assert.equal(
    JSON.stringify(publishable(stored)),
    '{"nul":"\ufffd","k\ufffd":"\ufffdx","__proto__":{"deep":["\ufffd"]},"ok":"ñ😀"}',
  );
});
