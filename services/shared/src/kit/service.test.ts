import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { create, createFileRegistry, type Message } from '@bufbuild/protobuf';
import { type GenMessage, messageDesc, serviceDesc } from '@bufbuild/protobuf/codegenv2';
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { port, serviceConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { createEventTables, writeEvent } from '../events/outbox.ts';
import { connectNats, type Nats } from '../events/nats.ts';
import { streamName } from '../events/envelope.ts';
import { createClient } from '../grpc/client.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '../testing/database.ts';
import { eventually, healthOf } from '../testing/health.ts';
import { TcpProxy } from '../testing/tcp-proxy.ts';
import { grpcService, type Part, type RunningService, startService } from './service.ts';

// A one-method service described at runtime: it answers from the database, after an optional delay.
const { STRING, INT32 } = FieldDescriptorProto_Type;
const OPTIONAL = FieldDescriptorProto_Label.OPTIONAL;
const registry = createFileRegistry(
  create(FileDescriptorProtoSchema, {
    name: 'test/kit/v1/probe.proto',
    package: 'test.kit.v1',
    syntax: 'proto3',
    messageType: [
      { name: 'ProbeRequest', field: [{ name: 'delay_ms', number: 1, type: INT32, label: OPTIONAL }] },
      { name: 'ProbeResponse', field: [{ name: 'value', number: 1, type: STRING, label: OPTIONAL }] },
    ],
    service: [
      {
        name: 'ProbeService',
        method: [
          { name: 'Probe', inputType: '.test.kit.v1.ProbeRequest', outputType: '.test.kit.v1.ProbeResponse' },
        ],
      },
    ],
  }),
  () => undefined,
);
const file = registry.getFile('test/kit/v1/probe.proto')!;
type ProbeRequest = Message<'test.kit.v1.ProbeRequest'> & { delayMs: number };
type ProbeResponse = Message<'test.kit.v1.ProbeResponse'> & { value: string };
const ProbeService = serviceDesc(file, 0) as unknown as import('@bufbuild/protobuf/codegenv2').GenService<{
  probe: { methodKind: 'unary'; input: GenMessage<ProbeRequest>; output: GenMessage<ProbeResponse> };
}>;
void messageDesc;

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const ADMIN_URL = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('kit-test', 'silent');
const configSchema = serviceConfig({ GRPC_PORT: port(0) });

describe('service kit', () => {
  let testDb: TestDatabase;
  let nats: Nats;
  const namespaces: string[] = [];
  const running = new Set<RunningService<unknown, undefined>>();
  let schemas = 0;

  before(async () => {
    testDb = await createTestDatabase('kit');
    nats = await connectNats(NATS_URL, 'kit-test');
  });

  after(async () => {
    for (const app of running) await app.stop();
    for (const ns of namespaces) await nats.jsm.streams.delete(streamName(ns, 'probe')).catch(() => false);
    await nats.close();
    await testDb.drop();
  });

  async function startProbe(env: Record<string, string> = {}, parts: Part[] = []) {
    const namespace = uniqueNamespace('kit');
    namespaces.push(namespace);
    const schema = `probe_${++schemas}`;
    const config = configSchema.parse({
      DATABASE_URL: testDb.url,
      NATS_URL,
      EVENT_NAMESPACE: namespace,
      READINESS_INTERVAL_MS: '100',
      ...env,
    });
    let db: Kysely<unknown> | undefined;
    const app = await startService<typeof config, unknown, undefined>(
      {
        name: 'probe',
        database: { schema, migrations: { '2026-11-23-0001-events': createEventTables } },
        parts: (ctx) => {
          db = ctx.db;
          return {
            parts,
            grpc: [
              grpcService(ProbeService, {
                probe: async (req) => {
                  if (req.delayMs > 0) await new Promise((r) => setTimeout(r, req.delayMs));
                  const rows = await sql<{ v: string }>`SELECT 'ok' AS v`.execute(db!);
                  return { value: rows.rows[0]!.v };
                },
              }),
            ],
          };
        },
      },
      config,
      logger,
    );
    running.add(app);
    const client = createClient(ProbeService, `127.0.0.1:${app.port}`, { timeoutMs: 3000 });
    return { app, client, schema, namespace };
  }

  it('starts its parts after the database and NATS, serves, and on stop drains a call in flight before stopping them in reverse', async () => {
    const order: string[] = [];
    const part = (name: string): Part => ({
      start: () => void order.push(`start ${name}`),
      stop: async () => void order.push(`stop ${name}`),
    });
    const { app, client } = await startProbe({}, [part('a'), part('b')]);
    assert.deepEqual(order, ['start a', 'start b']);
    assert.equal(await healthOf(app.port), 'SERVING');
    assert.equal((await client.probe({})).value, 'ok');

    const inFlight = client.probe({ delayMs: 300 });
    await new Promise((r) => setTimeout(r, 50));
    await app.stop();
    running.delete(app);
    assert.equal((await inFlight).value, 'ok', 'the call in flight finished before the server closed');
    assert.deepEqual(order, ['start a', 'start b', 'stop b', 'stop a']);
    const after = await client.probe({}).then(
      () => undefined,
      (err: unknown) => err,
    );
    assert.ok(after instanceof AppError && after.code === 'UNAVAILABLE', String(after));
    client.close();
  });

  it('a service declared without events starts, serves and reports SERVING with no NATS at all', async () => {
    const config = configSchema.parse({
      DATABASE_URL: testDb.url,
      // Nothing listens here: a service without events must never try it.
      NATS_URL: 'nats://127.0.0.1:1',
      DEPENDENCY_WAIT_MS: '0',
      READINESS_INTERVAL_MS: '100',
    });
    const schema = `storage_${++schemas}`;
    const app = await startService<typeof config, unknown, undefined>(
      {
        name: 'storage',
        events: false,
        database: { schema, migrations: {} },
        parts: ({ db }) => ({
          grpc: [
            grpcService(ProbeService, {
              probe: async () => ({
                value: (await sql<{ v: string }>`SELECT 'stored' AS v`.execute(db)).rows[0]!.v,
              }),
            }),
          ],
        }),
      },
      config,
      logger,
    );
    const client = createClient(ProbeService, `127.0.0.1:${app.port}`, { timeoutMs: 3000 });
    try {
      assert.equal((await client.probe({})).value, 'stored');
      await eventually('SERVING', async () => (await healthOf(app.port)) === 'SERVING');
      assert.ok(!('nats' in app) && !('relay' in app));
      const tables = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = 'outbox'`.execute(
        app.db as Kysely<unknown>,
      );
      assert.equal(tables.rows[0]!.n, '0', 'no outbox for a service without events');
    } finally {
      client.close();
      await app.stop();
    }
  });

  it('survives Postgres terminating its connections and serves again without a restart', async () => {
    const { app, client, schema } = await startProbe();
    assert.equal((await client.probe({})).value, 'ok');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [testDb.name, schema],
      );
      assert.ok(killed.rowCount! >= 2, 'the pool and the relay listener were connected');
    } finally {
      await admin.end();
    }
    await eventually('a successful call', async () => (await client.probe({})).value === 'ok');
    // The relay re-listened: an event written now is published without a restart.
    await app.db.transaction().execute((trx) =>
      writeEvent(trx, {
        type: 'probe.thing.happened',
        tenantId: 'ten_1',
        environment: 'test',
        payload: {},
      }),
    );
    await eventually('the event published', async () => {
      const r = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`.execute(app.db);
      return r.rows[0]!.n === 0;
    });
    client.close();
  });

  it('during a Postgres outage answers UNAVAILABLE fast and reports NOT_SERVING, then recovers by itself', async () => {
    const proxy = new TcpProxy({ host: '127.0.0.1', port: 5432 });
    await proxy.open();
    try {
      const { app, client } = await startProbe({ DATABASE_URL: proxy.url(testDb.url) });
      assert.equal((await client.probe({})).value, 'ok');
      await proxy.cut();
      await eventually('NOT_SERVING', async () => (await healthOf(app.port)) === 'NOT_SERVING');
      assert.equal(app.dependencies().database, false);
      const started = Date.now();
      const refused = await client.probe({}).then(
        () => undefined,
        (err: unknown) => err,
      );
      assert.ok(refused instanceof AppError && refused.code === 'UNAVAILABLE', String(refused));
      assert.ok(Date.now() - started < 1000, 'refused at once, not after a connect timeout');

      await proxy.open();
      await eventually('SERVING again', async () => (await healthOf(app.port)) === 'SERVING');
      await eventually('a successful call', async () => (await client.probe({})).value === 'ok');
      client.close();
    } finally {
      await proxy.cut();
    }
  });

  it('during a NATS outage keeps serving from Postgres, reports NOT_SERVING, and publishes what was written once NATS is back', async () => {
    const proxy = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(NATS_URL).port || 4222) });
    await proxy.open();
    try {
      const { app, client, namespace } = await startProbe({ NATS_URL: `nats://127.0.0.1:${proxy.port}` });
      await proxy.cut();
      await eventually('NOT_SERVING', async () => (await healthOf(app.port)) === 'NOT_SERVING');
      assert.equal(app.dependencies().nats, false);
      assert.equal((await client.probe({})).value, 'ok', 'calls that need only Postgres still work');
      await app.db.transaction().execute((trx) =>
        writeEvent(trx, {
          type: 'probe.thing.happened',
          tenantId: 'ten_1',
          environment: 'test',
          payload: {},
        }),
      );

      await proxy.open();
      await eventually('SERVING again', async () => (await healthOf(app.port)) === 'SERVING', 15_000);
      await eventually(
        'the event written during the outage on the stream',
        async () => (await nats.jsm.streams.info(streamName(namespace, 'probe'))).state.messages === 1,
        15_000,
      );
      client.close();
    } finally {
      await proxy.cut();
    }
  });

  it('waits for a Postgres that is not up yet instead of failing to start', async () => {
    const proxy = new TcpProxy({ host: '127.0.0.1', port: 5432 });
    await proxy.open();
    await proxy.cut();
    try {
      const starting = startProbe({ DATABASE_URL: proxy.url(testDb.url) });
      await new Promise((r) => setTimeout(r, 400));
      await proxy.open();
      const { client } = await starting;
      assert.equal((await client.probe({})).value, 'ok');
      client.close();
    } finally {
      await proxy.cut();
    }
  });

  it('gives up after DEPENDENCY_WAIT_MS with one line naming the dependency and the variable that moves it', async () => {
    await assert.rejects(
      startProbe({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
        DEPENDENCY_WAIT_MS: '300',
        MIGRATE_ON_START: 'false',
      }),
      (err: Error) => {
        assert.match(
          err.message,
          /^cannot reach PostgreSQL at 127\.0\.0\.1:1\/nowhere \(.+\); start it or set DATABASE_URL$/,
        );
        return true;
      },
    );
  });
});
