import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exhaustedEmail, receiptEmail, throttleDecision } from './notifications.ts';

const at = (iso: string) => new Date(iso);

describe('throttle', () => {
  it('sends the first, suppresses inside the window, sends again after it', () => {
    const hour = 3_600_000;
    assert.equal(throttleDecision(null, at('2026-11-23T12:00:00Z'), hour), 'send');
    assert.equal(throttleDecision(at('2026-11-23T12:00:00Z'), at('2026-11-23T12:59:59Z'), hour), 'suppress');
    assert.equal(throttleDecision(at('2026-11-23T12:00:00Z'), at('2026-11-23T13:00:00Z'), hour), 'send');
  });
});

describe('e-mails', () => {
  const context = {
    tenantName: 'Shop',
    environment: 'live',
    suppressed: 0,
    baseUrl: 'https://pay.example.com',
  };

  it('exhaustion: what happened, where, and where to look', () => {
    const email = exhaustedEmail(
      {
        event_id: 'evt_1',
        event_type: 'payment.confirmed',
        endpoint_url: 'https://shop.example.com/hook',
        endpoint_id: 'we_1',
        attempts: 10,
        last_status_code: 500,
        last_error: null,
      },
      { ...context, suppressed: 3 },
    );
    assert.match(email.subject, /could not be delivered to https:\/\/shop\.example\.com\/hook/);
    assert.match(email.text, /evt_1/);
    assert.match(email.text, /10 attempts/);
    assert.match(email.text, /HTTP 500/);
    assert.match(email.text, /3 more like this/);
    assert.match(email.text, /https:\/\/pay\.example\.com\/v1\/events\/evt_1\/redeliver/);
  });

  it('receipt review names the payment and the amount', () => {
    const email = receiptEmail(
      { payment_id: 'pay_1', reference: 'order-9', amount: '150000.00', currency: 'PYG' },
      context,
    );
    assert.match(email.text, /pay_1/);
    assert.match(email.text, /order-9, 150000\.00 PYG/);
    assert.doesNotMatch(email.text, /more like this/);
  });
});
