import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatGuaranies } from './amount.ts';

describe('formatGuaranies', () => {
  it('groups thousands with dots and has no decimals', () => {
    assert.equal(formatGuaranies(150000n), 'Gs. 150.000');
    assert.equal(formatGuaranies(1n), 'Gs. 1');
    assert.equal(formatGuaranies(999n), 'Gs. 999');
    assert.equal(formatGuaranies(1000n), 'Gs. 1.000');
    assert.equal(formatGuaranies(100000000n), 'Gs. 100.000.000');
    assert.equal(formatGuaranies(0n), 'Gs. 0');
  });

  it('stays exact beyond the safe integer range', () => {
    assert.equal(formatGuaranies(9007199254740993n), 'Gs. 9.007.199.254.740.993');
  });
});
