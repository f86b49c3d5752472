import assert from 'node:assert/strict';
import { test } from 'node:test';
import { credentials, makeGenericClientConstructor } from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { sql } from 'kysely';
import { SchedulerHarness, sleep } from './testing/harness.ts';

const inMs = (ms: number) => new Date(Date.now() + ms);

type HealthClient = {
  check(
    request: { service: string },
    options: { deadline: number },
    callback: (err: Error | null, response?: { status: string }) => void,
  ): void;
  close(): void;
};

function healthStatus(port: number): Promise<string> {
  const Client = makeGenericClientConstructor(healthService, 'Health');
  const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure()) as unknown as HealthClient;
  return new Promise((resolve, reject) => {
    client.check({ service: '' }, { deadline: Date.now() + 2000 }, (err, response) => {
      client.close();
      if (err) reject(err);
      else resolve(response?.status ?? 'UNKNOWN');
    });
  });
}

test('a timer fires once, on time, and the service reports SERVING', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  const app = await h.startScheduler();
  const fireAt = inMs(1500);
  await h.requestTimer({ key: 'pay_1:expiry', fireAt, resourceId: 'pay_1' });

  await h.waitFor(() => h.firedFor('pay_1:expiry').length > 0, 5000, 'the timer to fire');
  const [fired] = h.firedFor('pay_1:expiry');
  assert.ok(fired);
  assert.ok(new Date(fired.payload.fired_at) >= fireAt, 'never early');
  assert.ok(fired.receivedAt - fireAt.getTime() < 2000, `late by ${fired.receivedAt - fireAt.getTime()} ms`);
  assert.deepEqual(
    { ...fired.payload, fired_at: undefined },
    {
      timer_key: 'pay_1:expiry',
      kind: 'payment.expiry',
      resource_id: 'pay_1',
      fire_at: fireAt.toISOString(),
      fired_at: undefined,
      source: 'payments',
    },
  );
  assert.equal(fired.envelope.type, 'scheduler.timer.fired');
  assert.equal(fired.envelope.tenant_id, 'ten_harness');
  assert.equal(fired.envelope.environment, 'test');

  await sleep(1000);
  assert.equal(h.firedFor('pay_1:expiry').length, 1);
  assert.equal(await healthStatus(app.grpcPort), 'SERVING');
});

test('a timer already due when it arrives fires at once', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  await h.startScheduler();
  const published = Date.now();
  await h.requestTimer({ key: 'overdue', fireAt: new Date(published - 60_000) });
  await h.waitFor(() => h.firedFor('overdue').length > 0, 5000, 'the overdue timer');
  const [fired] = h.firedFor('overdue');
  assert.ok(fired && fired.receivedAt - published < 1500, 'fired within a tick or two');
});

test('a redelivered request and a repeated key make one timer that fires once', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  await h.startScheduler();
  const fireAt = inMs(1200);
  const first = await h.requestTimer({ key: 'dup', fireAt });
  // The same event stored twice on the stream (a different Nats-Msg-Id defeats JetStream's dedupe).
  await h.publish(first.type, first, `${first.id}-again`);
  // The same key asked for again by a new event.
  await h.requestTimer({ key: 'dup', fireAt });

  await h.waitFor(() => h.firedFor('dup').length > 0, 5000, 'the timer to fire');
  await sleep(1000);
  assert.equal(h.firedFor('dup').length, 1);
  const timers = await h.db.selectFrom('timers').select('timer_key').execute();
  assert.deepEqual(timers, [{ timer_key: 'dup' }]);
  const inbox = await sql<{ n: number }>`SELECT count(*)::int AS n FROM inbox`.execute(h.db);
  assert.equal(inbox.rows[0]?.n, 2, 'two distinct events applied, the redelivery skipped');
  const stream = await h.nats.jsm.streams.info(streamName(h.namespace, 'payments'));
  assert.equal(stream.state.messages, 3, 'all three messages reached the consumer');
});

test('two schedulers on one database fire each of 50 timers exactly once', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  await Promise.all([h.startScheduler(), h.startScheduler()]);
  const fireAt = inMs(1500);
  const keys = Array.from({ length: 50 }, (_, i) => `many_${i}`);
  await Promise.all(keys.map((key) => h.requestTimer({ key, fireAt })));

  await h.waitFor(() => h.fired.length >= 50, 10_000, '50 fired events');
  await sleep(1000);
  assert.equal(h.fired.length, 50);
  assert.deepEqual(new Set(h.fired.map((f) => f.payload.timer_key)), new Set(keys));
  const outbox = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM outbox WHERE type = 'scheduler.timer.fired'
  `.execute(h.db);
  assert.equal(outbox.rows[0]?.n, 50);
});

test('a timer due while the scheduler is down fires once after it restarts', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  const first = await h.startScheduler();
  const fireAt = inMs(1500);
  await h.requestTimer({ key: 'survivor', fireAt });
  await h.waitFor(
    async () => (await h.db.selectFrom('timers').select('timer_key').execute()).length === 1,
    5000,
    'the timer to be stored',
  );
  await h.stopScheduler(first);

  await sleep(Math.max(0, fireAt.getTime() - Date.now()) + 500);
  assert.equal(h.firedFor('survivor').length, 0, 'nothing fires while stopped');

  const restarted = Date.now();
  await h.startScheduler();
  await h.waitFor(() => h.firedFor('survivor').length > 0, 5000, 'the timer after restart');
  assert.ok((h.firedFor('survivor')[0]?.receivedAt ?? 0) - restarted < 2000);
  await sleep(1000);
  assert.equal(h.firedFor('survivor').length, 1);
});

test('a cancelled timer never fires, even when the cancellation overtakes the request', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  await h.startScheduler();
  const fireAt = inMs(1000);

  await h.requestTimer({ key: 'cancelled', fireAt, resourceId: 'pay_c' });
  await h.waitFor(
    async () => (await h.db.selectFrom('timers').select('timer_key').execute()).length === 1,
    5000,
    'the timer to be stored',
  );
  await h.cancelTimer('cancelled');

  // The source asked, then cancelled; the cancellation reaches the scheduler first.
  const askedAt = new Date();
  await h.cancelTimer('overtaken', new Date(askedAt.getTime() + 5));
  await sleep(200);
  await h.requestTimer({ key: 'overtaken', fireAt, occurredAt: askedAt });

  await h.requestTimer({ key: 'control', fireAt });
  await h.waitFor(() => h.firedFor('control').length > 0, 5000, 'the control timer');
  await sleep(1000);
  assert.deepEqual(
    h.fired.map((f) => f.payload.timer_key),
    ['control'],
  );
  const cancelled = await h.db
    .selectFrom('timers')
    .select('timer_key')
    .where('cancelled_at', 'is not', null)
    .orderBy('timer_key')
    .execute();
  assert.deepEqual(cancelled, [{ timer_key: 'cancelled' }, { timer_key: 'overtaken' }]);
});

test('an invalid request is dead-lettered and does not hold up valid ones', async (t) => {
  const h = await SchedulerHarness.create();
  t.after(() => h.close());
  await h.startScheduler();
  await h.publish('payments.timer.requested', { payload: { timer_key: 'bad', fire_at: 'soon' } });
  await h.requestTimer({ key: 'good', fireAt: inMs(0) });
  await h.waitFor(() => h.firedFor('good').length > 0, 5000, 'the valid timer');
  await h.waitFor(
    async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM dead_letters`.execute(h.db)).rows[0]?.n === 1,
    5000,
    'the dead letter',
  );
  assert.equal(h.firedFor('bad').length, 0);
});
