import type { Refusal } from '../domain/cards.ts';
import type { CardInput, Decision, Provider } from '../domain/types.ts';

export type Customer = { id: string; name: string; lastname: string; email: string; phone: string };

export type Operation = {
  provider: Provider;
  operationNumber: string;
  merchantReference: string;
  amount: number;
  currency: string;
  status: Decision['status'];
  reason: Decision['reason'];
  responseCode: Decision['responseCode'];
  authorizationNumber: string | null;
  at: Date;
  settled: boolean;
  reversed: boolean;
};

export type PaymentAttempt = { attempt: number; decision: Decision; operation: Operation };

/** A provider_a session or a provider_b checkout: the same thing under two names. */
export type PaymentSession = {
  provider: Provider;
  id: string;
  merchantReference: string;
  amount: number;
  currency: string;
  customer: Customer | null;
  callbackUrl: string;
  expiresAt: Date;
  integrityToken: string | null;
  attempts: number;
  /** The card waiting on its 3DS code, if the buyer is on the challenge page. */
  pendingChallenge: CardInput | null;
  last: PaymentAttempt | null;
};

export type RegistrationAttempt = {
  attempt: number;
  status: 'registered' | 'failed';
  reason: Refusal | '3ds_failed' | null;
  token: string | null;
};

export type Registration = {
  id: string;
  customer: Customer;
  callbackUrl: string;
  expiresAt: Date;
  attempts: number;
  pendingChallenge: CardInput | null;
  last: RegistrationAttempt | null;
};

export type SavedCard = { token: string; registrationId: string; customerId: string; card: CardInput };

export type CallRecord = {
  provider: Provider;
  endpoint: string;
  merchant_reference: string | null;
  at: string;
  status_code: number;
};
