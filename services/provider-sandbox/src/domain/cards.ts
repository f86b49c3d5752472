import type { CardInput } from './types.ts';

export type Refusal = 'card_declined' | 'insufficient_funds';

/** How one card number behaves in each flow the sandbox simulates. */
export type CardBehaviour = {
  /** Paying in the iframe: approved, declined, or a 3DS challenge first. */
  payment: 'approve' | 'challenge' | Refusal;
  /** Registering it as a saved card (after the mandatory 3DS). */
  registers: boolean;
  /** Charging it later by token. */
  charge: 'approve' | Refusal;
};

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': { payment: 'approve', registers: true, charge: 'approve' },
  '4000000000000002': { payment: 'card_declined', registers: false, charge: 'card_declined' },
  // Declined in the iframe, registration included (contracts 7: never a saved card).
  '4000000000009995': { payment: 'insufficient_funds', registers: false, charge: 'insufficient_funds' },
  '4000002760003184': { payment: 'challenge', registers: true, charge: 'approve' },
  // Attaches fine but every charge fails, so saved-card declines can be exercised.
  '4000000000000341': { payment: 'card_declined', registers: true, charge: 'card_declined' },
};

const UNKNOWN_CARD: CardBehaviour = { payment: 'card_declined', registers: false, charge: 'card_declined' };

export const THREE_DS_CODE = '123456';

export function cardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS[number] ?? UNKNOWN_CARD;
}

export type Brand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function brandOf(number: string): Brand {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function lastFour(number: string): string {
  return number.slice(-4);
}

/** `MM/YY`, the way the registration callback reports expiry. */
export function expiryLabel(card: Pick<CardInput, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

export type CardFormFields = Partial<Record<'number' | 'exp_month' | 'exp_year' | 'cvc', string>>;

export type ParsedCard = { ok: true; card: CardInput } | { ok: false; message: string };

/**
 * Shape checks only: a malformed form is sent back to the buyer and never counts as an
 * attempt. Whether a well-formed card is accepted is the decision table's job.
 */
export function parseCardForm(fields: CardFormFields): ParsedCard {
  const number = (fields.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'Revisá el número de tarjeta.' };
  const monthText = (fields.exp_month ?? '').trim();
  const expMonth = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || expMonth < 1 || expMonth > 12) {
    return { ok: false, message: 'Revisá el mes de vencimiento (1 a 12).' };
  }
  const yearText = (fields.exp_year ?? '').trim();
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return { ok: false, message: 'Revisá el año de vencimiento.' };
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const cvc = (fields.cvc ?? '').trim();
  if (!/^\d{3}$/.test(cvc)) return { ok: false, message: 'El código de seguridad tiene 3 dígitos.' };
  return { ok: true, card: { number, expMonth, expYear, cvc } };
}
