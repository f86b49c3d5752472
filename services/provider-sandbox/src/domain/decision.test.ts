import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideChallenge, decideCharge, decidePayment, decideRegistration, isExpired } from './decision.ts';
import type { CardInput } from './types.ts';

const today = { year: 2026, month: 6 };
const card = (number: string, expiry: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...expiry,
});

describe('iframe payment decision table (contracts §7)', () => {
  const table = [
    [
      '4111111111111111',
      { kind: 'decided', decision: { status: 'approved', reason: null, responseCode: '00' } },
    ],
    [
      '4000000000000002',
      { kind: 'decided', decision: { status: 'declined', reason: 'card_declined', responseCode: '05' } },
    ],
    [
      '4000000000009995',
      { kind: 'decided', decision: { status: 'declined', reason: 'insufficient_funds', responseCode: '51' } },
    ],
    ['4000002760003184', { kind: 'challenge' }],
    [
      '4000000000000341',
      { kind: 'decided', decision: { status: 'declined', reason: 'card_declined', responseCode: '05' } },
    ],
    [
      '5555555555554444',
      { kind: 'decided', decision: { status: 'declined', reason: 'card_declined', responseCode: '05' } },
    ],
  ] as const;
  for (const [number, expected] of table) {
    it(`${number} → ${expected.kind === 'challenge' ? 'challenge' : expected.decision.status}`, () => {
      assert.deepEqual(decidePayment(card(number), today), expected);
    });
  }

  it('declines an expired card before any challenge', () => {
    const step = decidePayment(card('4000002760003184', { expMonth: 5, expYear: 2026 }), today);
    assert.deepEqual(step, {
      kind: 'decided',
      decision: { status: 'declined', reason: 'card_declined', responseCode: '05' },
    });
  });
});

describe('3DS challenge', () => {
  it('passes with 123456', () => {
    assert.equal(decideChallenge('123456').status, 'approved');
    assert.equal(decideChallenge(' 123456 ').status, 'approved');
  });

  it('declines anything else as 3ds_failed / N7', () => {
    assert.deepEqual(decideChallenge('000000'), {
      status: 'declined',
      reason: '3ds_failed',
      responseCode: 'N7',
    });
  });
});

describe('registration', () => {
  it('registers the cards that attach, once 3DS passes', () => {
    for (const number of ['4111111111111111', '4000002760003184', '4000000000000341']) {
      assert.deepEqual(decideRegistration(card(number), '123456', today), { status: 'registered' }, number);
    }
  });

  it('fails 3DS before looking at the card', () => {
    assert.deepEqual(decideRegistration(card('4111111111111111'), '111111', today), {
      status: 'failed',
      reason: '3ds_failed',
    });
  });

  it('refuses declined, unknown and expired cards', () => {
    const failed = { status: 'failed', reason: 'card_declined' };
    assert.deepEqual(decideRegistration(card('4000000000000002'), '123456', today), failed);
    assert.deepEqual(decideRegistration(card('4000000000009995'), '123456', today), {
      status: 'failed',
      reason: 'insufficient_funds',
    });
    assert.deepEqual(decideRegistration(card('4242424242424242'), '123456', today), failed);
    assert.deepEqual(
      decideRegistration(card('4111111111111111', { expYear: 2025 }), '123456', today),
      failed,
    );
  });
});

describe('charge by token', () => {
  it('approves 4111 and the 3DS card without a challenge', () => {
    assert.equal(decideCharge(card('4111111111111111'), today).status, 'approved');
    assert.equal(decideCharge(card('4000002760003184'), today).status, 'approved');
  });

  it('declines 0341 as card_declined', () => {
    assert.deepEqual(decideCharge(card('4000000000000341'), today), {
      status: 'declined',
      reason: 'card_declined',
      responseCode: '05',
    });
  });

  it('declines a saved card that has since expired', () => {
    assert.equal(
      decideCharge(card('4111111111111111', { expMonth: 1, expYear: 2026 }), today).status,
      'declined',
    );
  });
});

describe('isExpired', () => {
  it('keeps a card valid through its expiry month', () => {
    assert.equal(isExpired({ expMonth: 6, expYear: 2026 }, today), false);
    assert.equal(isExpired({ expMonth: 5, expYear: 2026 }, today), true);
    assert.equal(isExpired({ expMonth: 1, expYear: 2027 }, today), false);
    assert.equal(isExpired({ expMonth: 12, expYear: 2025 }, today), true);
  });
});
