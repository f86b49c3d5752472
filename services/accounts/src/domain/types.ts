export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const PROVIDERS = ['provider_a', 'provider_b', 'transferencia'] as const;
export type Provider = (typeof PROVIDERS)[number];

export function isEnvironment(value: unknown): value is Environment {
  return value === 'test' || value === 'live';
}

export interface Branding {
  tradeName: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
}

export interface Tenant {
  id: string;
  name: string;
  enabledProviders: Provider[];
  branding: Branding;
  notificationEmails: string[];
  createdAt: Date;
}

export interface ApiKey {
  id: string;
  tenantId: string;
  environment: Environment;
  keyHash: string;
  /** What a human may see of the key, e.g. `sk_test_ab12…`. */
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt?: Date | null;
}

export type RevokedApiKey = ApiKey & { revokedAt: Date };

/** A key together with its secret: exists only in the response that creates it. */
export interface IssuedApiKey {
  key: ApiKey;
  secret: string;
}

export interface BankAccount {
  bank_name: string;
  account_type: string;
  account_number: string;
  holder_name: string;
  holder_ruc: string;
}

/** Bank transfer settings of a tenant; the same in test and live. */
export interface BankSettings {
  bankAccounts: BankAccount[];
  instructions: string;
}

export interface TenantSettings {
  tenant: Tenant;
  bank: BankSettings;
}

export interface KeyIdentity {
  tenantId: string;
  environment: Environment;
  keyId: string;
}
