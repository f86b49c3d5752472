import type { ApiKey, BankSettings, Branding, RevokedApiKey, Tenant } from './types.ts';

/** Persistence the use-cases need; implemented over the `accounts` schema in src/db. */
export interface AccountsStore {
  insertTenant(tenant: Tenant): Promise<void>;
  findTenant(id: string): Promise<Tenant | undefined>;
  insertApiKey(key: ApiKey): Promise<void>;
  findApiKey(id: string): Promise<ApiKey | undefined>;
  findApiKeyByHash(hash: string): Promise<ApiKey | undefined>;
  /** A tenant's keys of one environment, newest first. */
  listApiKeys(tenantId: string, environment: string): Promise<ApiKey[]>;
  /** Records a use of the key, writing only when the last recorded use is a minute old or more. */
  touchApiKey(id: string, at: Date): Promise<void>;
  /** Sets revoked_at only if the key is still active; returns the key when this call revoked it. */
  revokeApiKey(id: string, at: Date): Promise<RevokedApiKey | undefined>;
  saveBankSettings(tenantId: string, settings: BankSettings, at: Date): Promise<void>;
  findBankSettings(tenantId: string): Promise<BankSettings | undefined>;
  /** Records `accounts.tenant.settings_changed` (one per environment) in the current transaction. */
  recordSettingsChanged(tenantId: string, at: Date): Promise<void>;
  /** Stores a normalized logo under its id; storing the same id again changes nothing. */
  saveLogo(id: string, tenantId: string, content: Uint8Array, at: Date): Promise<void>;
  findLogo(id: string): Promise<Uint8Array | undefined>;
  saveBranding(tenantId: string, branding: Branding, at: Date): Promise<void>;
  saveNotificationEmails(tenantId: string, emails: string[], at: Date): Promise<void>;
  /** Records `accounts.api_key.revoked` in the current transaction. */
  recordApiKeyRevoked(key: RevokedApiKey): Promise<void>;
  /** Runs `work` in one transaction; nested calls join the outer one. */
  transaction<T>(work: (store: AccountsStore) => Promise<T>): Promise<T>;
}
