import type { Clock } from '@gateway/shared/clock.ts';
import type { CursorPosition } from '@gateway/shared/cursor.ts';
import type { Card, CardStatus, Registration, Scope } from './card.ts';
import type { CustomerFields } from './validation.ts';

export type NewCard = Omit<Card, 'updatedAt'> & { registration: Registration };

export interface ListQuery {
  /** cust_ id or external id; both columns are matched. */
  customerId: string | null;
  status: CardStatus | null;
  cursor: CursorPosition | null;
  /** Rows to fetch: one more than the page. */
  limit: number;
}

/** A verified registration callback, in the provider-neutral shape. */
export interface RegistrationCallback {
  registrationId: string;
  attempt: number;
  registered: boolean;
  reason: string | null;
  /** The provider token; only present on success. Never logged, never returned. */
  token: string | null;
  brand: string | null;
  lastFour: string | null;
  expires: string | null;
}

export interface RegisteredDetails {
  attempt: number;
  brand: string | null;
  lastFour: string | null;
  expires: string | null;
  sealed: { keyId: string; sealed: Buffer };
}

export interface LockedRegistration {
  card: Card;
  registration: Registration;
}

/** Work on one registration under its row lock; every method writes its event in the same transaction. */
export interface RegistrationTransaction {
  markRegistered(card: Card, details: RegisteredDetails, at: Date): Promise<Card>;
  markInvalid(card: Card, attempt: number, at: Date): Promise<Card>;
  recordAttempt(card: Card, attempt: number, at: Date): Promise<void>;
  /** Earlier registered cards of the same customer with the same brand and last four: deleted. */
  deleteEarlierCopies(card: Card, at: Date): Promise<Card[]>;
}

export interface CardStore {
  insert(card: NewCard): Promise<Card>;
  findById(scope: Scope, id: string): Promise<Card | null>;
  findByPageToken(token: string): Promise<LockedRegistration | null>;
  findRegistrationId(scope: Scope, id: string): Promise<string | null>;
  withRegistration<T>(
    registrationId: string,
    work: (locked: LockedRegistration, tx: RegistrationTransaction) => Promise<T>,
  ): Promise<T | null>;
  list(scope: Scope, query: ListQuery): Promise<Card[]>;
  /** Logical delete with its event; deletedNow is false when it was already deleted. */
  delete(scope: Scope, id: string, at: Date): Promise<{ card: Card; deletedNow: boolean } | null>;
  /** The sealed token of a registered card, opened only by the charge use-case. */
  sealedToken(scope: Scope, id: string): Promise<{ keyId: string; sealed: Buffer } | null>;
}

export interface KnownCustomer {
  id: string;
  externalId: string;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

export interface Customers {
  findByExternalId(scope: Scope, externalId: string): Promise<KnownCustomer | null>;
  /** Files the customer by the spec 2.4 rule with source card_registration. */
  upsert(scope: Scope, externalId: string, fields: CustomerFields): Promise<KnownCustomer>;
}

export interface ChargeRequest {
  token: string;
  amount: bigint;
  currency: string;
  merchantReference: string;
}

export type ChargeOutcome =
  | {
      status: 'approved' | 'declined';
      reason: string | null;
      operationNumber: string | null;
      authorizationNumber: string | null;
      responseCode: string | null;
    }
  | { status: 'unavailable'; reason: string };

/** provider_a's saved-card API (provider-sandbox/API.md). Outages throw PROVIDER_ERROR. */
export interface CardProcessor {
  createRegistration(request: {
    customer: { id: string; name: string; lastname: string; email: string; phone: string };
    expiresAt: Date;
  }): Promise<{ registrationId: string; formPath: string }>;
  /** Never throws for an outage: a charge that cannot be decided is `unavailable`. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Sandbox control: the registration is decided as the form would; the signed callback follows. */
  simulate(registrationId: string, outcome: { registered: boolean; number: string | null }): Promise<void>;
  parseCallback(rawBody: string, signature: string): RegistrationCallback;
  formUrl(formPath: string): string;
}

export interface TokenVault {
  seal(cardId: string, token: string): { keyId: string; sealed: Buffer };
  open(cardId: string, sealed: { keyId: string; sealed: Buffer }): string;
}

export interface CardDeps {
  cards: CardStore;
  customers: Customers;
  processor: CardProcessor;
  vault: TokenVault;
  clock: Clock;
  /** False while the card processors are sandboxes not opened to live keys (CARD_PROCESSORS). */
  liveCardProcessing: boolean;
  publicBaseUrl: string;
  registrationTtlMs: number;
}
