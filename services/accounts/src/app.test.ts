import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { eventEnvelopeSchema, streamName, subjectFor } from '@gateway/shared/events/envelope.ts';
import { connectNats, type Nats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { SCHEMA } from './db/migrations/index.ts';
import type { AccountsDb } from './db/schema.ts';

// The service runs in-process on its own database and NATS namespace, called over real gRPC.
let testDb: TestDatabase;
let namespace: string;
let app: App;
let client: ServiceClient<typeof AccountsService>;
let database: Database<AccountsDb>;
let nats: Nats;
const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

before(async () => {
  testDb = await createTestDatabase('accounts');
  namespace = uniqueNamespace('acct');
  const config = configSchema.parse({
    DATABASE_URL: testDb.url,
    NATS_URL: natsUrl,
    EVENT_NAMESPACE: namespace,
    GRPC_PORT: '0',
  });
  app = await buildApp(config, createLogger('accounts', 'silent'));
  client = createClient(AccountsService, `127.0.0.1:${app.port}`);
  database = createDatabase<AccountsDb>({ url: testDb.url, schema: SCHEMA });
  nats = await connectNats(natsUrl, 'accounts-test');
});

after(async () => {
  client?.close();
  await app?.stop();
  await database?.close();
  await nats?.jsm.streams.delete(streamName(namespace, 'accounts')).catch(() => false);
  await nats?.close();
  await testDb?.drop();
});

async function rejection(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => assert.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof AppError, String(err));
  return err;
}

