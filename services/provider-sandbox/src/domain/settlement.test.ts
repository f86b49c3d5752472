import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asuncionDay, asuncionMonth } from './calendar.ts';
import { decideReversal, decideSettle, isSettled, type SettlementView } from './settlement.ts';

const approved = (provider: SettlementView['provider'], at: string): SettlementView => ({
  provider,
  status: 'approved',
  at: new Date(at),
  settled: false,
  reversed: false,
});

describe('Asunción calendar', () => {
  it('follows UTC-3, not UTC', () => {
    assert.equal(asuncionDay(new Date('2026-03-01T02:59:59Z')), '2026-02-28');
    assert.equal(asuncionDay(new Date('2026-03-01T03:00:00Z')), '2026-03-01');
    assert.deepEqual(asuncionMonth(new Date('2026-07-01T01:00:00Z')), { year: 2026, month: 6 });
  });
});

describe('provider_a settlement', () => {
  it('is settled only by the settlement cut, however old the operation', () => {
    const op = approved('provider_a', '2026-06-01T12:00:00Z');
    assert.equal(isSettled(op, new Date('2026-06-20T12:00:00Z')), false);
    assert.equal(decideReversal(op, new Date('2026-06-20T12:00:00Z')), 'reverse');
    assert.equal(decideReversal({ ...op, settled: true }, new Date('2026-06-01T12:01:00Z')), 'settled');
  });
});

describe('provider_b same-day rule', () => {
  const op = approved('provider_b', '2026-06-15T13:00:00Z'); // 10:00 in Asunción

  it('reverses on the same Asunción day, even after UTC midnight', () => {
    assert.equal(decideReversal(op, new Date('2026-06-16T02:59:00Z')), 'reverse'); // 23:59 local
  });

  it('counts an earlier Asunción day as settled', () => {
    assert.equal(decideReversal(op, new Date('2026-06-16T03:00:00Z')), 'settled'); // 00:00 local
  });

  it('also honours the explicit cut on the same day', () => {
    assert.equal(decideReversal({ ...op, settled: true }, new Date('2026-06-15T14:00:00Z')), 'settled');
  });
});

describe('decideReversal and decideSettle', () => {
  const op = approved('provider_a', '2026-06-15T13:00:00Z');
  const now = new Date('2026-06-15T14:00:00Z');

  it('answers a repeated reversal the same way, even after the cut', () => {
    assert.equal(decideReversal({ ...op, reversed: true, settled: true }, now), 'already_reversed');
  });

  it('refuses declined operations', () => {
    assert.equal(decideReversal({ ...op, status: 'declined' }, now), 'not_approved');
    assert.equal(decideSettle({ ...op, status: 'declined' }), 'not_approved');
  });

  it('does not settle a reversed operation', () => {
    assert.equal(decideSettle({ ...op, reversed: true }), 'reversed');
    assert.equal(decideSettle(op), 'settle');
  });
});
