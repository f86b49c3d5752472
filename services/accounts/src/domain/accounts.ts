import { applyBranding, type BrandingChange } from './branding.ts';
import { checkNotificationEmails } from './notification-emails.ts';
import type { Clock } from '@gateway/shared/clock.ts';
import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import { hasPrefix, newId } from '@gateway/shared/ids.ts';
import { generateSecret, hashesEqual, hashSecret, secretEnvironment } from './api-keys.ts';
import { parseBankSettings } from './bank-accounts.ts';
import { checkLogoUpload, type LogoProcessor, LogoRejected, logoId, logoPath } from './logo.ts';
import type { AccountsStore } from './ports.ts';
import {
  type ApiKey,
  type Environment,
  type IssuedApiKey,
  isEnvironment,
  PROVIDERS,
  type RevokedApiKey,
  type Tenant,
  type TenantSettings,
} from './types.ts';

export interface CreatedTenant {
  tenant: Tenant;
  testKey: IssuedApiKey;
  liveKey: IssuedApiKey;
}

export interface RevokedKey {
  key: RevokedApiKey;
  /** False when the key had already been revoked: nothing changed and no event was written. */
  changed: boolean;
}

export type Accounts = ReturnType<typeof createAccounts>;

/** The accounts use-cases, shared by the gRPC handlers and the operator CLI. */
export function createAccounts(deps: { store: AccountsStore; clock: Clock; logos?: LogoProcessor }) {
  const { store, clock } = deps;

  async function issueKey(
    tx: AccountsStore,
    tenantId: string,
    environment: Environment,
  ): Promise<IssuedApiKey> {
    const { secret, hash, prefix } = generateSecret(environment);
    const key: ApiKey = {
      id: newId('key'),
      tenantId,
      environment,
      keyHash: hash,
      prefix,
      createdAt: clock.now(),
      revokedAt: null,
    };
    await tx.insertApiKey(key);
    return { key, secret };
  }

  async function requireTenant(tx: AccountsStore, tenantId: string): Promise<Tenant> {
    const tenant = hasPrefix(tenantId, 'ten') ? await tx.findTenant(tenantId) : undefined;
    if (!tenant) throw notFound('tenant');
    return tenant;
  }

  return {
    /** Resolves a presented secret to its key; anything but an active key is UNAUTHORIZED. */
    async authenticateKey(
      secret: string,
    ): Promise<{ tenantId: string; environment: Environment; keyId: string }> {
      const unauthorized = new AppError('UNAUTHORIZED', 'Invalid API key.');
      if (!secretEnvironment(secret)) throw unauthorized;
      const hash = hashSecret(secret);
      const key = await store.findApiKeyByHash(hash);
      if (!key || !hashesEqual(key.keyHash, hash) || key.revokedAt !== null) throw unauthorized;
      // Bookkeeping only: a failed write must not turn away a valid key.
      await store.touchApiKey(key.id, clock.now()).catch(() => undefined);
      return { tenantId: key.tenantId, environment: key.environment, keyId: key.id };
    },

    /** A tenant with every provider enabled and one test and one live key, all or nothing. */
    async createTenant(input: { name: string }): Promise<CreatedTenant> {
      const name = input.name.trim();
      if (!name) throw validationError({ name: ['is required'] });
      if (name.length > 200) throw validationError({ name: ['at most 200 characters'] });
      const tenant: Tenant = {
        id: newId('ten'),
        name,
        enabledProviders: [...PROVIDERS],
        branding: { tradeName: name, logoUrl: null, primaryColor: null },
        notificationEmails: [],
        createdAt: clock.now(),
      };
      return store.transaction(async (tx) => {
        await tx.insertTenant(tenant);
        const testKey = await issueKey(tx, tenant.id, 'test');
        const liveKey = await issueKey(tx, tenant.id, 'live');
        return { tenant, testKey, liveKey };
      });
    },

    async createApiKey(input: { tenantId: string; environment: string }): Promise<IssuedApiKey> {
      const { environment } = input;
      if (!isEnvironment(environment)) throw validationError({ environment: ['must be test or live'] });
      return store.transaction(async (tx) => {
        await requireTenant(tx, input.tenantId);
        return issueKey(tx, input.tenantId, environment);
      });
    },

    /** Idempotent: revoking a revoked key returns it unchanged and announces nothing new. */
    async revokeApiKey(keyId: string, tenantId?: string): Promise<RevokedKey> {
      if (!hasPrefix(keyId, 'key')) throw notFound('API key');
      return store.transaction(async (tx) => {
        if (tenantId !== undefined && (await tx.findApiKey(keyId))?.tenantId !== tenantId)
          throw notFound('API key');
        const revoked = await tx.revokeApiKey(keyId, clock.now());
        if (revoked) {
          // Same transaction: every gateway replica hears of the revocation exactly when it commits.
          await tx.recordApiKeyRevoked(revoked);
          return { key: revoked, changed: true };
        }
        const existing = await tx.findApiKey(keyId);
        if (!existing?.revokedAt) throw notFound('API key');
        return { key: { ...existing, revokedAt: existing.revokedAt }, changed: false };
      });
    },

    async listApiKeys(input: { tenantId: string; environment: string }): Promise<ApiKey[]> {
      if (!isEnvironment(input.environment)) throw validationError({ environment: ['must be test or live'] });
      return store.listApiKeys(input.tenantId, input.environment);
    },

    async setBankAccounts(input: { tenantId: string; settings: unknown }): Promise<void> {
      const settings = parseBankSettings(input.settings);
      await store.transaction(async (tx) => {
        await requireTenant(tx, input.tenantId);
        const at = clock.now();
        await tx.saveBankSettings(input.tenantId, settings, at);
        // Same transaction: caches of the settings are dropped exactly when the change commits.
        await tx.recordSettingsChanged(input.tenantId, at);
      });
    },

    async setBranding(input: { tenantId: string; change: BrandingChange }): Promise<Tenant> {
      return store.transaction(async (tx) => {
        const tenant = await requireTenant(tx, input.tenantId);
        const branding = applyBranding(tenant.branding, input.change);
        const at = clock.now();
        await tx.saveBranding(tenant.id, branding, at);
        await tx.recordSettingsChanged(tenant.id, at);
        return { ...tenant, branding };
      });
    },

    /** An uploaded logo, normalized under the shared image rules, becomes the branding's logo. */
    async setLogo(input: { tenantId: string; content: Uint8Array }): Promise<Tenant> {
      checkLogoUpload(input.content);
      if (!deps.logos) throw new AppError('UNAVAILABLE', 'Logo uploads are not available.');
      let normalized: Uint8Array;
      try {
        normalized = await deps.logos.normalize(input.content);
      } catch (err) {
        if (err instanceof LogoRejected)
          throw validationError({ logo: [`the file ${err.message}`] }, 'The logo is invalid.');
        throw err;
      }
      const id = logoId(normalized);
      return store.transaction(async (tx) => {
        const tenant = await requireTenant(tx, input.tenantId);
        const at = clock.now();
        await tx.saveLogo(id, tenant.id, normalized, at);
        const branding = { ...tenant.branding, logoUrl: logoPath(id) };
        await tx.saveBranding(tenant.id, branding, at);
        await tx.recordSettingsChanged(tenant.id, at);
        return { ...tenant, branding };
      });
    },

    async getLogo(id: string): Promise<Uint8Array> {
      const content = /^[0-9a-f]{64}$/.test(id) ? await store.findLogo(id) : undefined;
      if (!content) throw new AppError('NOT_FOUND', 'No such logo.');
      return content;
    },

    async setNotificationEmails(input: { tenantId: string; emails: string[] }): Promise<string[]> {
      const emails = checkNotificationEmails(input.emails);
      return store.transaction(async (tx) => {
        const tenant = await requireTenant(tx, input.tenantId);
        const at = clock.now();
        await tx.saveNotificationEmails(tenant.id, emails, at);
        await tx.recordSettingsChanged(tenant.id, at);
        return emails;
      });
    },

    async getTenantSettings(input: { tenantId: string; environment?: string }): Promise<TenantSettings> {
      // Settings are the same in both environments; a given environment must still be a real one.
      if (input.environment && !isEnvironment(input.environment)) {
        throw validationError({ environment: ['must be test or live'] });
      }
      const tenant = await requireTenant(store, input.tenantId);
      const bank = (await store.findBankSettings(tenant.id)) ?? { bankAccounts: [], instructions: '' };
      return { tenant, bank };
    },
  };
}
