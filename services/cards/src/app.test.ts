import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { connectNats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { pino } from 'pino';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { parseKeyring } from './crypto/keyring.ts';
import { openToken } from './crypto/token-cipher.ts';
import { SCHEMA } from './db/migrations/index.ts';
import { startCustomersStandIn } from './testing/customers-stand-in.ts';
import { type FakeProvider, startFakeProvider } from './testing/fake-provider.ts';

// The service runs in-process on its own database and NATS namespace, called over real gRPC,
// with a real HTTP provider; every log line it writes (at trace level) is kept for inspection.
const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const OLD_KEY = `k1:${randomBytes(32).toString('base64')}`;
const NEW_KEY = `k2:${randomBytes(32).toString('base64')}`;
const scope = { tenantId: 'ten_cards', environment: 'test' as const };
const logLines: string[] = [];

let testDb: TestDatabase;
let namespace: string;
let provider: FakeProvider;
let customers: { address: string; stop(): Promise<void> };
let database: Database<unknown>;
let running: { app: App; client: ServiceClient<typeof CardsService> } | null = null;

const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

async function startCards(keys: string, timeoutMs = 2000) {
  await running?.app.stop();
  running?.client.close();
  const config = configSchema.parse({
    DATABASE_URL: testDb.url,
    NATS_URL: natsUrl,
    EVENT_NAMESPACE: namespace,
    GRPC_PORT: '0',
    CUSTOMERS_GRPC_URL: customers.address,
    PROVIDER_A_URL: provider.url,
    PROVIDER_A_CALLBACK_SECRET: provider.secret,
    PROVIDER_TIMEOUT_MS: String(timeoutMs),
    CARD_TOKEN_KEYS: keys,
  });
  const app = await buildApp(config, logger);
  const client = createClient(CardsService, `127.0.0.1:${app.port}`);
  // The edge's part: the provider's signed callback reaches cards over gRPC.
  provider.deliver = async (body, signature) => {
    await client.handleProviderCallback({ provider: 'provider_a', body, signature });
  };
  running = { app, client };
  return client;
}

async function registered(
  client: ServiceClient<typeof CardsService>,
  externalId = `c-${randomBytes(4).toString('hex')}`,
) {
  const created = await client.createCard({
    scope,
    provider: 'provider_a',
    customer: { customerId: externalId, name: 'Ana', lastname: 'B', email: 'a@b.py', phone: '0981' },
    targetOrigins: ['https://shop.example.com'],
  });
  const id = created.card?.id ?? '';
  const done = await client.simulateRegistration({ scope, id, registered: true });
  assert.equal(done.card?.status, 'registered');
  return id;
}

async function storedToken(id: string) {
  const { rows } = await sql<{ token_key_id: string; token_sealed: Buffer }>`
    SELECT token_key_id, token_sealed FROM cards WHERE id = ${id}`.execute(database.db);
  return rows[0]!;
}

before(async () => {
  testDb = await createTestDatabase('cards');
  namespace = uniqueNamespace('cards');
  provider = await startFakeProvider();
  customers = await startCustomersStandIn(pino({ level: 'silent' }));
  database = createDatabase({ url: testDb.url, schema: SCHEMA });
});

after(async () => {
  running?.client.close();
  await running?.app.stop();
  await customers?.stop();
  await provider?.close();
  await database?.close();
  const nats = await connectNats(natsUrl, 'cards-test-cleanup');
  await nats.jsm.streams.delete(streamName(namespace, 'cards')).catch(() => false);
  await nats.close();
  await testDb?.drop();
});

describe('the provider token', () => {
  it('is stored sealed under the key id: never in clear, opened only with the key', async () => {
    const client = await startCards(OLD_KEY);
    const id = await registered(client);
    const token = provider.tokens.at(-1)!;
    const row = await storedToken(id);
    assert.equal(row.token_key_id, 'k1');
    assert.ok(!row.token_sealed.toString('latin1').includes(token), 'no clear token in the column');
    const { rows } = await sql<{
      dump: string;
    }>`SELECT row_to_json(c)::text AS dump FROM cards c WHERE id = ${id}`.execute(database.db);
    assert.ok(!rows[0]!.dump.includes(token), 'no clear token anywhere in the row');
    const ring = parseKeyring(OLD_KEY);
    assert.ok(ring.ok);
    assert.equal(openToken(ring.keyring, id, { keyId: row.token_key_id, sealed: row.token_sealed }), token);
    const wrong = parseKeyring(`k1:${randomBytes(32).toString('base64')}`);
    assert.ok(wrong.ok);
    assert.throws(() => openToken(wrong.keyring, id, { keyId: 'k1', sealed: row.token_sealed }));
  });

  it('rotation: after a new key is added, old cards still charge and new cards are sealed with the new key', async () => {
    const before = await startCards(OLD_KEY);
    const old = await registered(before);
    const client = await startCards(`${NEW_KEY},${OLD_KEY}`);
    const charge = await client.chargeCard({
      scope,
      cardId: old,
      amount: 1000n,
      currency: 'PYG',
      merchantReference: 'pay_rotation',
    });
    assert.equal(charge.status, 'approved');
    const fresh = await registered(client);
    assert.equal((await storedToken(fresh)).token_key_id, 'k2');
    assert.equal((await storedToken(old)).token_key_id, 'k1');
  });

  it('goes to the provider in a charge and nowhere else: no answer and no log line carries it', async () => {
    const client = await startCards(NEW_KEY);
    const id = await registered(client);
    const token = provider.tokens.at(-1)!;
    const charge = await client.chargeCard({
      scope,
      cardId: id,
      amount: 5000n,
      currency: 'PYG',
      merchantReference: 'pay_1',
    });
    assert.equal(provider.charged.at(-1), token, 'the provider received the token');
    assert.ok(!JSON.stringify(charge, (_k, v) => (typeof v === 'bigint' ? String(v) : v)).includes(token));
    const card = await client.getCard({ scope, id });
    assert.ok(!JSON.stringify(card).includes(token));
    const list = await client.listCards({ scope, perPage: 100 });
    assert.ok(!JSON.stringify(list).includes(token));
    assert.ok(logLines.length > 0, 'the service logged while registering and charging');
    for (const issued of provider.tokens) {
      const leaking = logLines.filter((line) => line.includes(issued));
      assert.deepEqual(leaking, [], 'no log line contains a provider token');
    }
  });
});

describe('registration', () => {
  it("the provider gets our cust_ id with the customer's data and our callback URL, never the external id", async () => {
    const client = await startCards(NEW_KEY);
    await registered(client, 'merchant-external-7');
    const sent = provider.registrations.at(-1) as { customer: Record<string, string>; callback_url: string };
    assert.match(sent.customer['id']!, /^cust_/);
    assert.ok(!JSON.stringify(sent).includes('merchant-external-7'));
    assert.deepEqual(
      { ...sent.customer, id: undefined },
      { id: undefined, name: 'Ana', lastname: 'B', email: 'a@b.py', phone: '0981' },
    );
    assert.equal(sent.callback_url, 'http://localhost:8080/v1/provider-callbacks/provider_a');
  });

  it('a customer seen for the first time without its data is refused before the provider is asked', async () => {
    const client = await startCards(NEW_KEY);
    const before = provider.registrations.length;
    await assert.rejects(
      client.createCard({
        scope,
        provider: 'provider_a',
        customerId: `unknown-${randomBytes(3).toString('hex')}`,
        targetOrigins: ['https://shop.example.com'],
      }),
      (err) => err instanceof AppError && err.code === 'PROVIDER_ERROR',
    );
    assert.equal(provider.registrations.length, before);
  });
});

describe('charges', () => {
  it('a provider that does not answer in time is unavailable, quickly, and nothing is left open', async () => {
    const client = await startCards(NEW_KEY, 300);
    const id = await registered(client);
    provider.hang = true;
    try {
      const started = Date.now();
      const charge = await client.chargeCard({
        scope,
        cardId: id,
        amount: 5000n,
        currency: 'PYG',
        merchantReference: 'pay_2',
      });
      assert.equal(charge.status, 'unavailable');
      assert.equal(charge.reason, 'provider_unavailable');
      assert.ok(Date.now() - started < 3000);
    } finally {
      provider.hang = false;
    }
  });

  it('a deleted card cannot be charged; another tenant cannot see or charge it', async () => {
    const client = await startCards(NEW_KEY);
    const id = await registered(client);
    const other = { tenantId: 'ten_other', environment: 'test' as const };
    await assert.rejects(
      client.getCard({ scope: other, id }),
      (err) => err instanceof AppError && err.code === 'NOT_FOUND',
    );
    await assert.rejects(
      client.chargeCard({
        scope: other,
        cardId: id,
        amount: 1n,
        currency: 'PYG',
        merchantReference: 'pay_3',
      }),
      (err) => err instanceof AppError && err.code === 'NOT_FOUND',
    );
    const first = await client.deleteCard({ scope, id });
    assert.equal(first.deletedNow, true);
    assert.equal((await client.deleteCard({ scope, id })).deletedNow, false);
    await assert.rejects(
      client.chargeCard({ scope, cardId: id, amount: 1n, currency: 'PYG', merchantReference: 'pay_4' }),
      (err) => err instanceof AppError && err.code === 'INVALID_STATE',
    );
    const row = await sql<{
      token_sealed: Buffer | null;
    }>`SELECT token_sealed FROM cards WHERE id = ${id}`.execute(database.db);
    assert.equal(row.rows[0]!.token_sealed, null, 'a deleted card keeps no token');
    const events = await sql<{ type: string }>`
      SELECT type FROM outbox WHERE payload->>'card_id' = ${id} ORDER BY seq`.execute(database.db);
    assert.deepEqual(
      events.rows.map((e) => e.type),
      ['cards.card.registered', 'cards.card.deleted'],
    );
  });
});
