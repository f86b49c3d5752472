// The payment as the rest of the product sees it (spec 2.2). Amounts are whole guaraníes.
import {
  ENVIRONMENTS,
  type EnvironmentName,
  PAYMENT_STATUSES,
  type PaymentStatusName,
  PROVIDERS,
  type ProviderName,
} from '@gateway/shared/names.ts';

export { ENVIRONMENTS, PROVIDERS };
export const STATUSES = PAYMENT_STATUSES;
export type Environment = EnvironmentName;
export type Provider = ProviderName;
export type PaymentStatus = PaymentStatusName;

export const CARD_PROVIDERS = ['provider_a', 'provider_b'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

export const CURRENCY = 'PYG';
export const ID_PREFIX = 'pay';

/** Every read and write is confined to one tenant and environment. */
export interface Scope {
  tenantId: string;
  environment: Environment;
}

export interface Checkout {
  token: string;
  url: string;
  expiresAt: Date;
}

export interface Payment {
  id: string;
  tenantId: string;
  environment: Environment;
  reference: string;
  provider: Provider;
  amount: bigint;
  currency: string;
  status: PaymentStatus;
  cardId: string | null;
  checkoutSessionId: string | null;
  targetOrigins: string[];
  returnUrl: string | null;
  cancelUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  failedAt: Date | null;
  expiresAt: Date | null;
  expiredAt: Date | null;
  confirmedAfterExpiry: boolean;
  recoveredFromStatus: PaymentStatus | null;
  rejectionReason: string | null;
  /** JSON texts kept as stored, so what the merchant sent comes back unchanged. */
  metadataJson: string | null;
  customerDataJson: string | null;
  providerDataJson: string | null;
  /** The customer's public id (`cust_...`) and the merchant's external id for it. */
  customerId: string | null;
  customerExternalId: string | null;
  providerSessionId: string | null;
  providerFormPath: string | null;
  operationNumber: string | null;
  /** The highest provider attempt whose callback was applied; repeats at or below it change nothing. */
  providerAttempt: number;
  checkout: Checkout | null;
  /**
   * Set while a create waits for its card processor (no connection or lock is held meanwhile);
   * past it, the create is taken to have died and another request may finish it.
   */
  providerCallUntil?: Date | null;
}

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

export function isCardProvider(value: string): value is CardProvider {
  return (CARD_PROVIDERS as readonly string[]).includes(value);
}

export function isStatus(value: string): value is PaymentStatus {
  return (STATUSES as readonly string[]).includes(value);
}

export function scopeOf(payment: Pick<Payment, 'tenantId' | 'environment'>): Scope {
  return { tenantId: payment.tenantId, environment: payment.environment };
}
