import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cancellationWins,
  type IncomingTimerEvent,
  InvalidTimerError,
  parseTimerCancellation,
  parseTimerRequest,
} from './timer.ts';

const event = (
  payload: Record<string, unknown>,
  over: Partial<IncomingTimerEvent> = {},
): IncomingTimerEvent => ({
  source: 'payments',
  tenantId: 'ten_1',
  environment: 'test',
  occurredAt: '2026-11-21T10:00:00.000Z',
  payload,
  ...over,
});

const valid = {
  timer_key: 'payment:pay_1:expiry',
  fire_at: '2026-11-21T10:15:00-03:00',
  kind: 'payment.expiry',
  resource_id: 'pay_1',
};

test('a timer request becomes a scoped timer with the source and both instants', () => {
  const request = parseTimerRequest(event(valid));
  assert.deepEqual(request, {
    scope: { tenantId: 'ten_1', environment: 'test' },
    source: 'payments',
    timerKey: 'payment:pay_1:expiry',
    kind: 'payment.expiry',
    resourceId: 'pay_1',
    fireAt: new Date('2026-11-21T13:15:00.000Z'),
    requestedAt: new Date('2026-11-21T10:00:00.000Z'),
  });
});

test('a request without an offset, a field or a tenant is invalid for good', () => {
  const bad = [
    event({ ...valid, fire_at: '2026-11-21T10:15:00' }),
    event({ ...valid, fire_at: 'tomorrow' }),
    event({ ...valid, timer_key: '' }),
    event({ ...valid, kind: 7 }),
    event({ timer_key: 'k', fire_at: valid.fire_at, kind: 'x' }),
    event(valid, { tenantId: '' }),
    event(valid, { occurredAt: 'yesterday' }),
  ];
  for (const input of bad) assert.throws(() => parseTimerRequest(input), InvalidTimerError);
});

test('a cancellation needs only the key', () => {
  const cancellation = parseTimerCancellation(event({ timer_key: 'k1' }));
  assert.equal(cancellation.timerKey, 'k1');
  assert.deepEqual(cancellation.requestedAt, new Date('2026-11-21T10:00:00.000Z'));
  assert.throws(() => parseTimerCancellation(event({})), InvalidTimerError);
});

test('a cancellation wins over requests made at the same instant or earlier', () => {
  const at = new Date('2026-11-21T10:00:00.000Z');
  assert.equal(cancellationWins(at, at), true);
  assert.equal(cancellationWins(at, new Date(at.getTime() - 1)), true);
  assert.equal(cancellationWins(at, new Date(at.getTime() + 1)), false);
});
