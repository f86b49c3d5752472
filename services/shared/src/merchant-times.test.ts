import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paraguayTimes } from './merchant-times.ts';

test('every _at field, nested or in a list, is rendered on the Paraguayan clock', () => {
  const body = {
    data: [
      {
        id: 'pay_1',
        created_at: '2026-11-25T06:54:42.218Z',
        confirmed_at: null,
        expired_at: '2023-07-01T12:00:00.000Z',
        checkout: { checkout_url: 'https://x/y', expires_at: '2023-12-01T12:00:00.000Z' },
        receipts: [{ id: 'rcp_1', created_at: '2026-11-25T06:54:42.000Z' }],
        amount: '1000.00',
      },
    ],
    meta: { next_cursor: null, per_page: 20 },
  };
  assert.deepEqual(paraguayTimes(body), {
    data: [
      {
        id: 'pay_1',
        created_at: '2026-11-25T03:54:42.218-03:00',
        confirmed_at: null,
        expired_at: '2023-07-01T08:00:00.000-04:00',
        checkout: { checkout_url: 'https://x/y', expires_at: '2023-12-01T09:00:00.000-03:00' },
        receipts: [{ id: 'rcp_1', created_at: '2026-11-25T03:54:42.000-03:00' }],
        amount: '1000.00',
      },
    ],
    meta: { next_cursor: null, per_page: 20 },
  });
});

test('what merchants or webhooks wrote is returned as it was, even under an _at key', () => {
  const metadata = JSON.parse(
    '{"__proto__":{"paid_at":"2026-01-01T00:00:00Z"},"shipped_at":"2026-01-01T00:00:00Z"}',
  );
  const body = {
    data: {
      created_at: '2026-11-25T06:54:42.218Z',
      metadata,
      customer_data: { seen_at: '2026-01-01T00:00:00Z' },
      provider_data: { authorized_at: '2026-01-01T00:00:00Z' },
      payload: { event: 'payment.expired', expired_at: '2026-01-01T00:00:00.000Z' },
    },
  };
  const out = paraguayTimes(body) as { data: Record<string, unknown> };
  assert.equal(out.data['created_at'], '2026-11-25T03:54:42.218-03:00');
  assert.equal(out.data['metadata'], metadata);
  assert.deepEqual(out.data['customer_data'], { seen_at: '2026-01-01T00:00:00Z' });
  assert.deepEqual(out.data['provider_data'], { authorized_at: '2026-01-01T00:00:00Z' });
  assert.deepEqual(out.data['payload'], { event: 'payment.expired', expired_at: '2026-01-01T00:00:00.000Z' });
});

test('a key that is not a datetime, a file body and odd values pass unchanged', () => {
  const file = Buffer.from('%PDF');
  assert.equal(paraguayTimes(file), file);
  assert.deepEqual(paraguayTimes({ expires: '12/30', status_at: 'unknown', n_at: 3 }), {
    expires: '12/30',
    status_at: 'unknown',
    n_at: 3,
  });
  assert.equal(paraguayTimes(null), null);
  const proto = paraguayTimes(JSON.parse('{"__proto__":{"a_at":"x"}}')) as object;
  assert.deepEqual(Object.keys(proto), ['__proto__']);
});
