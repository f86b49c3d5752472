import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createTestDatabase, type TestDatabase } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { toMerchantEvent } from '../domain/merchant-event.ts';
import { paymentPayload } from '../testing/harness.ts';
import { createDeliveryStore, type DeliveryStore, type DueDelivery } from './delivery-store.ts';
import { recordEvent } from './event-store.ts';
import { migrations, SCHEMA } from './migrations/index.ts';

// The claim on its own, with no worker running: which deliveries it leases, and which it holds back.
let testDb: TestDatabase;
let database: Database<unknown>;
let store: DeliveryStore;
let tenant: string;

before(async () => {
  testDb = await createTestDatabase('whstore');
  database = createDatabase({ url: testDb.url, schema: SCHEMA });
  await migrate(database.db, SCHEMA, migrations);
  store = createDeliveryStore(database.db);
});

after(async () => {
  await database?.close();
  await testDb?.drop();
});

beforeEach(() => {
  tenant = newId('ten');
});

async function endpoint(): Promise<string> {
  const id = newId('we');
  await sql`
    INSERT INTO endpoints (id, tenant_id, environment, url, status, secret_sealed, created_at, updated_at)
    VALUES (${id}, ${tenant}, 'test', 'http://127.0.0.1:9/hook', 'enabled', 'sealed', now(), now())`.execute(
    database.db,
  );
  return id;
}

const T0 = Date.parse('2026-11-25T12:00:00.000Z');

/** Stores an event as the consumer does; `at` is its creation time in ms after T0. */
async function record(type: string, payload: Record<string, unknown>, at: number): Promise<string> {
  const id = newId('evt');
  const event = toMerchantEvent({
    id,
    type,
    occurred_at: new Date(T0 + at).toISOString(),
    tenant_id: tenant,
    environment: 'test',
    payload,
  });
  assert.ok(event);
  await database.db.transaction().execute((trx) => recordEvent(trx, event));
  return id;
}

const payment = (event: string, paymentId: string, at: number) =>
  record(`payments.payment.${event}`, paymentPayload(`payment.${event}`, { payment_id: paymentId }), at);

const card = (event: string, cardId: string, at: number) =>
  record(
    `cards.card.${event}`,
    {
      event: `card.${event}`,
      card_id: cardId,
      customer_id: 'buyer-1',
      status: event,
      provider: 'provider_a',
      brand: null,
      last_four: null,
      expires: null,
    },
    at,
  );

/** Claims everything due of this test's tenant (other tests' leftovers are released untouched). */
async function claim(): Promise<DueDelivery[]> {
  const due = await store.claim(100, 60_000, 16);
  const mine = due.filter((d) => d.tenantId === tenant);
  await store.release(due.filter((d) => d.tenantId !== tenant));
  return mine;
}

/** Each pending delivery's event and next attempt, in event order. */
async function nextAttempts(): Promise<[string, number][]> {
  const r = await sql<{ event_id: string; next_attempt_at: Date }>`
    SELECT event_id, next_attempt_at FROM deliveries
    WHERE tenant_id = ${tenant} AND status = 'pending' ORDER BY event_created_at, event_id`.execute(
    database.db,
  );
  return r.rows.map((row) => [row.event_id, row.next_attempt_at.getTime()]);
}

const keys = (due: DueDelivery[]) => due.map((d) => `${d.endpointId} ${d.eventId}`).sort();

const attempt = { attemptedAt: new Date(), statusCode: 500, durationMs: 1, error: null };

