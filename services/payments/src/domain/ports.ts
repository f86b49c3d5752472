import type { PaymentEventName } from '@gateway/shared/events/contracts/payments.ts';
import type { Clock } from '@gateway/shared/clock.ts';
import type { CursorPosition } from '@gateway/shared/cursor.ts';
import type { CardProvider, Checkout, Payment, PaymentStatus, Provider, Scope } from './payment.ts';
import type { Trigger } from './transitions.ts';

/**
 * A payment about to be inserted, before any provider has been asked: without what only later
 * changes set (outcomes, provider session, attempts), which the insert leaves at their defaults.
 */
export type NewPayment = Omit<
  Payment,
  | 'providerSessionId'
  | 'providerFormPath'
  | 'operationNumber'
  | 'providerAttempt'
  | 'updatedAt'
  | 'confirmedAt'
  | 'failedAt'
  | 'expiredAt'
  | 'recoveredFromStatus'
  | 'rejectionReason'
>;

/** A state change to apply with `UPDATE ... WHERE status = ANY(allowedFrom)`; its event is written with it. */
export interface StateChange {
  trigger: Trigger;
  to: PaymentStatus;
  /** The event written with the change, in the same transaction. */
  emits: PaymentEventName;
  allowedFrom: PaymentStatus[];
  lateFrom: PaymentStatus[];
  at: Date;
  rejectionReason?: string | null;
  /** Merged into provider_data (operation fields of a card attempt). */
  providerData?: Record<string, string | null>;
  operationNumber?: string | null;
  providerAttempt?: number;
  notes?: string | null;
}

export interface ProviderSessionDetails {
  providerSessionId: string;
  providerFormPath: string;
  providerData: Record<string, string> | null;
}

export interface ListQuery {
  status: PaymentStatus | null;
  provider: Provider | null;
  reference: string | null;
  customerId: string | null;
  from: Date | null;
  to: Date | null;
  cursor: CursorPosition | null;
  /** Rows to fetch: one more than the page, so the page knows whether another follows. */
  limit: number;
}

/** Thrown by insert when the reference is taken: the caller replays the winner's payment. */
export class DuplicateReferenceError extends Error {
  constructor() {
    super('reference already used');
    this.name = 'DuplicateReferenceError';
  }
}

/** Work that must commit or roll back as one: the create, the callback, the reversal. */
export interface PaymentTransaction {
  /** Inserts first, so a concurrent create of the same reference waits on the unique index. */
  insert(payment: NewPayment): Promise<Payment>;
  attachProviderSession(
    scope: Scope,
    id: string,
    session: ProviderSessionDetails,
    at: Date,
  ): Promise<Payment>;
  /** The provider refused the create: failed, with its message; writes payment.failed. */
  failCreate(scope: Scope, id: string, reason: string, at: Date): Promise<Payment>;
  /** Asks the scheduler for the deadline (payments.timer.requested). */
  requestExpiryTimer(payment: Payment): Promise<void>;
  lockById(scope: Scope, id: string): Promise<Payment | null>;
  /** The updated payment, or null when its state was no longer one the change allows. */
  transition(scope: Scope, id: string, change: StateChange): Promise<Payment | null>;
  /** Records a provider attempt that changes no state (a repeat, or a decline after approval). */
  recordAttempt(scope: Scope, id: string, attempt: number, at: Date): Promise<void>;
  /** Links a transfer receipt to the payment; false when that receipt was linked before. */
  linkReceipt(scope: Scope, id: string, receiptId: string, at: Date): Promise<boolean>;
}

export interface PaymentRepository {
  inTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T>;
  /**
   * Inserts the payment unless its reference is taken (then null: the caller replays the winner),
   * with the deadline timer request in the same statement when asked and the payment has one.
   */
  create(payment: NewPayment, options: { requestExpiryTimer: boolean }): Promise<Payment | null>;
  /** Takes over a create whose processor call outlived its lease (the request died): null if not. */
  claimProviderCall(scope: Scope, id: string, now: Date, until: Date): Promise<Payment | null>;
  /** Removes a create the processor failed, while no session was attached: nothing was stored. */
  discardCreate(scope: Scope, id: string): Promise<void>;
  findById(scope: Scope, id: string): Promise<Payment | null>;
  findByReference(scope: Scope, reference: string): Promise<Payment | null>;
  findByCheckoutToken(token: string): Promise<Payment | null>;
  /** Provider callbacks carry no tenant: the provider's session id and our payment id find it. */
  findByProviderSession(
    provider: CardProvider,
    sessionId: string,
    paymentId: string,
  ): Promise<Payment | null>;
  transition(scope: Scope, id: string, change: StateChange): Promise<Payment | null>;
  /** Applies a deadline_reached change to payments of the scope whose deadline is at or before change.at. */
  expireOverdue(scope: Scope, change: StateChange, limit: number): Promise<number>;
  list(scope: Scope, query: ListQuery): Promise<Payment[]>;
}

