import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { ManualClock } from '@gateway/shared/clock.ts';
import { AppError, type ErrorCode } from '@gateway/shared/errors.ts';
import { type Accounts, createAccounts } from './accounts.ts';
import type { AccountsStore } from './ports.ts';
import type { ApiKey, BankSettings, RevokedApiKey, Tenant } from './types.ts';

/** Just enough of the store to exercise the rules; the real one is covered by app.test.ts. */
class MemoryStore implements AccountsStore {
  tenants = new Map<string, Tenant>();
  keys = new Map<string, ApiKey>();
  bank = new Map<string, BankSettings>();
  events: RevokedApiKey[] = [];

  async insertTenant(tenant: Tenant) {
    this.tenants.set(tenant.id, tenant);
  }
  async findTenant(id: string) {
    return this.tenants.get(id);
  }
  async insertApiKey(key: ApiKey) {
    this.keys.set(key.id, key);
  }
  async findApiKey(id: string) {
    return this.keys.get(id);
  }
  async listApiKeys(tenantId: string, environment: string) {
    return [...this.keys.values()]
      .filter((k) => k.tenantId === tenantId && k.environment === environment)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
  async findApiKeyByHash(hash: string) {
    return [...this.keys.values()].find((k) => k.keyHash === hash);
  }
  async touchApiKey(id: string, at: Date) {
    const key = this.keys.get(id);
    if (key) this.keys.set(id, { ...key, lastUsedAt: at });
  }
  async revokeApiKey(id: string, at: Date) {
    const key = this.keys.get(id);
    if (!key || key.revokedAt) return undefined;
    const revoked = { ...key, revokedAt: at };
    this.keys.set(id, revoked);
    return revoked;
  }
  async saveBankSettings(tenantId: string, settings: BankSettings) {
    this.bank.set(tenantId, settings);
  }
  logos = new Map<string, Uint8Array>();
  async saveLogo(id: string, _tenantId: string, content: Uint8Array) {
    if (!this.logos.has(id)) this.logos.set(id, content);
  }
  async findLogo(id: string) {
    return this.logos.get(id);
  }
  async saveBranding(tenantId: string, branding: Tenant['branding']) {
    const tenant = this.tenants.get(tenantId);
    if (tenant) this.tenants.set(tenantId, { ...tenant, branding });
  }
  async saveNotificationEmails(tenantId: string, notificationEmails: string[]) {
    const tenant = this.tenants.get(tenantId);
    if (tenant) this.tenants.set(tenantId, { ...tenant, notificationEmails });
  }
  async findBankSettings(tenantId: string) {
    return this.bank.get(tenantId);
  }
  settingsChanged: string[] = [];
  async recordSettingsChanged(tenantId: string) {
    this.settingsChanged.push(tenantId);
  }
  async recordApiKeyRevoked(key: RevokedApiKey) {
    this.events.push(key);
  }
  async transaction<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return work(this);
  }
}

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return err.code;
  }
  assert.fail('expected an AppError');
}

describe('accounts use-cases', () => {
  let store: MemoryStore;
  let clock: ManualClock;
  let accounts: Accounts;

  beforeEach(() => {
    store = new MemoryStore();
    clock = new ManualClock('2026-11-21T12:00:00.000Z');
    accounts = createAccounts({ store, clock });
  });

  it('create a tenant with every provider and one key per environment', async () => {
    const { tenant, testKey, liveKey } = await accounts.createTenant({ name: '  Acme SA ' });
    assert.match(tenant.id, /^ten_/);
    assert.equal(tenant.name, 'Acme SA');
    assert.deepEqual(tenant.enabledProviders, ['provider_a', 'provider_b', 'transferencia']);
    assert.equal(testKey.key.environment, 'test');
    assert.match(testKey.secret, /^sk_test_/);
    assert.equal(liveKey.key.environment, 'live');
    assert.match(liveKey.secret, /^sk_live_/);
    assert.ok(
      ![...store.keys.values()].some((k) => JSON.stringify(k).includes(testKey.secret)),
      'secret stored',
    );
  });

  it('authenticate active keys only', async () => {
    const { tenant, testKey, liveKey } = await accounts.createTenant({ name: 'Acme' });
    assert.deepEqual(await accounts.authenticateKey(liveKey.secret), {
      tenantId: tenant.id,
      environment: 'live',
      keyId: liveKey.key.id,
    });
    // One character off (never the same one: a secret may end in x).
    const other = testKey.secret.endsWith('x') ? 'y' : 'x';
    assert.equal(
      await codeOf(accounts.authenticateKey(`${testKey.secret.slice(0, -1)}${other}`)),
      'UNAUTHORIZED',
    );
    assert.equal(await codeOf(accounts.authenticateKey('Bearer nonsense')), 'UNAUTHORIZED');
    await accounts.revokeApiKey(testKey.key.id);
    assert.equal(await codeOf(accounts.authenticateKey(testKey.secret)), 'UNAUTHORIZED');
  });

  it('revoke idempotently, announcing the revocation once', async () => {
    const { testKey } = await accounts.createTenant({ name: 'Acme' });
    const first = await accounts.revokeApiKey(testKey.key.id);
    clock.advance(60_000);
    const second = await accounts.revokeApiKey(testKey.key.id);
    assert.equal(first.changed, true);
    assert.equal(second.changed, false);
    assert.equal(second.key.revokedAt.toISOString(), '2026-11-21T12:00:00.000Z');
    assert.equal(store.events.length, 1);
    assert.equal(await codeOf(accounts.revokeApiKey('key_unknown')), 'NOT_FOUND');
    assert.equal(await codeOf(accounts.revokeApiKey('ten_wrongkind')), 'NOT_FOUND');
  });

  it('create keys only for existing tenants and real environments', async () => {
    const { tenant } = await accounts.createTenant({ name: 'Acme' });
    const issued = await accounts.createApiKey({ tenantId: tenant.id, environment: 'live' });
    assert.equal(issued.key.tenantId, tenant.id);
    assert.equal(
      await codeOf(accounts.createApiKey({ tenantId: 'ten_missing', environment: 'test' })),
      'NOT_FOUND',
    );
    assert.equal(
      await codeOf(accounts.createApiKey({ tenantId: tenant.id, environment: 'prod' })),
      'VALIDATION_FAILED',
    );
  });

  it('refuse a blank tenant name', async () => {
    assert.equal(await codeOf(accounts.createTenant({ name: '   ' })), 'VALIDATION_FAILED');
  });

  it('keep one set of bank settings for both environments', async () => {
    const { tenant } = await accounts.createTenant({ name: 'Acme' });
    const before = await accounts.getTenantSettings({ tenantId: tenant.id, environment: 'test' });
    assert.deepEqual(before.bank, { bankAccounts: [], instructions: '' });
    const account = {
      bank_name: 'Banco',
      account_type: 'caja de ahorro',
      account_number: '123',
      holder_name: 'Acme',
      holder_ruc: '80012345-6',
    };
    await accounts.setBankAccounts({
      tenantId: tenant.id,
      settings: { bank_accounts: [account], instructions: 'x' },
    });
    const live = await accounts.getTenantSettings({ tenantId: tenant.id, environment: 'live' });
    assert.deepEqual(live.bank, { bankAccounts: [account], instructions: 'x' });
    assert.equal(
      await codeOf(accounts.setBankAccounts({ tenantId: 'ten_missing', settings: { bank_accounts: [] } })),
      'NOT_FOUND',
    );
    assert.equal(
      await codeOf(accounts.getTenantSettings({ tenantId: tenant.id, environment: 'prod' })),
      'VALIDATION_FAILED',
    );
  });
});
