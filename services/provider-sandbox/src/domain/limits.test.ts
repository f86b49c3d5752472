import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkAmount, MAX_AMOUNT, OUTAGE_AMOUNT } from './limits.ts';

describe('checkAmount', () => {
  it('accepts PYG up to the per-transaction limit', () => {
    assert.deepEqual(checkAmount(150_000, 'PYG'), { ok: true });
    assert.deepEqual(checkAmount(MAX_AMOUNT, 'PYG'), { ok: true });
  });

  it('refuses amounts above the limit with 400', () => {
    assert.deepEqual(checkAmount(MAX_AMOUNT + 1, 'PYG'), {
      ok: false,
      status: 400,
      message: 'amount exceeds the per-transaction limit',
    });
  });

  it('refuses other currencies with 400', () => {
    assert.deepEqual(checkAmount(1000, 'USD'), { ok: false, status: 400, message: 'currency not supported' });
  });

  it('simulates an outage for 5000013', () => {
    const check = checkAmount(OUTAGE_AMOUNT, 'PYG');
    assert.equal(check.ok === false && check.status, 503);
  });
});
