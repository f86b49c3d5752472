import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { createDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrator.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '../testing/database.ts';
import type { EventEnvelope } from './envelope.ts';
import { connectNats, ensureStream, type Nats } from './nats.ts';
import { createEventTables, OUTBOX_CHANNEL, writeEvent } from './outbox.ts';
import pg from 'pg';
import { OutboxRelay, type RelayOptions } from './relay.ts';
import { startEventRuntime } from './runtime.ts';

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const logger = createLogger('relay-test', 'silent');

interface Stored {
  msgId: string | undefined;
  subject: string;
  envelope: EventEnvelope;
}

async function readStream(nats: Nats, stream: string): Promise<Stored[]> {
  const { state } = await nats.jsm.streams.info(stream);
  const out: Stored[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const msg = await nats.jsm.streams.getMessage(stream, { seq });
    if (msg) out.push({ msgId: msg.header?.get('Nats-Msg-Id'), subject: msg.subject, envelope: msg.json() });
  }
  return out;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function unpublished(db: Kysely<unknown>): Promise<number> {
  const r = await sql<{ n: bigint }>`SELECT count(*) AS n FROM outbox WHERE published_at IS NULL`.execute(db);
  return Number(r.rows[0]!.n);
}

/** Each test gets its own schema, namespace and stream so nothing carries over between them. */
interface Fixture {
  db: Kysely<unknown>;
  namespace: string;
  stream: string;
  relay(options?: Partial<RelayOptions>): OutboxRelay;
  write(count: number, type?: string): Promise<string[]>;
}

describe('OutboxRelay', () => {
  let testDb: TestDatabase;
  let nats: Nats;
  const databases: Database<unknown>[] = [];
  const streams: string[] = [];
  const relays: OutboxRelay[] = [];
  let schemas = 0;

  async function fixture(): Promise<Fixture> {
    const schema = `relay_${++schemas}`;
    const database = createDatabase<unknown>({ url: testDb.url, schema, max: 5 });
    databases.push(database);
    await migrate(database.db, schema, { '2026-01-01-0001-events': createEventTables });
    const namespace = uniqueNamespace('relay');
    const stream = await ensureStream(nats.jsm, namespace, 'orders');
    streams.push(stream);
    const { db } = database;
    return {
      db,
      namespace,
      stream,
      relay: (options = {}) => {
        const relay = new OutboxRelay({ db, nats, namespace, logger, ...options });
        relays.push(relay);
        return relay;
      },
      write: async (count, type = 'orders.order.created') => {
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          ids.push(
            await db
              .transaction()
              .execute((trx) =>
                writeEvent(trx, { type, tenantId: 'ten_1', environment: 'test', payload: { n: i } }),
              ),
          );
        }
        return ids;
      },
    };
  }

  before(async () => {
    testDb = await createTestDatabase('relay');
    nats = await connectNats(NATS_URL, 'relay-test');
  });

  after(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    for (const stream of streams) await nats.jsm.streams.delete(stream).catch(() => false);
    await nats.close();
    await Promise.all(databases.map((d) => d.close()));
    await testDb.drop();
  });

  it('publishes committed events once, in order, with Nats-Msg-Id = event id; never a rolled-back one', async () => {
    const f = await fixture();
    const occurredAt = new Date('2026-03-05T10:00:00.123Z');
    const committed = await f.db.transaction().execute(async (trx) => {
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) {
        ids.push(
          await writeEvent(trx, {
            type: n % 2 ? 'orders.order.paid' : 'orders.order.created',
            tenantId: 'ten_1',
            environment: 'live',
            payload: { n, amount: '150000', nested: { ok: true } },
            occurredAt,
          }),
        );
      }
      return ids;
    });
    let rolledBack = '';
    await assert.rejects(
      f.db.transaction().execute(async (trx) => {
        rolledBack = await writeEvent(trx, {
          type: 'orders.order.created',
          tenantId: 't',
          environment: 'test',
          payload: {},
        });
        throw new Error('abort');
      }),
      /abort/,
    );
    assert.match(rolledBack, /^evt_/);

    const relay = f.relay();
    assert.equal(await relay.drainOnce(), 5);
    assert.equal(await relay.drainOnce(), 0, 'nothing is published twice');

    const stored = await readStream(nats, f.stream);
    assert.deepEqual(
      stored.map((s) => s.msgId),
      committed,
    );
    assert.deepEqual(
      stored.map((s) => s.envelope.id),
      committed,
    );
    assert.ok(!stored.some((s) => s.envelope.id === rolledBack));
    assert.deepEqual(stored[1], {
      msgId: committed[1],
      subject: `${f.namespace}.orders.order.paid`,
      envelope: {
        id: committed[1],
        type: 'orders.order.paid',
        occurred_at: '2026-03-05T10:00:00.123Z',
        tenant_id: 'ten_1',
        environment: 'live',
        payload: { n: 1, amount: '150000', nested: { ok: true } },
      },
    });
    assert.equal(await unpublished(f.db), 0);
  });

  it('the running loop publishes what is written while it runs, and stops cleanly', async () => {
    const f = await fixture();
    const relay = f.relay({ idleMs: 10 });
    relay.start();
    relay.start(); // idempotent
    const ids = await f.write(3);
    await waitFor('3 messages', async () => (await nats.jsm.streams.info(f.stream)).state.messages === 3);
    await relay.stop();
    const more = await f.write(1);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(
      (await nats.jsm.streams.info(f.stream)).state.messages,
      3,
      'a stopped relay publishes nothing',
    );
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      ids,
    );
    assert.equal(await unpublished(f.db), 1);
    assert.equal(more.length, 1);
  });

  it('a crash between publish and mark re-publishes after the lease, and the stream keeps one copy', async () => {
    const f = await fixture();
    const [crashed, next] = await f.write(2);
    const dying = f.relay({
      leaseMs: 200,
      afterPublish: (id) => {
        // The process "dies" after the PubAck, before the row is marked.
        if (id === crashed) throw new Error('simulated crash');
      },
    });
    await assert.rejects(dying.drainOnce(), /simulated crash/);
    assert.equal((await nats.jsm.streams.info(f.stream)).state.messages, 1, 'it did reach JetStream');
    assert.equal(await unpublished(f.db), 2);

    const survivor = f.relay({ leaseMs: 200 });
    assert.equal(await survivor.drainOnce(), 0, 'the dead relay still holds the lease');
    await new Promise((r) => setTimeout(r, 250));
    assert.equal(await survivor.drainOnce(), 2);

    const stored = await readStream(nats, f.stream);
    assert.deepEqual(
      stored.map((s) => s.msgId),
      [crashed, next],
      'the re-publish was deduplicated by msg id',
    );
    const info = await nats.jsm.streams.info(f.stream);
    assert.equal(info.state.messages, 2);
    const rows = await sql<{ id: string; attempts: number; published: boolean }>`
      SELECT id, attempts, published_at IS NOT NULL AS published FROM outbox ORDER BY seq
    `.execute(f.db);
    assert.deepEqual(rows.rows, [
      { id: crashed, attempts: 2, published: true },
      { id: next, attempts: 2, published: true },
    ]);
  });

  it('a failed publish holds back the later rows, so order survives the retry', async () => {
    const f = await fixture();
    const ids = await f.write(4);
    let calls = 0;
    // A JetStream client whose second publish fails, like a timeout would.
    const flaky: Nats = {
      ...nats,
      js: new Proxy(nats.js, {
        get(target, key, receiver) {
          if (key !== 'publish') return Reflect.get(target, key, receiver);
          return (...args: Parameters<Nats['js']['publish']>) => {
            if (++calls === 2) return Promise.reject(new Error('publish timed out'));
            return target.publish(...args);
          };
        },
      }),
    };
    const relay = f.relay({ nats: flaky, batchSize: 3 });
    assert.equal(await relay.drainOnce(), 1);
    const error = await sql<{
      last_error: string | null;
    }>`SELECT last_error FROM outbox WHERE id = ${ids[1]}`.execute(f.db);
    assert.match(error.rows[0]?.last_error ?? '', /publish timed out/);
    const late = await f.write(2);
    while ((await relay.drainOnce()) > 0);
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      [...ids, ...late],
    );
  });

  it('an event larger than the server accepts is parked in dead_letters; the rows after it are published', async () => {
    const f = await fixture();
    const before = await f.write(1);
    const huge = await f.db.transaction().execute((trx) =>
      writeEvent(trx, {
        type: 'orders.order.created',
        tenantId: 'ten_1',
        environment: 'test',
        payload: { blob: 'x'.repeat((nats.nc.info?.max_payload ?? 1_048_576) + 1) },
      }),
    );
    const after = await f.write(2);
    const relay = f.relay();
    while ((await relay.drainOnce()) > 0);
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      [...before, ...after],
    );
    assert.equal(await unpublished(f.db), 0);
    const parked = await sql<{ event_id: string; consumer: string; error: string }>`
      SELECT event_id, consumer, error FROM dead_letters`.execute(f.db);
    assert.deepEqual(
      parked.rows.map((r) => [r.event_id, r.consumer]),
      [[huge, 'outbox_relay']],
    );
    assert.match(parked.rows[0]!.error, /max_payload/);
  });

  it('startEventRuntime ensures the stream (idempotently) and relays the outbox', async () => {
    const f = await fixture();
    // The fixture made the stream already: ensuring it again must keep its messages and settings.
    const runtime = await startEventRuntime({
      db: f.db,
      natsUrl: NATS_URL,
      namespace: f.namespace,
      service: 'orders',
      logger,
    });
    try {
      const info = await runtime.nats.jsm.streams.info(f.stream);
      assert.deepEqual(info.config.subjects, [`${f.namespace}.orders.>`]);
      assert.equal(info.config.duplicate_window, 10 * 60 * 1_000_000_000);
      const ids = await f.write(2);
      await waitFor('2 messages', async () => (await nats.jsm.streams.info(f.stream)).state.messages === 2);
      assert.deepEqual(
        (await readStream(nats, f.stream)).map((s) => s.msgId),
        ids,
      );
    } finally {
      await runtime.stop();
    }
  });

  it('two relays on one outbox publish every event exactly once, in outbox order', async () => {
    const f = await fixture();
    const ids = await f.write(60);
    const published = new Map<string, number>();
    const count = (id: string) => void published.set(id, (published.get(id) ?? 0) + 1);
    const one = f.relay({ batchSize: 5, idleMs: 5, afterPublish: count });
    const two = f.relay({ batchSize: 5, idleMs: 5, afterPublish: count });
    one.start();
    two.start();
    await waitFor('an empty outbox', async () => (await unpublished(f.db)) === 0);
    await Promise.all([one.stop(), two.stop()]);

    assert.equal(published.size, ids.length);
    assert.ok(
      [...published.values()].every((n) => n === 1),
      'no event was sent twice',
    );
    const stored = await readStream(nats, f.stream);
    assert.equal(stored.length, ids.length);
    assert.deepEqual(
      stored.map((s) => s.msgId),
      ids,
    );
  });
  it('a row that can never publish is parked in dead_letters after maxAttempts and the rows behind it move on, in order', async () => {
    const f = await fixture();
    const [first] = await f.write(1);
    const [poison] = await f.write(1, 'orders.order.poison');
    const rest = await f.write(3);
    // A JetStream client that always refuses one subject, like a payload the server rejects.
    const refusing: Nats = {
      ...nats,
      js: new Proxy(nats.js, {
        get(target, key, receiver) {
          if (key !== 'publish') return Reflect.get(target, key, receiver);
          return (...args: Parameters<Nats['js']['publish']>) =>
            String(args[0]).endsWith('.poison')
              ? Promise.reject(new Error('maximum payload exceeded'))
              : target.publish(...args);
        },
      }),
    };
    const relay = f.relay({ nats: refusing, maxAttempts: 3, concurrency: 8 });
    assert.equal(await relay.drainOnce(), 1, 'the row before it is published');
    assert.equal(await relay.drainOnce(), 0, 'second attempt: still held back');
    assert.equal(await relay.drainOnce(), 0, 'third attempt: parked');
    while ((await relay.drainOnce()) > 0);
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      [first, ...rest],
    );
    const dead = await sql<{
      consumer: string;
      event_id: string;
      subject: string;
      error: string;
      deliveries: number;
      data: string;
    }>`
      SELECT consumer, event_id, subject, error, deliveries, data FROM dead_letters
    `.execute(f.db);
    assert.equal(dead.rows.length, 1);
    const [row] = dead.rows;
    assert.equal(row?.consumer, 'outbox_relay');
    assert.equal(row?.event_id, poison);
    assert.equal(row?.subject, 'orders.order.poison');
    assert.equal(row?.deliveries, 3);
    assert.match(row?.error ?? '', /maximum payload exceeded/);
    assert.equal((JSON.parse(row?.data ?? '{}') as EventEnvelope).id, poison, 'the whole event is kept');
    assert.equal(await unpublished(f.db), 0, 'the outbox holds nothing that blocks');
  });

  it('an outage never parks anything: rows that fail because NATS is away wait, however often they were tried', async () => {
    const f = await fixture();
    const ids = await f.write(3);
    let down = true;
    const away: Nats = {
      ...nats,
      js: new Proxy(nats.js, {
        get(target, key, receiver) {
          if (key !== 'publish') return Reflect.get(target, key, receiver);
          return (...args: Parameters<Nats['js']['publish']>) =>
            down ? Promise.reject(new Error('TIMEOUT')) : target.publish(...args);
        },
      }),
    };
    const relay = f.relay({ nats: away, maxAttempts: 2 });
    for (let i = 0; i < 5; i++) assert.equal(await relay.drainOnce(), 0);
    const dead = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dead_letters`.execute(f.db);
    assert.equal(dead.rows[0]?.n, 0);
    down = false;
    while ((await relay.drainOnce()) > 0);
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      ids,
    );
  });

  it('a write notifies only when nothing was waiting, so busy writers never serialise on NOTIFY', async () => {
    const f = await fixture();
    const pool = databases.at(-1)!.pool;
    const listener = new pg.Client(pool.options);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (msg) => heard.push(msg.payload ?? ''));
    try {
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
      await f.write(1);
      await f.write(2);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(heard.length, 1, 'the first write woke the relay; the others found rows waiting');
      assert.match(heard[0] ?? '', /^relay_\d+$/, 'the payload names the schema');
      await f.relay().drainOnce();
      await f.write(1);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(heard.length, 2, 'once drained, the next write notifies again');
    } finally {
      await listener.end();
    }
  });

  it('publishes a batch concurrently, in outbox order, and marks it', async () => {
    const f = await fixture();
    const ids = await f.write(40);
    const relay = f.relay({ concurrency: 16, batchSize: 100 });
    assert.equal(await relay.drainOnce(), 40);
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      ids,
    );
    assert.equal(await unpublished(f.db), 0);
  });

  it('with a pool to LISTEN on, a committed write wakes the relay long before its fallback poll', async () => {
    const f = await fixture();
    const pool = databases.at(-1)!.pool;
    const relay = f.relay({ pool, idleMs: 60_000 });
    relay.start();
    // Let the first cycle and the listener settle, so only a notification can wake it now.
    await new Promise((r) => setTimeout(r, 300));
    const [id] = await f.write(1);
    const started = Date.now();
    await waitFor(
      'the event on the stream',
      async () => (await nats.jsm.streams.info(f.stream)).state.messages === 1,
      5000,
    );
    assert.ok(Date.now() - started < 2000, 'woken by NOTIFY, not by the 60 s poll');
    assert.deepEqual(
      (await readStream(nats, f.stream)).map((s) => s.msgId),
      [id],
    );
    await relay.stop();
  });
});
