// The names every service and the public API share for environments, providers and payment
// statuses (spec 2.2, section 3): one list each, in the order the API documents them. Pure.

export const ENVIRONMENTS = ['test', 'live'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

export const PROVIDERS = ['provider_a', 'provider_b', 'transferencia'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'confirmed',
  'failed',
  'rejected',
  'receipt_uploaded',
  'expired',
  'cancelled',
  'reversed',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

export const isProviderName = (value: unknown): value is ProviderName =>
  (PROVIDERS as readonly unknown[]).includes(value);