/** How many messages the stream holds on one subject, once the relay has had time to publish. */
async function countOnSubject(subject: string, atLeast: number, timeoutMs = 5000): Promise<number> {
  const stream = streamName(namespace, 'accounts');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await nats.jsm.streams.info(stream, { subjects_filter: subject });
    const count = info.state.subjects?.[subject] ?? 0;
    if (count >= atLeast || Date.now() > deadline) return count;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const bankAccount = {
  bankName: 'Banco Itaú',
  accountType: 'cuenta corriente',
  accountNumber: '700123456',
  holderName: 'Acme SA',
  holderRuc: '80012345-6',
};

describe('accounts over gRPC', () => {
  it('creates a tenant whose keys authenticate, until revoked; the revocation reaches JetStream once', async () => {
    const created = await client.createTenant({ name: 'Acme SA' });
    assert.match(created.tenantId, /^ten_/);
    const testKey = created.testKey!;
    const liveKey = created.liveKey!;
    assert.match(testKey.secret, /^sk_test_[0-9A-Za-z]{32}$/);
    assert.match(liveKey.secret, /^sk_live_[0-9A-Za-z]{32}$/);
    assert.match(testKey.keyId, /^key_/);
    assert.equal(testKey.environment, 'test');
    assert.equal(liveKey.environment, 'live');

    const asTest = await client.authenticateKey({ apiKey: testKey.secret });
    assert.deepEqual(
      { tenantId: asTest.tenantId, environment: asTest.environment, keyId: asTest.keyId },
      { tenantId: created.tenantId, environment: 'test', keyId: testKey.keyId },
    );
    const asLive = await client.authenticateKey({ apiKey: liveKey.secret });
    assert.equal(asLive.environment, 'live');
    assert.equal(asLive.tenantId, created.tenantId);
    assert.equal(asLive.keyId, liveKey.keyId);

    const wrong = `${testKey.secret.slice(0, -4)}AAAA`;
    assert.equal((await rejection(client.authenticateKey({ apiKey: wrong }))).code, 'UNAUTHORIZED');
    assert.equal((await rejection(client.authenticateKey({ apiKey: '' }))).code, 'UNAUTHORIZED');

    const revoked = await client.revokeApiKey({ keyId: testKey.keyId });
    assert.equal(revoked.keyId, testKey.keyId);
    assert.equal(revoked.tenantId, created.tenantId);
    assert.ok(!Number.isNaN(Date.parse(revoked.revokedAt)));
    assert.equal((await rejection(client.authenticateKey({ apiKey: testKey.secret }))).code, 'UNAUTHORIZED');
    // The other key is untouched.
    assert.equal((await client.authenticateKey({ apiKey: liveKey.secret })).keyId, liveKey.keyId);

    const subject = subjectFor(namespace, 'accounts.api_key.revoked');
    assert.equal(await countOnSubject(subject, 1), 1);
    const stored = await nats.jsm.streams.getMessage(streamName(namespace, 'accounts'), {
      last_by_subj: subject,
    });
    assert.ok(stored);
    const event = eventEnvelopeSchema.parse(stored.json());
    assert.equal(event.type, 'accounts.api_key.revoked');
    assert.equal(event.tenant_id, created.tenantId);
    assert.equal(event.environment, 'test');
    assert.deepEqual(event.payload, {
      key_id: testKey.keyId,
      key_hash: createHash('sha256').update(testKey.secret).digest('hex'),
      tenant_id: created.tenantId,
      environment: 'test',
      revoked_at: revoked.revokedAt,
    });

    // Revoking again answers the same and announces nothing new.
    const again = await client.revokeApiKey({ keyId: testKey.keyId });
    assert.equal(again.revokedAt, revoked.revokedAt);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await countOnSubject(subject, 2, 0), 1);
  });

  it('stores only hashes and display prefixes of secrets', async () => {
    const created = await client.createTenant({ name: 'Hash Check' });
    const rows = await database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('tenant_id', '=', created.tenantId)
      .orderBy('environment')
      .execute();
    assert.equal(rows.length, 2);
    const [live, test] = rows;
    assert.equal(test?.key_hash, createHash('sha256').update(created.testKey!.secret).digest('hex'));
    assert.equal(live?.key_hash, createHash('sha256').update(created.liveKey!.secret).digest('hex'));
    assert.equal(test?.prefix, `${created.testKey!.secret.slice(0, 12)}…`);
    assert.ok(!JSON.stringify(rows).includes(created.testKey!.secret.slice(8)));
  });

  it('creates more keys for a tenant, and refuses unknown tenants and environments', async () => {
    const { tenantId } = await client.createTenant({ name: 'More Keys' });
    const { key } = await client.createApiKey({ tenantId, environment: 'live' });
    assert.match(key!.secret, /^sk_live_/);
    assert.equal((await client.authenticateKey({ apiKey: key!.secret })).keyId, key!.keyId);
    const missing = await rejection(
      client.createApiKey({ tenantId: 'ten_doesnotexist', environment: 'test' }),
    );
    assert.equal(missing.code, 'NOT_FOUND');
    const badEnv = await rejection(client.createApiKey({ tenantId, environment: 'prod' as never }));
    assert.equal(badEnv.code, 'VALIDATION_FAILED');
    assert.deepEqual(badEnv.details, { fields: { environment: ['must be test or live'] } });
    assert.equal((await rejection(client.revokeApiKey({ keyId: 'key_doesnotexist' }))).code, 'NOT_FOUND');
  });

  it('lists keys with when each was last used, never a secret', async () => {
    const { tenantId, testKey } = await client.createTenant({ name: 'Last Used' });
    const before = await client.listApiKeys({ tenantId, environment: 'test' });
    assert.equal(before.keys.length, 1);
    assert.equal(before.keys[0]!.lastUsedAt, undefined);
    await client.authenticateKey({ apiKey: testKey!.secret });
    const [used] = (await client.listApiKeys({ tenantId, environment: 'test' })).keys;
    assert.ok(used?.lastUsedAt && Date.now() - Date.parse(used.lastUsedAt) < 60_000);
    assert.equal(
      (await client.listApiKeys({ tenantId, environment: 'live' })).keys[0]!.lastUsedAt,
      undefined,
    );
    assert.ok(!JSON.stringify(used).includes(testKey!.secret.slice(12)));
  });

  it('sets branding and notification e-mails, refusing invalid values and changing nothing then', async () => {
    const { tenantId } = await client.createTenant({ name: 'Brand SA' });
    const set = await client.setBranding({ tenantId, tradeName: 'Brand', primaryColor: '#AA3300' });
    assert.deepEqual(
      { ...set.branding, $typeName: undefined },
      { $typeName: undefined, tradeName: 'Brand', logoUrl: '', primaryColor: '#aa3300' },
    );
    const bad = await rejection(
      client.setBranding({ tenantId, logoUrl: 'http://x.test/l.png', primaryColor: 'red' }),
    );
    assert.equal(bad.code, 'VALIDATION_FAILED');
    const emails = await client.setNotificationEmails({ tenantId, emails: ['ops@brand.test'] });
    assert.deepEqual(emails.emails, ['ops@brand.test']);
    assert.equal(
      (await rejection(client.setNotificationEmails({ tenantId, emails: ['not an address'] }))).code,
      'VALIDATION_FAILED',
    );
    const settings = await client.getTenantSettings({ tenantId, environment: 'test' });
    assert.equal(settings.branding?.primaryColor, '#aa3300');
    assert.equal(settings.branding?.logoUrl, '');
    assert.deepEqual(settings.notificationEmails, ['ops@brand.test']);
  });

  it('an uploaded logo becomes the branding, served by its address; a hostile file changes nothing', async () => {
    const { tenantId } = await client.createTenant({ name: 'Logo SA' });
    const upload = await sharp({ create: { width: 64, height: 32, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const { branding } = await client.setLogo({ tenantId, content: upload });
    assert.match(branding!.logoUrl, /^\/v1\/checkout-pages\/logos\/[0-9a-f]{64}\.png$/);
    const id = branding!.logoUrl.split('/').at(-1)!.replace('.png', '');
    const served = await client.getLogo({ logoId: id });
    assert.equal(served.contentType, 'image/png');
    assert.equal(createHash('sha256').update(served.content).digest('hex'), id);
    const html = await rejection(
      client.setLogo({ tenantId, content: Buffer.from('<html><script>x</script>') }),
    );
    assert.equal(html.code, 'VALIDATION_FAILED');
    assert.equal((await client.getTenantSettings({ tenantId })).branding?.logoUrl, branding!.logoUrl);
    // Saving the other branding fields sends the logo's address back unchanged.
    await client.setBranding({ tenantId, logoUrl: branding!.logoUrl, tradeName: 'Logo' });
    assert.equal((await rejection(client.getLogo({ logoId: 'f'.repeat(64) }))).code, 'NOT_FOUND');
    assert.equal((await rejection(client.getLogo({ logoId: '../etc' }))).code, 'NOT_FOUND');
  });

  it('keeps settings: all providers by default, bank accounts for both environments', async () => {
    const { tenantId } = await client.createTenant({ name: 'Settings SA' });
    const initial = await client.getTenantSettings({ tenantId, environment: 'test' });
    assert.equal(initial.name, 'Settings SA');
    assert.deepEqual(initial.enabledProviders, ['provider_a', 'provider_b', 'transferencia']);
    assert.deepEqual(initial.bankAccounts, []);
    assert.equal(initial.branding?.tradeName, 'Settings SA');
    assert.deepEqual(initial.notificationEmails, []);

    await client.setBankAccounts({
      tenantId,
      bankAccounts: [bankAccount],
      instructions: 'Upload the receipt.',
    });
    for (const environment of ['test', 'live'] as const) {
      const settings = await client.getTenantSettings({ tenantId, environment });
      assert.deepEqual(
        settings.bankAccounts.map(({ bankName, accountType, accountNumber, holderName, holderRuc }) => ({
          bankName,
          accountType,
          accountNumber,
          holderName,
          holderRuc,
        })),
        [bankAccount],
      );
      assert.equal(settings.instructions, 'Upload the receipt.');
    }

    const invalid = await rejection(
      client.setBankAccounts({
        tenantId,
        bankAccounts: [{ ...bankAccount, holderRuc: 'abc', bankName: '' }],
      }),
    );
    assert.equal(invalid.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.keys((invalid.details?.['fields'] ?? {}) as object).sort(), [
      'bank_accounts.0.bank_name',
      'bank_accounts.0.holder_ruc',
    ]);
    // A rejected change changes nothing.
    assert.equal((await client.getTenantSettings({ tenantId })).bankAccounts.length, 1);

    const unknown = await rejection(
      client.getTenantSettings({ tenantId: 'ten_doesnotexist', environment: 'test' }),
    );
    assert.equal(unknown.code, 'NOT_FOUND');
    const unknownSet = await rejection(
      client.setBankAccounts({ tenantId: 'ten_doesnotexist', bankAccounts: [] }),
    );
    assert.equal(unknownSet.code, 'NOT_FOUND');
  });

  it('refuses a blank tenant name', async () => {
    assert.equal((await rejection(client.createTenant({ name: ' ' }))).code, 'VALIDATION_FAILED');
  });
});