describe('claim: one resource, one endpoint, in event order', () => {
  it('holds a later event back while an earlier one waits, is in flight or in backoff', async () => {
    const ep = await endpoint();
    const pay = newId('pay');
    const first = await payment('receipt_uploaded', pay, 0);
    const second = await payment('confirmed', pay, 1);

    const [leased, ...rest] = await claim();
    assert.deepEqual(rest, [], 'only the earlier event is leased');
    assert.equal(leased!.eventId, first);
    assert.deepEqual(await claim(), [], 'held while the earlier one is in flight');
    await store.release([leased!]);
    const again = await claim();
    assert.deepEqual(
      again.map((d) => d.eventId),
      [first],
      'held while the earlier one waits',
    );

    const retryAt = new Date(Date.now() + 3_600_000);
    await store.finish(again[0]!, attempt, { kind: 'retry', at: retryAt });
    assert.deepEqual(await claim(), [], 'held while the earlier one is in retry backoff');
    const third = await payment('reversed', pay, 2);
    assert.deepEqual(
      await nextAttempts(),
      [
        [first, retryAt.getTime()],
        [second, retryAt.getTime()],
        [third, retryAt.getTime()],
      ],
      'the later ones are not due before the earlier one is retried',
    );
    assert.deepEqual(await claim(), []);

    await sql`UPDATE deliveries SET next_attempt_at = now() WHERE tenant_id = ${tenant}`.execute(database.db);
    const retried = await claim();
    assert.deepEqual(
      retried.map((d) => d.eventId),
      [first],
    );
    await store.finish(retried[0]!, { ...attempt, statusCode: 200 }, { kind: 'delivered' });
    const released = await claim();
    assert.deepEqual(
      released.map((d) => [d.endpointId, d.eventId]),
      [[ep, second]],
      'released once the earlier one is delivered, one at a time',
    );
    await store.finish(released[0]!, { ...attempt, statusCode: 200 }, { kind: 'delivered' });
    assert.deepEqual(
      (await claim()).map((d) => d.eventId),
      [third],
    );
  });

  it('an earlier delivery that finally failed no longer holds the later one', async () => {
    await endpoint();
    const pay = newId('pay');
    const first = await payment('receipt_uploaded', pay, 0);
    const second = await payment('rejected', pay, 1);
    const [leased] = await claim();
    assert.equal(leased?.eventId, first);
    await store.finish(leased!, attempt, { kind: 'exhausted' });
    assert.deepEqual(
      (await claim()).map((d) => d.eventId),
      [second],
    );
  });

  it('orders by when the events were created, not by when they were stored', async () => {
    await endpoint();
    const pay = newId('pay');
    await payment('confirmed', pay, 5);
    const uploaded = await payment('receipt_uploaded', pay, 2);
    assert.deepEqual(
      (await claim()).map((d) => d.eventId),
      [uploaded],
    );
  });

  it('two events created in the same millisecond are still sent one at a time', async () => {
    await endpoint();
    const pay = newId('pay');
    await payment('receipt_uploaded', pay, 0);
    await payment('confirmed', pay, 0);
    assert.equal((await claim()).length, 1);
  });

  it('never holds back other resources or other endpoints', async () => {
    const a = await endpoint();
    const b = await endpoint();
    const payA = newId('pay');
    const payB = newId('pay');
    const cardK = newId('card');
    const a1 = await payment('receipt_uploaded', payA, 0);
    await payment('confirmed', payA, 1);
    const b1 = await payment('confirmed', payB, 2);
    const k1 = await card('registered', cardK, 3);
    await card('deleted', cardK, 4);
    const first = await claim();
    assert.deepEqual(
      keys(first),
      [`${a} ${a1}`, `${a} ${b1}`, `${a} ${k1}`, `${b} ${a1}`, `${b} ${b1}`, `${b} ${k1}`].sort(),
    );
    // One endpoint delivering does not release the other endpoint's later event.
    for (const d of first.filter((d) => d.endpointId === a))
      await store.finish(d, { ...attempt, statusCode: 200 }, { kind: 'delivered' });
    const next = await claim();
    assert.deepEqual(
      next.map((d) => d.endpointId),
      [a, a],
    );
  });
});

describe('the order check without table statistics', () => {
  it('probes deliveries_resource_pending, never every pending delivery of the endpoint', async () => {
    const ep = await endpoint();
    const evt = await payment('confirmed', newId('pay'), 0);
    // One endpoint with many pending deliveries of other payments: the shape that made a probe by
    // endpoint_id alone walk them all for every candidate.
    await sql`
      INSERT INTO deliveries (id, tenant_id, environment, event_id, endpoint_id, status, next_attempt_at, created_at,
                              resource_id, event_created_at)
      SELECT 'dlv_bulk' || g, ${tenant}, 'test', ${evt}, ${ep}, 'pending', now() + interval '1 hour', now(),
             'pay_bulk' || g, now()
      FROM generate_series(1, 5000) AS g`.execute(database.db);
    const stats = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid
      WHERE c.relname = 'deliveries' AND c.relnamespace = ${SCHEMA}::regnamespace`.execute(database.db);
    assert.equal(stats.rows[0]!.n, 0, 'no statistics');
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT 1 FROM deliveries p
      WHERE (p.endpoint_id || ' ' || p.resource_id) = (${ep} || ' ' || ${'pay_bulk7'}::text)
        AND p.status = 'pending' AND p.resource_id IS NOT NULL
        AND (p.event_created_at, p.event_id) < (now(), 'evt_x')
      LIMIT 1`.execute(database.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    assert.match(text, /deliveries_resource_pending/, text);
    await sql`DELETE FROM deliveries WHERE tenant_id = ${tenant}`.execute(database.db);
  });
});
