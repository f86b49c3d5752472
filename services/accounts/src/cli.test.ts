import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@gateway/shared/clock.ts';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { createTestDatabase, type TestDatabase } from '@gateway/shared/testing/database.ts';
import { SCHEMA } from './db/migrations/index.ts';
import { KyselyAccountsStore } from './db/account-repository.ts';
import type { AccountsDb } from './db/schema.ts';
import { type Accounts, createAccounts } from './domain/accounts.ts';

// bin/gatewayctl as an operator runs it: a real process, its stdout, stderr and exit code.
const GATEWAYCTL = fileURLToPath(new URL('../../../bin/gatewayctl', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function gatewayctl(args: string[], env: Record<string, string> = {}, command = GATEWAYCTL): Promise<Run> {
  const { LOG_LEVEL: _quiet, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(command, args, { env: { ...inherited, ...env }, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

let testDb: TestDatabase;
let workDir: string;
let database: Database<AccountsDb> | undefined;
let accounts: Accounts;
const cli = (...args: string[]) => gatewayctl(args, { DATABASE_URL: testDb.url });

before(async () => {
  testDb = await createTestDatabase('accounts_cli');
  // Dropped at once: the CLI must create the database it is pointed at.
  await testDb.drop();
  workDir = await mkdtemp(join(tmpdir(), 'gatewayctl-'));
});

after(async () => {
  await database?.close();
  await testDb?.drop();
  await rm(workDir, { recursive: true, force: true });
});

function openAccounts(): Accounts {
  database ??= createDatabase<AccountsDb>({ url: testDb.url, schema: SCHEMA });
  accounts ??= createAccounts({ store: new KyselyAccountsStore(database.db), clock: systemClock });
  return accounts;
}

async function authFails(secret: string): Promise<string> {
  const err = await openAccounts()
    .authenticateKey(secret)
    .then(
      () => assert.fail('expected the key to be refused'),
      (e: unknown) => e,
    );
  assert.ok(err instanceof AppError);
  return err.code;
}

function assertUsage(run: Run, problem: RegExp): void {
  assert.equal(run.code, 2, run.stderr);
  assert.equal(run.stdout, '');
  const lines = run.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0] ?? '', problem);
  assert.match(lines[0] ?? '', /usage: gatewayctl /);
}

describe('bin/gatewayctl', () => {
  let tenantId: string;
  let testSecret: string;

  it('tenant create --json prints exactly one JSON object, on a database it creates', async () => {
    const run = await cli('tenant', 'create', '--name', 'Acme SA', '--json');
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, '');
    assert.equal(run.stdout.split('\n').filter(Boolean).length, 1);
    const out = JSON.parse(run.stdout) as { tenant_id: string; api_keys: { test: string; live: string } };
    assert.deepEqual(Object.keys(out), ['tenant_id', 'api_keys']);
    assert.deepEqual(Object.keys(out.api_keys), ['test', 'live']);
    assert.match(out.tenant_id, /^ten_[0-9A-Za-z]{24}$/);
    assert.match(out.api_keys.test, /^sk_test_[0-9A-Za-z]{32}$/);
    assert.match(out.api_keys.live, /^sk_live_[0-9A-Za-z]{32}$/);
    tenantId = out.tenant_id;
    testSecret = out.api_keys.test;

    const asTest = await openAccounts().authenticateKey(out.api_keys.test);
    assert.deepEqual([asTest.tenantId, asTest.environment], [tenantId, 'test']);
    const asLive = await openAccounts().authenticateKey(out.api_keys.live);
    assert.deepEqual([asLive.tenantId, asLive.environment], [tenantId, 'live']);
  });

  it('tenant create without --json prints a summary with both keys', async () => {
    const run = await cli('tenant', 'create', '--name', 'Beta SRL');
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Created tenant ten_\w+ \(Beta SRL\)/);
    assert.match(run.stdout, /sk_test_[0-9A-Za-z]{32}/);
    assert.match(run.stdout, /sk_live_[0-9A-Za-z]{32}/);
  });

  it('key create --json prints the new key; key revoke makes it invalid and queues the event once', async () => {
    const run = await cli('key', 'create', '--tenant', tenantId, '--env', 'live', '--json');
    assert.equal(run.code, 0, run.stderr);
    const out = JSON.parse(run.stdout) as { key_id: string; environment: string; api_key: string };
    assert.deepEqual(Object.keys(out), ['key_id', 'environment', 'api_key']);
    assert.match(out.key_id, /^key_/);
    assert.equal(out.environment, 'live');
    assert.match(out.api_key, /^sk_live_[0-9A-Za-z]{32}$/);
    assert.equal((await openAccounts().authenticateKey(out.api_key)).keyId, out.key_id);

    const revoke = await cli('key', 'revoke', out.key_id);
    assert.equal(revoke.code, 0, revoke.stderr);
    assert.match(revoke.stdout, new RegExp(`Revoked live key ${out.key_id}`));
    assert.equal(await authFails(out.api_key), 'UNAUTHORIZED');
    const again = await cli('key', 'revoke', out.key_id);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /already revoked/);

    // The running accounts service's relay publishes it; the CLI only commits it.
    const events = await database!.db
      .selectFrom('outbox')
      .select(['type', 'tenant_id', 'environment', 'payload'])
      .where('type', '=', 'accounts.api_key.revoked')
      .execute();
    assert.equal(events.length, 1);
    const [event] = events;
    assert.ok(event);
    assert.equal(event.tenant_id, tenantId);
    assert.equal(event.environment, 'live');
    assert.deepEqual(Object.keys(event.payload as object).sort(), [
      'environment',
      'key_hash',
      'key_id',
      'revoked_at',
      'tenant_id',
    ]);
    assert.equal((event.payload as { key_id: string }).key_id, out.key_id);

    // The tenant's other keys still work.
    assert.equal((await openAccounts().authenticateKey(testSecret)).tenantId, tenantId);
  });

  it('tenant bank-accounts set stores the file for both environments', async () => {
    const file = join(workDir, 'accounts.json');
    const account = {
      bank_name: 'Banco Itaú',
      account_type: 'cuenta corriente',
      account_number: '700123456',
      holder_name: 'Acme SA',
      holder_ruc: '80012345-6',
    };
    await writeFile(file, JSON.stringify({ bank_accounts: [account], instructions: 'Upload the receipt.' }));
    const run = await cli('tenant', 'bank-accounts', 'set', '--tenant', tenantId, '--file', file);
    assert.equal(run.code, 0, run.stderr);
    const settings = await openAccounts().getTenantSettings({ tenantId, environment: 'live' });
    assert.deepEqual(settings.bank, { bankAccounts: [account], instructions: 'Upload the receipt.' });
    // Committed with the change, so caches of the settings (payments) drop their copy.
    const changed = await database!.db
      .selectFrom('outbox')
      .select(['tenant_id', 'environment', 'payload'])
      .where('type', '=', 'accounts.tenant.settings_changed')
      .where('tenant_id', '=', tenantId)
      .orderBy('environment')
      .execute();
    assert.deepEqual(
      changed.map((e) => e.environment),
      ['live', 'test'],
    );
    assert.equal((changed[0]!.payload as { tenant_id: string }).tenant_id, tenantId);

    await writeFile(file, JSON.stringify({ bank_accounts: [{ ...account, holder_ruc: 'x' }] }));
    const invalid = await cli('tenant', 'bank-accounts', 'set', '--tenant', tenantId, '--file', file);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr, /^gatewayctl: .*bank_accounts\.0\.holder_ruc: .*\n$/);
    const after = await database!.db
      .selectFrom('outbox')
      .select('id')
      .where('type', '=', 'accounts.tenant.settings_changed')
      .where('tenant_id', '=', tenantId)
      .execute();
    assert.equal(after.length, 2, 'a refused file changes nothing and announces nothing');
  });

  it('tenant branding set changes only the given fields; a bad colour is one line and exit 1', async () => {
    const run = await cli(
      'tenant',
      'branding',
      'set',
      '--tenant',
      tenantId,
      '--trade-name',
      'Tienda Sol',
      '--color',
      '#0B6E4F',
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Tienda Sol/);
    const logo = await cli(
      'tenant',
      'branding',
      'set',
      '--tenant',
      tenantId,
      '--logo-url',
      'https://cdn.example.com/l.png',
    );
    assert.equal(logo.code, 0, logo.stderr);
    const { tenant } = await openAccounts().getTenantSettings({ tenantId, environment: 'test' });
    assert.deepEqual(tenant.branding, {
      tradeName: 'Tienda Sol',
      logoUrl: 'https://cdn.example.com/l.png',
      primaryColor: '#0b6e4f',
    });
    const bad = await cli('tenant', 'branding', 'set', '--tenant', tenantId, '--color', 'green');
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^gatewayctl: .*color: .*\n$/);
    assertUsage(await cli('tenant', 'branding', 'set', '--tenant', tenantId), /at least one of/);
  });

  it('tenant notifications set chooses who receives operator e-mails; "" turns them off', async () => {
    const run = await cli(
      'tenant',
      'notifications',
      'set',
      '--tenant',
      tenantId,
      '--emails',
      'Ops@Tienda.com, caja@tienda.com',
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /ops@tienda\.com, caja@tienda\.com/);
    let { tenant } = await openAccounts().getTenantSettings({ tenantId, environment: 'live' });
    assert.deepEqual(tenant.notificationEmails, ['ops@tienda.com', 'caja@tienda.com']);
    const bad = await cli('tenant', 'notifications', 'set', '--tenant', tenantId, '--emails', 'nope');
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^gatewayctl: .*emails: .*\n$/);
    const off = await cli('tenant', 'notifications', 'set', '--tenant', tenantId, '--emails', '');
    assert.equal(off.code, 0, off.stderr);
    ({ tenant } = await openAccounts().getTenantSettings({ tenantId, environment: 'test' }));
    assert.deepEqual(tenant.notificationEmails, []);
    assertUsage(await cli('tenant', 'notifications', 'set', '--tenant', tenantId), /--emails is required/);
  });

  it('fails with one line and exit 1 for an unknown tenant or key', async () => {
    const tenant = await cli('key', 'create', '--tenant', 'ten_doesnotexist', '--env', 'test', '--json');
    assert.equal(tenant.code, 1);
    assert.equal(tenant.stdout, '');
    assert.equal(tenant.stderr, 'gatewayctl: No such tenant: ten_doesnotexist\n');
    const key = await cli('key', 'revoke', 'key_doesnotexist');
    assert.equal(key.code, 1);
    assert.equal(key.stderr, 'gatewayctl: No such API key: key_doesnotexist\n');
  });

  it('answers a bad command line with exit 2 and one usage line', async () => {
    assertUsage(await cli('tenant', 'destroy'), /unknown command "tenant destroy"/);
    assertUsage(await cli(), /missing command/);
    assertUsage(await cli('tenant', 'create', '--name', 'X', '--colour', 'red'), /unknown flag --colour/);
    assertUsage(await cli('tenant', 'create', '--json'), /--name is required/);
    assertUsage(
      await cli('key', 'create', '--tenant', tenantId, '--env', 'prod'),
      /--env must be test or live/,
    );
    assertUsage(await cli('key', 'revoke'), /missing argument/);
  });

  it('says in one line when PostgreSQL cannot be reached', async () => {
    const run = await gatewayctl(['tenant', 'create', '--name', 'X', '--json'], {
      DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/gateway',
    });
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^gatewayctl: cannot reach PostgreSQL at 127\.0\.0\.1:1\/gateway .*\n$/);
    assert.doesNotMatch(run.stderr, /hunter2/);
  });

  it('asks for make up when the pinned Node is missing', async () => {
    const bin = join(workDir, 'repo', 'bin');
    await mkdir(bin, { recursive: true });
    await copyFile(GATEWAYCTL, join(bin, 'gatewayctl'));
    const run = await gatewayctl(['tenant', 'create', '--name', 'X'], {}, join(bin, 'gatewayctl'));
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^gatewayctl: .*run 'make up' or 'make tools' first\n$/);
  });
});
