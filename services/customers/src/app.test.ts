import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Customer as CustomerMessage, CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import type { Named } from '@gateway/shared/grpc/enums.ts';

type Customer = Named<CustomerMessage>;
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { connectNats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { SCHEMA } from './db/migrations/index.ts';

// The service runs in-process on its own database and NATS namespace, called over real gRPC.
let testDb: TestDatabase;
let namespace: string;
let app: App;
let client: ServiceClient<typeof CustomersService>;
let database: Database<unknown>;
const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

before(async () => {
  testDb = await createTestDatabase('customers');
  namespace = uniqueNamespace('cust');
  const config = configSchema.parse({
    DATABASE_URL: testDb.url,
    NATS_URL: natsUrl,
    EVENT_NAMESPACE: namespace,
    GRPC_PORT: '0',
  });
  app = await buildApp(config, createLogger('customers', 'silent'));
  client = createClient(CustomersService, `127.0.0.1:${app.port}`);
  database = createDatabase({ url: testDb.url, schema: SCHEMA });
});

after(async () => {
  client?.close();
  await app?.stop();
  await database?.close();
  const nats = await connectNats(natsUrl, 'customers-test-cleanup');
  await nats.jsm.streams.delete(streamName(namespace, 'customers')).catch(() => false);
  await nats.close();
  await testDb?.drop();
});

const scopeOf = (tenantId: string, environment: 'test' | 'live' = 'test') => ({ tenantId, environment });

async function rejection(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => assert.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof AppError);
  return err;
}

describe('UpsertCustomer', () => {
  it('creates with the supplied fields, then a partial update never nulls absent fields', async () => {
    const scope = scopeOf(newId('ten'));
    const first = await client.upsertCustomer({
      scope,
      externalId: 'buyer-1',
      name: 'Ana',
      lastname: 'Gómez',
      email: 'ana@example.com',
      phone: '+595981000000',
      ruc: '1234567-8',
      source: 'payment',
      provider: 'transferencia',
    });
    assert.equal(first.created, true);
    const created = first.customer!;
    assert.match(created.id, /^cust_/);
    assert.equal(created.lastSeenName, 'Ana');
    assert.equal(created.lastSeenProvider, 'transferencia');
    assert.equal(created.createdAt, created.lastSeenAt);

    const second = await client.upsertCustomer({
      scope,
      externalId: 'buyer-1',
      email: 'ana@new.example.com',
      source: 'card_registration',
      provider: 'provider_a',
    });
    assert.equal(second.created, false);
    const updated = second.customer!;
    assert.equal(updated.id, created.id);
    assert.equal(updated.createdAt, created.createdAt);
    assert.equal(updated.lastSeenEmail, 'ana@new.example.com');
    assert.equal(updated.lastSeenSource, 'card_registration');
    assert.equal(updated.lastSeenProvider, 'provider_a');
    assert.equal(updated.lastSeenName, 'Ana');
    assert.equal(updated.lastSeenLastname, 'Gómez');
    assert.equal(updated.lastSeenPhone, '+595981000000');
    assert.equal(updated.lastSeenRuc, '1234567-8');
    assert.ok(updated.lastSeenAt! >= created.lastSeenAt!);

    // Neither an absent provider nor blank fields erase what is stored.
    const third = await client.upsertCustomer({
      scope,
      externalId: 'buyer-1',
      name: '',
      source: 'card_charge',
    });
    assert.equal(third.customer!.lastSeenProvider, 'provider_a');
    assert.equal(third.customer!.lastSeenName, 'Ana');

    const byId = await client.getCustomer({ scope, id: created.id });
    const byExternalId = await client.getCustomer({ scope, id: 'buyer-1', byExternalId: true });
    assert.deepEqual(byId.customer, third.customer);
    assert.deepEqual(byExternalId.customer, third.customer);
  });

  it('turns 20 concurrent first sightings of one external id into one customer', async () => {
    const scope = scopeOf(newId('ten'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.upsertCustomer({ scope, externalId: 'racer', name: `n${i}`, source: 'payment' }),
      ),
    );
    assert.equal(new Set(results.map((r) => r.customer!.id)).size, 1);
    assert.equal(results.filter((r) => r.created).length, 1);
    const list = await client.listCustomers({ scope, perPage: 100 });
    assert.equal(list.customers.length, 1);
  });

  it('rejects an unknown source or provider, an empty external id and a missing scope', async () => {
    const scope = scopeOf(newId('ten'));
    const bad = await rejection(
      client.upsertCustomer({ scope, externalId: '', source: 'refund', provider: 'paypal' }),
    );
    assert.equal(bad.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.keys((bad.details as { fields: object }).fields).sort(), [
      'external_id',
      'provider',
      'source',
    ]);
    const noScope = await rejection(client.upsertCustomer({ externalId: 'x', source: 'payment' }));
    assert.equal(noScope.code, 'VALIDATION_FAILED');
    const list = await client.listCustomers({ scope, perPage: 100 });
    assert.equal(list.customers.length, 0);
  });
});