export interface BankAccount {
  bank_name: string;
  account_type: string;
  account_number: string;
  holder_name: string;
  holder_ruc: string;
}

export interface TenantSettings {
  merchantName: string;
  enabledProviders: string[];
  bankAccounts: BankAccount[];
  instructions: string;
}

export interface TenantSettingsSource {
  get(scope: Scope): Promise<TenantSettings>;
}

export interface KnownCustomer {
  id: string;
  externalId: string;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  ruc: string | null;
}

export interface CustomerUpsert {
  externalId: string;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  ruc: string | null;
  provider: Provider;
  /** spec 2.4 last_seen_source; `payment` unless a saved card is charged. */
  source?: 'payment' | 'card_charge';
}

export interface Customers {
  /** Files the customer (spec 2.4 last_seen rule, source `payment`). */
  upsert(scope: Scope, customer: CustomerUpsert): Promise<KnownCustomer>;
  findByExternalId(scope: Scope, externalId: string): Promise<KnownCustomer | null>;
}

export interface CheckoutRequest {
  paymentId: string;
  amount: bigint;
  currency: string;
  customer: { id: string; name: string; lastname: string; email: string; phone: string } | null;
  expiresAt: Date;
}

export type CheckoutOutcome =
  | { kind: 'created'; session: ProviderSessionDetails }
  | { kind: 'refused'; message: string };

export type ReversalOutcome = { kind: 'reversed' } | { kind: 'window_closed'; responseCode: string };

/** A verified provider callback, in the provider-neutral shape. */
export interface ProviderCallback {
  sessionId: string;
  paymentId: string;
  attempt: number;
  approved: boolean;
  reason: string | null;
  operationNumber: string | null;
  authorizationNumber: string | null;
  responseCode: string | null;
}

/**
 * One card processor. Timeouts, 5xx and network failures surface as PROVIDER_ERROR; a refusal
 * the provider states (400 on create, 90019 on reversal) is an outcome, not an exception.
 */
export interface ProviderGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutOutcome>;
  reverse(operationNumber: string): Promise<ReversalOutcome>;
  /** Sandbox control: the settlement cut passes for the operation. */
  settle(operationNumber: string): Promise<void>;
  /** Sandbox control: decides the session as a buyer would; the signed callback follows. */
  simulate(sessionId: string, outcome: { approved: boolean; reason: string | null }): Promise<void>;
  /** Verifies the signature over the raw body, then parses it (UNAUTHORIZED / MALFORMED_REQUEST). */
  parseCallback(rawBody: string, signature: string): ProviderCallback;
  /**
   * The session's decision as the processor knows it, for when its callback never got through;
   * null when it approved nothing or the processor offers no lookup.
   */
  lookupApproval(sessionId: string): Promise<ProviderCallback | null>;
  formUrl(formPath: string): string;
}

/** A saved card as cards describes it; the token never leaves cards. */
export interface SavedCard {
  id: string;
  status: string;
  customerId: string;
  customerExternalId: string;
}

export interface CardCharge {
  status: 'approved' | 'declined' | 'unavailable';
  reason: string | null;
  operationNumber: string | null;
  authorizationNumber?: string | null;
  responseCode?: string | null;
}

/** The cards service: it holds the provider token and charges with it. */
export interface SavedCards {
  /** NOT_FOUND for an unknown card or another tenant's. */
  get(scope: Scope, cardId: string): Promise<SavedCard>;
  charge(
    scope: Scope,
    request: { cardId: string; amount: bigint; currency: string; merchantReference: string },
  ): Promise<CardCharge>;
}

export interface PaymentDeps {
  payments: PaymentRepository;
  providers: Record<CardProvider, ProviderGateway>;
  settings: TenantSettingsSource;
  customers: Customers;
  cards: SavedCards;
  clock: Clock;
  /** False while the card processors are sandboxes not opened to live keys (CARD_PROCESSORS). */
  liveCardProcessing: boolean;
  /** PUBLIC_BASE_URL: checkout URLs are built on it. */
  publicBaseUrl: string;
  /** How long a card create may wait for its processor before another request takes it over. */
  providerLeaseMs?: number;
}

export type { Checkout };
