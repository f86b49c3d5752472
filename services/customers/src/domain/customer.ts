// The customer as the rest of the product sees it (spec 2.4). Datetimes are ISO 8601 strings.
export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const SOURCES = ['payment', 'card_registration', 'card_charge'] as const;
export type Source = (typeof SOURCES)[number];

export const PROVIDERS = ['provider_a', 'provider_b', 'transferencia'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Every read and write is confined to one tenant and environment. */
export interface Scope {
  tenantId: string;
  environment: Environment;
}

/** The personal fields the integrator may send with each payment or card. */
export interface LastSeenFields {
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  ruc: string | null;
}

export interface Customer {
  id: string;
  externalId: string;
  lastSeenAt: string | null;
  lastSeenSource: Source | null;
  lastSeenProvider: Provider | null;
  lastSeen: LastSeenFields;
  createdAt: string;
  updatedAt: string;
}

export const ID_PREFIX = 'cust';
