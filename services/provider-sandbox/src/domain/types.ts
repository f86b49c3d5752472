export type Provider = 'provider_a' | 'provider_b';

export type DeclineReason = 'card_declined' | 'insufficient_funds' | '3ds_failed';

export type Decision =
  | { status: 'approved'; reason: null; responseCode: '00' }
  | { status: 'declined'; reason: DeclineReason; responseCode: '05' | '51' | 'N7' };

/** What the buyer typed, already normalised. */
export type CardInput = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

/** A calendar month, as the card expiry is written. */
export type YearMonth = { year: number; month: number };
