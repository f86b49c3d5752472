export type Provider = 'provider_a' | 'provider_b';

/** The reasons the sandbox's own cards produce, each with its response code. */
export type KnownDeclineReason = 'card_declined' | 'insufficient_funds' | '3ds_failed';

// A real processor declines with reasons of its own; the test helpers may name any of them.
export type DeclineReason = KnownDeclineReason | (string & {});

export type Decision =
  | { status: 'approved'; reason: null; responseCode: '00' }
  | { status: 'declined'; reason: DeclineReason; responseCode: string };

/** What the buyer typed, already normalised. */
export type CardInput = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

/** A calendar month, as the card expiry is written. */
export type YearMonth = { year: number; month: number };
