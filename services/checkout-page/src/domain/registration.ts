/** What the registration page knows about one registration link, resolved from its opaque token. */
export type CardRegistration = {
  cardId: string;
  /** The card's status (spec 2.3). */
  status: string;
  expiresAt: Date;
  targetOrigins: string[];
  returnUrl: string | null;
  /** The provider's registration form. Never rendered: embedded through our own proxy. */
  providerFormUrl: string;
};

export type RegistrationState = 'open' | 'registered' | 'closed' | 'expired';

/**
 * A failed attempt keeps the form open: the buyer may retry in the same iframe (spec 3.2).
 * A registered card shows its result; a deleted one accepts nothing.
 */
export function registrationState(registration: CardRegistration, now: Date): RegistrationState {
  if (registration.status === 'registered') return 'registered';
  if (registration.status !== 'pending' && registration.status !== 'invalid') return 'closed';
  return registration.expiresAt.getTime() > now.getTime() ? 'open' : 'expired';
}
