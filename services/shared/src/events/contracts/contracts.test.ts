import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PoisonMessageError } from '../consumer.ts';
import type { EventEnvelope } from '../envelope.ts';
import { apiKeyRevoked } from './accounts.ts';
import { PAYMENT_EVENTS, paymentTimerRequested } from './payments.ts';
import { timerFired } from './scheduler.ts';

const scope = { tenantId: 'ten_1', environment: 'test' as const };
const revoked = {
  key_id: 'key_1',
  key_hash: 'abc',
  tenant_id: 'ten_1',
  environment: 'test' as const,
  revoked_at: '2026-11-23T06:00:00.000Z',
};
const envelope = (type: string, payload: Record<string, unknown>): EventEnvelope => ({
  id: 'evt_1',
  type,
  occurred_at: '2026-11-23T06:00:00.000Z',
  tenant_id: 'ten_1',
  environment: 'test',
  payload,
});

describe('event contracts', () => {
  it('a producer builds the event with its type, scope and time, and cannot write a payload that breaks it', () => {
    const at = new Date('2026-11-23T06:00:00.000Z');
    assert.deepEqual(apiKeyRevoked.event(scope, revoked, at), {
      type: 'accounts.api_key.revoked',
      tenantId: 'ten_1',
      environment: 'test',
      payload: revoked,
      occurredAt: at,
    });
    assert.throws(() => apiKeyRevoked.event(scope, { ...revoked, key_hash: '' }));
    assert.throws(() =>
      paymentTimerRequested.event(scope, {
        timer_key: 'k',
        fire_at: 'tomorrow',
        kind: 'x',
        resource_id: 'p',
      }),
    );
  });

  it('a field the contract does not list is written, not dropped', () => {
    const event = apiKeyRevoked.event(scope, { ...revoked, reason: 'leaked' } as typeof revoked);
    assert.equal(event.payload['reason'], 'leaked');
  });

  it('a consumer gets the validated payload; a wrong type or a broken payload is poison', () => {
    assert.deepEqual(apiKeyRevoked.parse(envelope('accounts.api_key.revoked', revoked)), revoked);
    assert.throws(
      () => apiKeyRevoked.parse(envelope('accounts.api_key.created', revoked)),
      PoisonMessageError,
    );
    assert.throws(
      () => timerFired.parse(envelope('scheduler.timer.fired', { kind: 'payment.expire' })),
      (err: Error) => err instanceof PoisonMessageError && /resource_id/.test(err.message),
    );
  });

  it('payments names one contract per event, each on its own subject', () => {
    assert.deepEqual(
      Object.values(PAYMENT_EVENTS).map((c) => c.type),
      [
        'payments.payment.confirmed',
        'payments.payment.failed',
        'payments.payment.expired',
        'payments.payment.cancelled',
        'payments.payment.rejected',
        'payments.payment.reversed',
        'payments.payment.receipt_uploaded',
      ],
    );
  });
});
