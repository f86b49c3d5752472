import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryTimerRepository } from '../testing/memory-timer-repository.ts';
import { cancelTimer } from './cancel-timer.ts';
import { requestTimer } from './request-timer.ts';
import { type TimerCancellation, TimerKeyConflictError, type TimerRequest } from './timer.ts';

const scope = { tenantId: 'ten_1', environment: 'test' as const };
const now = new Date('2026-11-21T10:00:05.000Z');
const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, second));

const request = (
  requestedSecond: number,
  fireSecond = 30,
  over: Partial<TimerRequest> = {},
): TimerRequest => ({
  scope,
  source: 'payments',
  timerKey: 'k1',
  kind: 'payment.expiry',
  resourceId: 'pay_1',
  fireAt: at(fireSecond),
  requestedAt: at(requestedSecond),
  ...over,
});

const cancellation = (requestedSecond: number, over: Partial<TimerCancellation> = {}): TimerCancellation => ({
  scope,
  source: 'payments',
  timerKey: 'k1',
  requestedAt: at(requestedSecond),
  ...over,
});

test('a new key is scheduled; asking again moves its deadline', async () => {
  const repo = new MemoryTimerRepository();
  assert.equal(await requestTimer(repo, request(1, 30), now), 'scheduled');
  assert.equal(await requestTimer(repo, request(2, 40), now), 'rescheduled');
  assert.deepEqual(repo.get(scope, 'k1')?.request.fireAt, at(40));
  assert.equal(repo.locked.length, 2);
});

test('an older request arriving late does not move the deadline back', async () => {
  const repo = new MemoryTimerRepository();
  await requestTimer(repo, request(2, 40), now);
  assert.equal(await requestTimer(repo, request(1, 30), now), 'superseded');
  assert.deepEqual(repo.get(scope, 'k1')?.request.fireAt, at(40));
});

test('a fired timer is final', async () => {
  const repo = new MemoryTimerRepository();
  await requestTimer(repo, request(1), now);
  repo.fire(scope, 'k1', now);
  assert.equal(await requestTimer(repo, request(3, 50), now), 'already_fired');
  assert.equal(await cancelTimer(repo, cancellation(4), now), 'already_fired');
  assert.deepEqual(repo.get(scope, 'k1')?.firedAt, now);
});

test('a cancellation stops a pending timer', async () => {
  const repo = new MemoryTimerRepository();
  await requestTimer(repo, request(1), now);
  assert.equal(await cancelTimer(repo, cancellation(2), now), 'cancelled');
  assert.equal(await cancelTimer(repo, cancellation(3), now), 'already_cancelled');
  assert.deepEqual(repo.get(scope, 'k1')?.cancelledAt, now);
});

test('a cancellation that arrives before its request still cancels it', async () => {
  const repo = new MemoryTimerRepository();
  assert.equal(await cancelTimer(repo, cancellation(2), now), 'pending_request');
  assert.equal(await requestTimer(repo, request(1), now), 'cancelled');
  assert.ok(repo.get(scope, 'k1')?.cancelledAt);
});

test('a request made after a cancellation re-arms the key, in either arrival order', async () => {
  const inOrder = new MemoryTimerRepository();
  await requestTimer(inOrder, request(1), now);
  await cancelTimer(inOrder, cancellation(2), now);
  assert.equal(await requestTimer(inOrder, request(3, 50), now), 'rescheduled');
  assert.equal(inOrder.get(scope, 'k1')?.cancelledAt, null);

  const reversed = new MemoryTimerRepository();
  await requestTimer(reversed, request(3, 50), now);
  assert.equal(await cancelTimer(reversed, cancellation(2), now), 'superseded');
  assert.equal(await requestTimer(reversed, request(1), now), 'superseded');
  assert.equal(reversed.get(scope, 'k1')?.cancelledAt, null);
  assert.deepEqual(reversed.get(scope, 'k1')?.request.fireAt, at(50));
});

test('a key belongs to the source that requested it first', async () => {
  const repo = new MemoryTimerRepository();
  await requestTimer(repo, request(1), now);
  await assert.rejects(
    requestTimer(repo, request(2, 30, { source: 'sessions' }), now),
    TimerKeyConflictError,
  );
  await assert.rejects(
    cancelTimer(repo, cancellation(2, { source: 'sessions' }), now),
    TimerKeyConflictError,
  );
});

test('keys of different tenants never meet', async () => {
  const repo = new MemoryTimerRepository();
  await requestTimer(repo, request(1), now);
  const other = { tenantId: 'ten_2', environment: 'test' as const };
  assert.equal(await requestTimer(repo, request(1, 30, { scope: other }), now), 'scheduled');
  assert.equal(await cancelTimer(repo, cancellation(2, { scope: other }), now), 'cancelled');
  assert.equal(repo.get(scope, 'k1')?.cancelledAt, null);
});
