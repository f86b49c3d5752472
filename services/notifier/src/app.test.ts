import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { ManualClock } from '@gateway/shared/clock.ts';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { streamName, subjectFor } from '@gateway/shared/events/envelope.ts';
import { connectNats, ensureStream, type Nats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { SCHEMA } from './db/migrations/index.ts';
import { SmtpSink } from './testing/smtp-sink.ts';

// The notifier in-process; the real accounts service as a child process on the same database for
// the tenants' addresses; a real SMTP server started here receives the e-mails.
const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const clock = new ManualClock('2026-11-23T12:00:00.000Z');
const smtp = new SmtpSink();
let testDb: TestDatabase;
let namespace: string;
let nats: Nats;
let database: Database<unknown>;
let accountsProcess: ChildProcess;
let accounts: ServiceClient<typeof AccountsService>;
let accountsUrl: string;
let app: App | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function startNotifier(): Promise<App> {
  const config = configSchema.parse({
    DATABASE_URL: testDb.url,
    NATS_URL,
    EVENT_NAMESPACE: namespace,
    GRPC_PORT: '0',
    ACCOUNTS_GRPC_URL: accountsUrl,
    SMTP_URL: smtp.url,
    SMTP_RETRY_MS: '100,100,100',
    MAILER_POLL_MS: '50',
    PUBLIC_BASE_URL: 'https://pay.example.com',
  });
  return buildApp(config, createLogger('notifier', process.env['TEST_LOG_LEVEL'] ?? 'silent'), clock);
}

before(async () => {
  testDb = await createTestDatabase('notifier');
  namespace = uniqueNamespace('ntf');
  nats = await connectNats(NATS_URL, 'notifier-test');
  await smtp.start();
  const port = await freePort();
  accountsUrl = `127.0.0.1:${port}`;
  accountsProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', '..', 'accounts', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: testDb.url,
        NATS_URL,
        EVENT_NAMESPACE: namespace,
        GRPC_PORT: String(port),
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    },
  );
  accounts = createClient(AccountsService, accountsUrl, { timeoutMs: 2000 });
  await waitFor(
    'accounts',
    () =>
      accounts.getTenantSettings({ tenantId: 'ten_none', environment: 'test' }).then(
        () => true,
        (e: { code?: string }) => e.code === 'NOT_FOUND',
      ),
    30_000,
  );
  database = createDatabase({ url: testDb.url, schema: SCHEMA });
  app = await startNotifier();
});

after(async () => {
  await app?.stop();
  accounts?.close();
  accountsProcess?.kill('SIGTERM');
  await smtp.stop();
  await database?.close();
  for (const s of ['webhooks', 'payments', 'notifier', 'accounts'])
    await nats.jsm.streams.delete(streamName(namespace, s)).catch(() => false);
  await nats.close();
  await testDb?.drop();
});

async function tenantWithEmails(emails: string[]): Promise<string> {
  const created = await accounts.createTenant({ name: 'Tienda Asunción' });
  await sql`UPDATE accounts.tenants SET notification_emails = ${emails} WHERE id = ${created.tenantId}`.execute(
    database.db,
  );
  return created.tenantId;
}

async function publish(type: string, tenantId: string, payload: Record<string, unknown>) {
  const [service] = type.split('.');
  await ensureStream(nats.jsm, namespace, service!);
  const id = newId('evt');
  await nats.js.publish(
    subjectFor(namespace, type),
    JSON.stringify({
      id,
      type,
      occurred_at: new Date().toISOString(),
      tenant_id: tenantId,
      environment: 'test',
      payload,
    }),
    { msgID: id },
  );
  return id;
}

const exhausted = (n: number) => ({
  delivery_id: `dlv_${n}`,
  event_id: `evt_${n}`,
  event_type: 'payment.confirmed',
  endpoint_id: 'we_1',
  endpoint_url: 'https://shop.example.com/hooks',
  attempts: 10,
  last_status_code: 500,
  last_error: null,
});

// The payload payments writes (its contract in shared/events/contracts), field for field.
const receipt = (n: number) => ({
  event: 'payment.receipt_uploaded',
  payment_id: `pay_${n}`,
  reference: `order-${n}`,
  checkout_session_id: null,
  payment_method: 'transferencia',
  amount: '150000.00',
  currency: 'PYG',
  metadata: null,
  customer_id: null,
  expires_at: null,
  expired_at: null,
  confirmed_after_expiry: false,
  recovered_from_status: null,
});

