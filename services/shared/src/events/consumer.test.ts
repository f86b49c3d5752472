import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { context, trace } from '@opentelemetry/api';
import { type Kysely, sql, type Transaction } from 'kysely';
import { createDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrator.ts';
import { newId } from '../ids.ts';
import { createLogger } from '../logger.ts';
import { startTelemetry, stopTelemetry } from '../telemetry.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '../testing/database.ts';
import { EventConsumer, PoisonMessageError } from './consumer.ts';
import type { EventEnvelope } from './envelope.ts';
import { connectNats, ensureStream, type Nats } from './nats.ts';
import { createEventTables, writeEvent } from './outbox.ts';
import { OutboxRelay } from './relay.ts';

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const logger = createLogger('consumer-test', process.env['TEST_LOG_LEVEL'] ?? 'silent');

interface DB {
  effects: { event_id: string; note: string };
}

interface DeadLetter {
  consumer: string;
  event_id: string | null;
  subject: string;
  data: string;
  error: string;
  deliveries: number;
}

type Handler = (trx: Transaction<DB>, event: EventEnvelope) => Promise<void>;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function envelope(type: string, payload: Record<string, unknown> = {}): EventEnvelope {
  return {
    id: newId('evt'),
    type,
    occurred_at: new Date().toISOString(),
    tenant_id: 'ten_1',
    environment: 'test',
    payload,
  };
}

describe('EventConsumer', { concurrency: true }, () => {
  let testDb: TestDatabase;
  let database: Database<DB>;
  let db: Kysely<DB>;
  let nats: Nats;
  let namespace: string;
  let stream: string;
  const consumers: EventConsumer<DB>[] = [];
  let aggregates = 0;

  /** A consumer on its own aggregate (filter), so concurrent tests never see each other's events. */
  async function consumer(
    handle: Handler,
    options: { maxDeliver?: number; afterCommit?: (event: EventEnvelope) => void } = {},
  ) {
    const aggregate = `agg${++aggregates}`;
    const durable = `test_${aggregate}`;
    const c = new EventConsumer<DB>({
      db,
      nats,
      namespace,
      logger,
      stream: 'orders',
      durable,
      filter: `orders.${aggregate}.*`,
      handle,
      ...options,
    });
    consumers.push(c);
    await c.start();
    const type = `orders.${aggregate}.happened`;
    const publish = (data: string | EventEnvelope, msgID = newId('msg')) =>
      nats.js.publish(`${namespace}.${type}`, typeof data === 'string' ? data : JSON.stringify(data), {
        msgID,
      });
    const settled = async () => {
      const info = await nats.jsm.consumers.info(stream, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    };
    return { consumer: c, durable, type, publish, settled };
  }

  async function effects(eventId: string): Promise<number> {
    const r = await sql<{ n: bigint }>`SELECT count(*) AS n FROM effects WHERE event_id = ${eventId}`.execute(
      db,
    );
    return Number(r.rows[0]!.n);
  }

  async function deadLetters(durable: string): Promise<DeadLetter[]> {
    const r = await sql<DeadLetter>`
      SELECT consumer, event_id, subject, data, error, deliveries FROM dead_letters WHERE consumer = ${durable} ORDER BY id
    `.execute(db);
    return r.rows;
  }

  const recordEffect: Handler = async (trx, event) => {
    await trx.insertInto('effects').values({ event_id: event.id, note: event.type }).execute();
  };

  before(async () => {
    testDb = await createTestDatabase('consumer');
    database = createDatabase<DB>({ url: testDb.url, schema: 'consumer', max: 10 });
    db = database.db;
    await migrate(db as Kysely<unknown>, 'consumer', {
      '2026-01-01-0001-events': createEventTables,
      '2026-01-01-0002-effects': {
        up: async (m) =>
          void (await sql`CREATE TABLE effects (event_id text NOT NULL, note text NOT NULL)`.execute(m)),
      },
    });
    nats = await connectNats(NATS_URL, 'consumer-test');
    namespace = uniqueNamespace('cons');
    stream = await ensureStream(nats.jsm, namespace, 'orders');
  });

  after(async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    await nats.jsm.streams.delete(stream).catch(() => false);
    await nats.close();
    await database.close();
    await testDb.drop();
    await stopTelemetry();
  });

  it('applies a redelivered event once: same event id under two msg ids', async () => {
    const calls: string[] = [];
    const c = await consumer(async (trx, event) => {
      calls.push(event.id);
      await recordEffect(trx, event);
    });
    const event = envelope(c.type, { amount: 150000 });
    await c.publish(event, 'first-msg-id');
    await c.publish(event, 'second-msg-id');
    const info = await nats.jsm.streams.info(stream, { subjects_filter: `${namespace}.${c.type}` });
    assert.equal(info.state.subjects?.[`${namespace}.${c.type}`], 2, 'both copies are in the stream');
    await waitFor(
      'both deliveries acked',
      async () => (await effects(event.id)) === 1 && (await c.settled()),
    );
    assert.equal(await effects(event.id), 1);
    assert.deepEqual(calls, [event.id]);
    const inbox =
      await sql`SELECT 1 FROM inbox WHERE consumer = ${c.durable} AND event_id = ${event.id}`.execute(db);
    assert.equal(inbox.rows.length, 1);
  });

  it('calls afterCommit once an effect is committed, and not for a duplicate', async () => {
    const seen: { id: string; committed: number }[] = [];
    const c = await consumer(recordEffect, {
      // What the callback reads must already be visible outside the handler's transaction.
      afterCommit: (event) =>
        void effects(event.id).then((committed) => seen.push({ id: event.id, committed })),
    });
    const event = envelope(c.type);
    await c.publish(event, 'first-copy');
    await c.publish(event, 'second-copy');
    await waitFor('both copies acked', async () => seen.length > 0 && (await c.settled()));
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(seen, [{ id: event.id, committed: 1 }]);
  });

  it('retries a handler that fails once (nak with delay) and applies it once', async () => {
    const deliveries: number[] = [];
    const c = await consumer(async (trx, event) => {
      deliveries.push(Date.now());
      await recordEffect(trx, event);
      // The effect above rolls back with the failure: the retry must not see it.
      if (deliveries.length === 1) throw new Error('transient');
    });
    const event = envelope(c.type);
    await c.publish(event);
    await waitFor('the retry', async () => (await effects(event.id)) === 1 && (await c.settled()));
    assert.equal(deliveries.length, 2);
    assert.ok(deliveries[1]! - deliveries[0]! >= 900, 'the first retry waits about a second');
    assert.deepEqual(await deadLetters(c.durable), []);
  });

  it('dead-letters a handler that always fails after maxDeliver deliveries and terminates it', async () => {
    let calls = 0;
    const c = await consumer(
      async () => {
        calls++;
        throw new Error('always broken');
      },
      { maxDeliver: 2 },
    );
    const event = envelope(c.type);
    await c.publish(event);
    await waitFor(
      'the dead letter',
      async () => (await deadLetters(c.durable)).length === 1 && (await c.settled()),
    );
    const [dead] = await deadLetters(c.durable);
    assert.equal(dead?.event_id, event.id);
    assert.equal(dead?.deliveries, 2);
    assert.equal(dead?.subject, `${namespace}.${c.type}`);
    assert.match(dead?.error ?? '', /always broken/);
    assert.deepEqual(JSON.parse(dead?.data ?? ''), event);
    // Terminated: no third delivery even after the next retry delay would have passed.
    await new Promise((r) => setTimeout(r, 1300));
    assert.equal(calls, 2);
    const info = await nats.jsm.consumers.info(stream, c.durable);
    assert.equal(info.num_ack_pending, 0);
    assert.equal(info.num_pending, 0);
  });

  it('dead-letters an unparseable message at once, without calling the handler', async () => {
    let calls = 0;
    const c = await consumer(async () => {
      calls++;
    });
    await c.publish('this is not json');
    await c.publish(JSON.stringify({ id: 'not-an-event', type: c.type }));
    await waitFor(
      'two dead letters',
      async () => (await deadLetters(c.durable)).length === 2 && (await c.settled()),
    );
    const dead = await deadLetters(c.durable);
    // Messages are processed concurrently, so the dead letters come in either order.
    assert.deepEqual(dead.map((d) => [d.event_id, d.deliveries, d.data]).sort(), [
      [null, 1, 'this is not json'],
      [null, 1, JSON.stringify({ id: 'not-an-event', type: c.type })],
    ]);
    assert.ok(dead.every((d) => /unparseable/.test(d.error)));
    assert.equal(calls, 0);
  });

  it('dead-letters a PoisonMessageError on the first delivery', async () => {
    let calls = 0;
    const c = await consumer(async () => {
      calls++;
      throw new PoisonMessageError('can never work');
    });
    const event = envelope(c.type);
    await c.publish(event);
    await waitFor(
      'the dead letter',
      async () => (await deadLetters(c.durable)).length === 1 && (await c.settled()),
    );
    assert.equal((await deadLetters(c.durable))[0]?.deliveries, 1);
    assert.equal(calls, 1);
  });

  it('restarts on an existing durable and resumes where it stopped', async () => {
    const seen: string[] = [];
    const c = await consumer(async (trx, event) => {
      seen.push(event.id);
      await recordEffect(trx, event);
    });
    const first = envelope(c.type);
    await c.publish(first);
    await waitFor('the first event', async () => seen.length === 1 && (await c.settled()));
    await c.consumer.stop();
    const second = envelope(c.type);
    await c.publish(second);
    await c.consumer.start();
    await waitFor('the second event', async () => seen.length === 2 && (await c.settled()));
    assert.deepEqual(seen, [first.id, second.id]);
  });

  it('re-creates its durable when the server lost it, and receives what is published afterwards', async () => {
    const seen: string[] = [];
    const c = await consumer(async (trx, event) => {
      seen.push(event.id);
      await recordEffect(trx, event);
    });
    await nats.jsm.consumers.delete(stream, c.durable);
    const late = envelope(c.type);
    await c.publish(late);
    // The handler sees it before its transaction commits: wait for the committed effect.
    await waitFor('the event after the loss, applied', async () => (await effects(late.id)) === 1, 20_000);
    assert.ok(seen.includes(late.id));
    assert.equal(await effects(late.id), 1);
  });

  it('stop() right after start() returns', async () => {
    const c = await consumer(async () => undefined);
    const stopped = await Promise.race([
      c.consumer.stop().then(() => 'stopped'),
      new Promise((r) => setTimeout(() => r('hung'), 3000)),
    ]);
    assert.equal(stopped, 'stopped');
  });

  it('carries the trace context from the outbox to the handler', async () => {
    await startTelemetry('consumer-test');
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    let seenTrace: string | undefined;
    const c = await consumer(async (trx, event) => {
      seenTrace = trace.getSpanContext(context.active())?.traceId;
      await recordEffect(trx, event);
    });
    const caller = trace.setSpanContext(context.active(), {
      traceId,
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
    });
    const id = await context.with(caller, () =>
      db
        .transaction()
        .execute((trx) =>
          writeEvent(trx, { type: c.type, tenantId: 'ten_1', environment: 'test', payload: {} }),
        ),
    );
    const headers = await sql<{
      headers: Record<string, string>;
    }>`SELECT headers FROM outbox WHERE id = ${id}`.execute(db);
    assert.match(
      headers.rows[0]?.headers['traceparent'] ?? '',
      new RegExp(`^00-${traceId}-b7ad6b7169203331-01$`),
    );

    const relay = new OutboxRelay({ db: db as Kysely<unknown>, nats, namespace, logger });
    assert.equal(await relay.drainOnce(), 1);
    const stored = await nats.jsm.streams.getMessage(stream, { last_by_subj: `${namespace}.${c.type}` });
    assert.match(stored?.header.get('traceparent') ?? '', new RegExp(`^00-${traceId}-`));
    await waitFor('the handler', async () => (await effects(id)) === 1);
    assert.equal(seenTrace, traceId);
  });
});
