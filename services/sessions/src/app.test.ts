// The service in-process against the machine's Postgres and NATS: the expiry timer is asked for
// with the session, a fired timer expires it once, and a confirmed payment completes it once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ManualClock } from '@gateway/shared/clock.ts';
import { subjectFor } from '@gateway/shared/events/envelope.ts';
import { connectNats, type Nats } from '@gateway/shared/events/nats.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import type { Session } from './domain/session.ts';

let database: TestDatabase;
let app: App;
let nats: Nats;
let namespace: string;
const clock = new ManualClock('2026-11-23T10:00:00.000Z');
const scope = { tenantId: 'ten_sessions', environment: 'test' as const };

before(async () => {
  database = await createTestDatabase('sessions');
  namespace = uniqueNamespace('sessions');
  const config = configSchema.parse({
    DATABASE_URL: database.url,
    EVENT_NAMESPACE: namespace,
    GRPC_PORT: '0',
    // Nothing here reaches accounts or payments: sessions are stored directly.
    ACCOUNTS_GRPC_URL: '127.0.0.1:1',
    PAYMENTS_GRPC_URL: '127.0.0.1:1',
    PUBLIC_BASE_URL: 'https://pay.example.com',
  });
  app = await buildApp(config, createLogger('sessions-test', 'silent'), clock);
  nats = await connectNats(config.NATS_URL, 'sessions-test');
});

after(async () => {
  await nats?.close();
  await app?.stop();
  await database?.drop();
});

function session(overrides: Partial<Session> = {}): Session {
  const now = clock.now();
  return {
    id: newId('cs'),
    ...scope,
    reference: `order-${newId('r')}`,
    status: 'open',
    amount: 150000n,
    currency: 'PYG',
    methods: ['transferencia'],
    description: '',
    lineItems: [],
    successUrl: 'https://shop.example.com/ok',
    cancelUrl: 'https://shop.example.com/ok',
    metadata: null,
    customer: null,
    expiresAt: new Date(now.getTime() + 3600_000),
    createdAt: now,
    completedAt: null,
    completedPaymentId: null,
    expiredAt: null,
    ...overrides,
  };
}

async function publish(type: string, payload: Record<string, unknown>): Promise<void> {
  const id = newId('evt');
  const envelope = {
    id,
    type,
    occurred_at: clock.now().toISOString(),
    tenant_id: scope.tenantId,
    environment: scope.environment,
    payload,
  };
  await nats.js.publish(subjectFor(namespace, type), JSON.stringify(envelope), { msgID: id });
}

async function outbox(type: string): Promise<Record<string, unknown>[]> {
  const rows = await sql<{
    payload: Record<string, unknown>;
  }>`SELECT payload FROM outbox WHERE type = ${type} ORDER BY seq`.execute(app.db);
  return rows.rows.map((r) => r.payload);
}

async function statusOf(id: string): Promise<string | undefined> {
  return (await app.deps.store.findInScope(scope, id))?.status;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

test('a new session asks the scheduler for its expiry timer in the same transaction', async () => {
  const s = session();
  await app.deps.store.insert(s);
  const requests = (await outbox('sessions.timer.requested')).filter((p) => p['resource_id'] === s.id);
  assert.deepEqual(requests, [
    {
      timer_key: `session-expiry:${s.id}`,
      fire_at: s.expiresAt.toISOString(),
      kind: 'session.expire',
      resource_id: s.id,
    },
  ]);
});

test('one open session per reference: a second insert of the same open reference is refused', async () => {
  const s = session();
  await app.deps.store.insert(s);
  await assert.rejects(app.deps.store.insert(session({ reference: s.reference })));
  await app.deps.store.expire(scope, s.id, clock.now());
  await app.deps.store.insert(session({ reference: s.reference }));
});

test('the fired timer expires the session once and announces it; a second firing changes nothing', async () => {
  const s = session();
  await app.deps.store.insert(s);
  const fired = {
    timer_key: `session-expiry:${s.id}`,
    kind: 'session.expire',
    resource_id: s.id,
    source: 'sessions',
  };
  // Another source's timer with the same kind is not ours.
  await publish('scheduler.timer.fired', { ...fired, source: 'payments' });
  await publish('scheduler.timer.fired', fired);
  await eventually(async () => (await statusOf(s.id)) === 'expired', 'the session to expire');
  await publish('scheduler.timer.fired', fired);
  await new Promise((r) => setTimeout(r, 500));
  const announced = (await outbox('sessions.session.expired')).filter(
    (p) => p['checkout_session_id'] === s.id,
  );
  assert.equal(announced.length, 1);
  assert.equal(announced[0]?.['reference'], s.reference);
});

test('the first confirmed payment completes the session and cancels its timer; a later one does not', async () => {
  const s = session();
  await app.deps.store.insert(s);
  await publish('payments.payment.confirmed', { payment_id: 'pay_first', checkout_session_id: s.id });
  await eventually(async () => (await statusOf(s.id)) === 'completed', 'the session to complete');
  await publish('payments.payment.confirmed', { payment_id: 'pay_late', checkout_session_id: s.id });
  // A payment without a session is none of this service's business.
  await publish('payments.payment.confirmed', { payment_id: 'pay_plain', checkout_session_id: null });
  await new Promise((r) => setTimeout(r, 500));
  const stored = await app.deps.store.findInScope(scope, s.id);
  assert.equal(stored?.completedPaymentId, 'pay_first');
  const cancelled = (await outbox('sessions.timer.cancelled')).filter(
    (p) => p['timer_key'] === `session-expiry:${s.id}`,
  );
  assert.equal(cancelled.length, 1);
  // A completed session is not expired by a timer that fires anyway.
  await publish('scheduler.timer.fired', {
    timer_key: `session-expiry:${s.id}`,
    kind: 'session.expire',
    resource_id: s.id,
    source: 'sessions',
  });
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(await statusOf(s.id), 'completed');
});

test("another tenant's scope never sees the session", async () => {
  const s = session();
  await app.deps.store.insert(s);
  assert.equal(
    await app.deps.store.findInScope({ tenantId: 'ten_other', environment: 'test' }, s.id),
    undefined,
  );
  assert.equal(await app.deps.store.findInScope({ ...scope, environment: 'live' }, s.id), undefined);
  assert.equal(
    await app.deps.store.expire({ tenantId: 'ten_other', environment: 'test' }, s.id, clock.now()),
    undefined,
  );
  assert.equal(await statusOf(s.id), 'open');
});