async function processed(tenantId: string, kind: string, suppressed: number) {
  await waitFor(`${kind} suppressed ${suppressed}`, async () => {
    const r = await sql<{ suppressed: number }>`
      SELECT suppressed FROM throttles WHERE tenant_id = ${tenantId} AND kind = ${kind}`.execute(database.db);
    return r.rows[0]?.suppressed === suppressed;
  });
}

const mailsTo = (address: string) => smtp.accepted.filter((m) => m.to.includes(address));

describe('operator e-mails', () => {
  it('exhaustion: one e-mail to every address, none more within the hour, then one that counts the rest', async () => {
    const tenant = await tenantWithEmails(['ops@shop.example', 'cto@shop.example']);
    await publish('webhooks.delivery.exhausted', tenant, exhausted(1));
    await waitFor('the e-mail', () => mailsTo('ops@shop.example').length === 1);
    const [mail] = mailsTo('ops@shop.example');
    assert.deepEqual(mail!.to.sort(), ['cto@shop.example', 'ops@shop.example']);
    assert.match(mail!.subject, /could not be delivered/);
    assert.match(mail!.raw, /evt_1/);
    assert.match(mail!.raw, /HTTP 500/);

    await publish('webhooks.delivery.exhausted', tenant, exhausted(2));
    await processed(tenant, 'webhook_exhausted', 1);
    clock.advance(59 * 60_000);
    await publish('webhooks.delivery.exhausted', tenant, exhausted(3));
    await processed(tenant, 'webhook_exhausted', 2);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(mailsTo('ops@shop.example').length, 1, 'no second e-mail within the hour');

    clock.advance(2 * 60_000);
    await publish('webhooks.delivery.exhausted', tenant, exhausted(4));
    await waitFor('the next e-mail', () => mailsTo('ops@shop.example').length === 2);
    assert.match(mailsTo('ops@shop.example')[1]!.raw, /2 more like this/);
  });

  it('receipt review: one per 30 minutes, and the window survives a restart', async () => {
    const tenant = await tenantWithEmails(['review@shop.example']);
    await publish('payments.payment.receipt_uploaded', tenant, receipt(1));
    await waitFor('the e-mail', () => mailsTo('review@shop.example').length === 1);
    assert.match(mailsTo('review@shop.example')[0]!.raw, /pay_1/);

    await app!.stop();
    app = await startNotifier();
    clock.advance(29 * 60_000);
    await publish('payments.payment.receipt_uploaded', tenant, receipt(2));
    await processed(tenant, 'receipt_review', 1);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(mailsTo('review@shop.example').length, 1, 'the restart did not reset the window');

    clock.advance(2 * 60_000);
    await publish('payments.payment.receipt_uploaded', tenant, receipt(3));
    await waitFor('the next e-mail', () => mailsTo('review@shop.example').length === 2);
  });

  it('a failing SMTP server is retried and the e-mail arrives exactly once', async () => {
    const tenant = await tenantWithEmails(['retry@shop.example']);
    const refusalsBefore = smtp.refusals;
    smtp.refuse(2);
    await publish('payments.payment.receipt_uploaded', tenant, receipt(9));
    await waitFor('the e-mail', () => mailsTo('retry@shop.example').length === 1);
    assert.equal(smtp.refusals - refusalsBefore, 2);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(mailsTo('retry@shop.example').length, 1);
    const row = await sql<{ status: string; attempts: number }>`
      SELECT status, attempts FROM emails WHERE tenant_id = ${tenant}`.execute(database.db);
    assert.deepEqual(row.rows, [{ status: 'sent', attempts: 3 }]);
  });

  it('a tenant without notification addresses gets nothing, and nothing breaks', async () => {
    const tenant = await tenantWithEmails([]);
    const before = smtp.accepted.length;
    await publish('webhooks.delivery.exhausted', tenant, exhausted(7));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(smtp.accepted.length, before);
    const queued = await sql`SELECT 1 FROM emails WHERE tenant_id = ${tenant}`.execute(database.db);
    assert.equal(queued.rows.length, 0);
  });

  it('an event that breaks its contract is dead-lettered, and no e-mail goes out', async () => {
    const tenant = await tenantWithEmails(['poison@shop.example']);
    await publish('webhooks.delivery.exhausted', tenant, { ...exhausted(8), attempts: 'ten' });
    await waitFor('the dead letter', async () => {
      const r = await sql<{ error: string }>`
        SELECT error FROM dead_letters WHERE subject LIKE '%webhooks.delivery.exhausted'
          AND error LIKE '%attempts%'`.execute(database.db);
      return r.rows.length === 1;
    });
    assert.equal(mailsTo('poison@shop.example').length, 0);
  });
});