describe('GetCustomer and ListCustomers', () => {
  it('keep tenants and environments apart: another scope gets NOT_FOUND', async () => {
    const tenantA = newId('ten');
    const tenantB = newId('ten');
    const { customer } = await client.upsertCustomer({
      scope: scopeOf(tenantA),
      externalId: 'shared-ext',
      source: 'payment',
    });
    const id = customer!.id;
    for (const scope of [scopeOf(tenantA, 'live'), scopeOf(tenantB, 'test')]) {
      assert.equal((await rejection(client.getCustomer({ scope, id }))).code, 'NOT_FOUND');
      const byExternal = client.getCustomer({ scope, id: 'shared-ext', byExternalId: true });
      assert.equal((await rejection(byExternal)).code, 'NOT_FOUND');
      assert.equal((await client.listCustomers({ scope, externalId: 'shared-ext' })).customers.length, 0);
    }
    // The same external id in live is a different customer.
    const live = await client.upsertCustomer({
      scope: scopeOf(tenantA, 'live'),
      externalId: 'shared-ext',
      source: 'payment',
    });
    assert.equal(live.created, true);
    assert.notEqual(live.customer!.id, id);
    const malformed = client.getCustomer({ scope: scopeOf(tenantA), id: 'pay_123' });
    assert.equal((await rejection(malformed)).code, 'NOT_FOUND');
  });

  it('walks every customer exactly once, newest first, and prev_cursor walks back', async () => {
    const scope = scopeOf(newId('ten'));
    const made: Customer[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await client.upsertCustomer({ scope, externalId: `page-${i}`, source: 'payment' });
      made.push(r.customer!);
    }
    const newestFirst = [...made].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );

    const pages: Customer[][] = [];
    let cursor: string | undefined;
    let prev: string | undefined;
    do {
      const page = await client.listCustomers({ scope, perPage: 2, cursor });
      if (pages.length === 0) assert.equal(page.prevCursor, undefined);
      pages.push(page.customers);
      cursor = page.nextCursor;
      prev = page.prevCursor;
    } while (cursor);
    assert.deepEqual(
      pages.map((p) => p.length),
      [2, 2, 1],
    );
    assert.deepEqual(
      pages.flat().map((c) => c.id),
      newestFirst.map((c) => c.id),
    );

    const back: Customer[][] = [];
    while (prev) {
      const page = await client.listCustomers({ scope, perPage: 2, cursor: prev });
      back.unshift(page.customers);
      prev = page.prevCursor;
    }
    assert.deepEqual(back, pages.slice(0, -1));

    const filtered = await client.listCustomers({ scope, externalId: 'page-3' });
    assert.deepEqual(
      filtered.customers.map((c) => c.externalId),
      ['page-3'],
    );
    const badCursor = await rejection(client.listCustomers({ scope, cursor: 'not-a-cursor' }));
    assert.equal(badCursor.code, 'VALIDATION_FAILED');
  });
});

describe('events', () => {
  it('writes created and updated to the outbox and the relay puts each on JetStream once', async () => {
    const tenantId = newId('ten');
    const scope = scopeOf(tenantId);
    const { customer } = await client.upsertCustomer({
      scope,
      externalId: 'evt-1',
      name: 'Eva',
      source: 'payment',
    });
    await client.upsertCustomer({ scope, externalId: 'evt-1', phone: '+595', source: 'card_charge' });

    const mine = await sql<{ type: string; payload: Record<string, unknown> }>`
      SELECT type, payload FROM outbox WHERE tenant_id = ${tenantId} ORDER BY seq`.execute(database.db);
    assert.deepEqual(
      mine.rows.map((r) => r.type),
      ['customers.customer.created', 'customers.customer.updated'],
    );
    assert.deepEqual(mine.rows[1]!.payload, {
      id: customer!.id,
      external_id: 'evt-1',
      last_seen_at: mine.rows[1]!.payload['last_seen_at'],
      last_seen_source: 'card_charge',
      last_seen_provider: null,
      last_seen_name: 'Eva',
      last_seen_lastname: null,
      last_seen_email: null,
      last_seen_phone: '+595',
      last_seen_ruc: null,
      created_at: customer!.createdAt,
    });

    const outboxIds = await waitForRelay();
    const nats = await connectNats(natsUrl, 'customers-test-reader');
    try {
      const stream = streamName(namespace, 'customers');
      const info = await nats.jsm.streams.info(stream);
      const seen: string[] = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
        const msg = await nats.jsm.streams.getMessage(stream, { seq });
        const envelope = msg!.json<{ id: string; type: string; tenant_id: string }>();
        assert.equal(msg!.subject, `${namespace}.${envelope.type}`);
        seen.push(envelope.id);
      }
      assert.equal(seen.length, outboxIds.length);
      assert.deepEqual([...seen].sort(), [...outboxIds].sort());
    } finally {
      await nats.close();
    }
  });
});

/** Waits until the relay has published every outbox row; returns their event ids. */
async function waitForRelay(): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await sql<{ id: string; published: boolean }>`
      SELECT id, published_at IS NOT NULL AS published FROM outbox`.execute(database.db);
    if (rows.rows.every((r) => r.published)) return rows.rows.map((r) => r.id);
    if (Date.now() > deadline) assert.fail('the relay did not publish the outbox within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
