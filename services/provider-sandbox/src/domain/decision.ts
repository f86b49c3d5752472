import { cardBehaviour, type Refusal, THREE_DS_CODE } from './cards.ts';
import type { CardInput, Decision, DeclineReason, YearMonth } from './types.ts';

export const APPROVED: Decision = { status: 'approved', reason: null, responseCode: '00' };

const RESPONSE_CODES = { card_declined: '05', insufficient_funds: '51', '3ds_failed': 'N7' } as const;

export function declined(reason: DeclineReason): Decision {
  const known = RESPONSE_CODES as Record<string, string>;
  // A reason the sandbox does not know is a generic refusal ("do not honour").
  return { status: 'declined', reason, responseCode: known[reason] ?? RESPONSE_CODES.card_declined };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(card: Pick<CardInput, 'expMonth' | 'expYear'>, today: YearMonth): boolean {
  return card.expYear < today.year || (card.expYear === today.year && card.expMonth < today.month);
}

export type PaymentStep = { kind: 'challenge' } | { kind: 'decided'; decision: Decision };

/** First step of an iframe payment, once the form is well formed. */
export function decidePayment(card: CardInput, today: YearMonth): PaymentStep {
  if (isExpired(card, today)) return { kind: 'decided', decision: declined('card_declined') };
  const payment = cardBehaviour(card.number).payment;
  if (payment === 'challenge') return { kind: 'challenge' };
  return { kind: 'decided', decision: payment === 'approve' ? APPROVED : declined(payment) };
}

/** Only challenge cards reach 3DS, and they are approved once the code passes. */
export function decideChallenge(code: string): Decision {
  return code.trim() === THREE_DS_CODE ? APPROVED : declined('3ds_failed');
}

export type RegistrationDecision =
  | { status: 'registered' }
  | { status: 'failed'; reason: Refusal | '3ds_failed' };

/** Registration always runs 3DS first; the card itself is verified after the code passes. */
export function decideRegistration(card: CardInput, code: string, today: YearMonth): RegistrationDecision {
  if (code.trim() !== THREE_DS_CODE) return { status: 'failed', reason: '3ds_failed' };
  if (isExpired(card, today)) return { status: 'failed', reason: 'card_declined' };
  const behaviour = cardBehaviour(card.number);
  if (!behaviour.registers) {
    // A card the iframe declines is declined for the same reason when it is being saved.
    const { payment } = behaviour;
    return {
      status: 'failed',
      reason: payment === 'approve' || payment === 'challenge' ? 'card_declined' : payment,
    };
  }
  return { status: 'registered' };
}

/** Merchant-initiated charge of a saved card: no 3DS, the card's charge behaviour decides. */
export function decideCharge(card: CardInput, today: YearMonth): Decision {
  if (isExpired(card, today)) return declined('card_declined');
  const charge = cardBehaviour(card.number).charge;
  return charge === 'approve' ? APPROVED : declined(charge);
}
