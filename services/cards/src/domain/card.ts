// The saved card as the rest of the product sees it (spec 2.3). Datetimes are Date objects here.
export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const CARD_STATUSES = ['pending', 'registered', 'invalid', 'deleted'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const PROVIDER = 'provider_a';
export const ID_PREFIX = 'card';

/** Every read and write is confined to one tenant and environment. */
export interface Scope {
  tenantId: string;
  environment: Environment;
}

export interface Card {
  id: string;
  tenantId: string;
  environment: Environment;
  /** cust_ id, and the merchant's external id for the same customer. */
  customerId: string;
  customerExternalId: string;
  provider: typeof PROVIDER;
  status: CardStatus;
  brand: string | null;
  lastFour: string | null;
  /** MM/YY */
  expires: string | null;
  registeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the registration page needs besides the card; never returned by the API. */
export interface Registration {
  registrationId: string;
  formPath: string;
  token: string;
  expiresAt: Date;
  targetOrigins: string[];
  returnUrl: string | null;
  /** The highest provider attempt applied; a repeat at or below it changes nothing. */
  attempt: number;
}

export function isCardStatus(value: string): value is CardStatus {
  return (CARD_STATUSES as readonly string[]).includes(value);
}
