import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandOf, cardBehaviour, expiryLabel, parseCardForm } from './cards.ts';

describe('parseCardForm', () => {
  it('normalises spaces and dashes in the number and two-digit years', () => {
    const parsed = parseCardForm({
      number: '4111 1111-1111 1111',
      exp_month: '3',
      exp_year: '29',
      cvc: '123',
    });
    assert.deepEqual(parsed, {
      ok: true,
      card: { number: '4111111111111111', expMonth: 3, expYear: 2029, cvc: '123' },
    });
  });

  it('keeps four-digit years', () => {
    const parsed = parseCardForm({
      number: '4111111111111111',
      exp_month: '12',
      exp_year: '2031',
      cvc: '999',
    });
    assert.equal(parsed.ok && parsed.card.expYear, 2031);
  });

  for (const [field, value] of [
    ['number', '4111'],
    ['number', '4111x11111111111'],
    ['exp_month', '0'],
    ['exp_month', '13'],
    ['exp_year', '203'],
    ['cvc', '12'],
    ['cvc', '1234'],
  ] as const) {
    it(`sends the form back for ${field}=${value}`, () => {
      const fields = {
        number: '4111111111111111',
        exp_month: '12',
        exp_year: '30',
        cvc: '123',
        [field]: value,
      };
      const parsed = parseCardForm(fields);
      assert.equal(parsed.ok, false);
    });
  }

  it('treats missing fields as malformed', () => {
    assert.equal(parseCardForm({}).ok, false);
  });
});

describe('card helpers', () => {
  it('knows the brands by prefix', () => {
    assert.equal(brandOf('4111111111111111'), 'visa');
    assert.equal(brandOf('5555555555554444'), 'mastercard');
    assert.equal(brandOf('378282246310005'), 'amex');
    assert.equal(brandOf('6011111111111117'), 'unknown');
  });

  it('writes expiry as MM/YY', () => {
    assert.equal(expiryLabel({ expMonth: 4, expYear: 2031 }), '04/31');
  });

  it('declines any number outside the table', () => {
    assert.deepEqual(cardBehaviour('4242424242424242'), {
      payment: 'card_declined',
      registers: false,
      charge: 'card_declined',
    });
  });
});
