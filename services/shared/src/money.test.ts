import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAmount, isValidAmount, parseAmount } from './money.ts';

describe('formatAmount', () => {
  it('renders whole guaranies with the two-decimal suffix the API spec shows', () => {
    assert.equal(formatAmount(0), '0.00');
    assert.equal(formatAmount(0n), '0.00');
    assert.equal(formatAmount(150000), '150000.00');
    assert.equal(formatAmount(150000n), '150000.00');
  });

  it('keeps bigints beyond Number precision exact', () => {
    assert.equal(formatAmount(2n ** 70n), '1180591620717411303424.00');
    assert.equal(formatAmount(9_007_199_254_740_993n), '9007199254740993.00');
  });

  it('refuses a fractional number instead of rounding it', () => {
    assert.throws(() => formatAmount(1.5), RangeError);
  });
});

describe('parseAmount', () => {
  it('accepts the edge format and a bare integer', () => {
    assert.equal(parseAmount('150000.00'), 150000n);
    assert.equal(parseAmount('150000'), 150000n);
    assert.equal(parseAmount('150000.0'), 150000n);
    assert.equal(parseAmount('0'), 0n);
  });

  it('round-trips amounts too large for a double', () => {
    const huge = 2n ** 70n;
    assert.equal(parseAmount(formatAmount(huge)), huge);
  });

  it('rejects fractions: PYG has no minor unit', () => {
    for (const text of ['1.5', '1.50', '1.05', '0.01'])
      assert.throws(() => parseAmount(text), RangeError, text);
  });

  it('rejects anything that is not a plain decimal amount', () => {
    for (const text of ['abc', '', ' 1', '1 ', '1.', '.5', '1.000', '1e3', '0x10', '1,000', '+1', '١٢']) {
      assert.throws(() => parseAmount(text), RangeError, JSON.stringify(text));
    }
  });
});

describe('isValidAmount', () => {
  it('accepts positive safe integers only', () => {
    assert.equal(isValidAmount(1), true);
    assert.equal(isValidAmount(150000), true);
    assert.equal(isValidAmount(Number.MAX_SAFE_INTEGER), true);
    for (const value of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, '1', 1n, null]) {
      assert.equal(isValidAmount(value), false, String(value));
    }
  });
});
