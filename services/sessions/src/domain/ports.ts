import type { PaymentStatusName } from '@gateway/shared/names.ts';
import type { Clock } from '@gateway/shared/clock.ts';
import type { AttemptRecord, Method, Scope, Session } from './session.ts';

/** A concurrent create won the open reference first; the caller replays the winner. */
export class DuplicateOpenSessionError extends Error {}

export interface SessionStore {
  findOpenByReference(scope: Scope, reference: string): Promise<Session | undefined>;
  findInScope(scope: Scope, id: string): Promise<Session | undefined>;
  /** The hosted page: the id alone is the authorisation (spec 5). */
  findById(id: string): Promise<Session | undefined>;
  /** Inserts and asks the scheduler for the expiry timer in the same transaction. */
  insert(session: Session): Promise<void>;
  /** open → expired with `sessions.session.expired`; undefined when it was not open. */
  expire(scope: Scope, id: string, at: Date): Promise<Session | undefined>;
  /** open → completed with `sessions.session.completed`; undefined when it was not open. */
  complete(scope: Scope, id: string, paymentId: string, at: Date): Promise<Session | undefined>;
  insertAttempt(scope: Scope, attempt: AttemptRecord): Promise<void>;
  /** True when this caller may start an attempt of the method: no live claim of another caller holds it. */
  claimStart(sessionId: string, method: string, now: Date, leaseUntil: Date): Promise<boolean>;
  releaseStart(sessionId: string, method: string): Promise<void>;
  /** Newest first. */
  attempts(scope: Scope, sessionId: string): Promise<AttemptRecord[]>;
  transaction<T>(work: (store: SessionStore) => Promise<T>): Promise<T>;
}

export interface Branding {
  tradeName: string;
  logoUrl: string;
  primaryColor: string;
}

export interface TenantSettings {
  name: string;
  enabledProviders: string[];
  branding: Branding;
}

export interface TenantDirectory {
  get(scope: Scope): Promise<TenantSettings>;
}

export interface BankAccount {
  bankName: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
  holderRuc: string;
}

/** A payment of a session as this service needs to see it. */
export interface AttemptPayment {
  paymentId: string;
  method: Method;
  status: PaymentStatusName;
  checkoutUrl: string | null;
  checkoutExpiresAt: Date | null;
  bankAccounts: BankAccount[];
  instructions: string;
}

export interface NewAttempt {
  method: Method;
  amount: bigint;
  currency: string;
  reference: string;
  targetOrigins: string[];
  expiresIn: number;
  customer: Session['customer'];
  metadataJson: string | null;
  checkoutSessionId: string;
}

export interface PaymentsPort {
  create(scope: Scope, attempt: NewAttempt): Promise<AttemptPayment>;
  get(scope: Scope, paymentId: string): Promise<AttemptPayment | undefined>;
  /** Expires a pending payment; one that is no longer pending is left as it is. */
  expire(scope: Scope, paymentId: string): Promise<void>;
}

export interface SessionDeps {
  store: SessionStore;
  tenants: TenantDirectory;
  payments: PaymentsPort;
  clock: Clock;
  publicBaseUrl: string;
}

export type { Method };
