import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { type PaymentStatus, PROVIDERS, type Provider, STATUSES } from './payment.ts';
import { isLate, planTransition, TRIGGERS, type Trigger, targetOf } from './transitions.ts';

// Written out by hand from spec 3.1, independently of the table under test: '-' is forbidden.
// Columns: approved, declined, deadline, cancel, confirm, reject, reverse, receipt_uploaded.
type Row = [string, string, string, string, string, string, string, string];

const CARD: Record<PaymentStatus, Row> = {
  pending: ['confirmed', 'failed', 'expired', 'cancelled', '-', '-', '-', '-'],
  processing: ['confirmed', 'failed', '-', '-', '-', '-', '-', '-'],
  confirmed: ['-', '-', '-', '-', '-', '-', 'reversed', '-'],
  failed: ['confirmed', '-', '-', '-', '-', '-', '-', '-'],
  rejected: ['-', '-', '-', '-', '-', '-', '-', '-'],
  receipt_uploaded: ['-', '-', '-', '-', '-', '-', '-', '-'],
  expired: ['confirmed', '-', '-', '-', '-', '-', '-', '-'],
  cancelled: ['confirmed', '-', '-', '-', '-', '-', '-', '-'],
  reversed: ['-', '-', '-', '-', '-', '-', '-', '-'],
};

const TRANSFER: Record<PaymentStatus, Row> = {
  pending: ['-', '-', 'expired', 'cancelled', '-', '-', '-', 'receipt_uploaded'],
  processing: ['-', '-', '-', '-', '-', '-', '-', '-'],
  confirmed: ['-', '-', '-', '-', '-', '-', '-', '-'],
  failed: ['-', '-', '-', '-', 'confirmed', '-', '-', '-'],
  rejected: ['-', '-', '-', '-', '-', '-', '-', '-'],
  receipt_uploaded: ['-', '-', '-', '-', 'confirmed', 'rejected', '-', '-'],
  expired: ['-', '-', '-', '-', 'confirmed', '-', '-', '-'],
  cancelled: ['-', '-', '-', '-', 'confirmed', '-', '-', '-'],
  reversed: ['-', '-', '-', '-', '-', '-', '-', '-'],
};

const COLUMNS: Trigger[] = [
  'provider_approved',
  'provider_declined',
  'deadline_reached',
  'cancel',
  'confirm',
  'reject',
  'reverse',
  'receipt_uploaded',
];

const EXPECTED: Record<Provider, Record<PaymentStatus, Row>> = {
  provider_a: CARD,
  provider_b: CARD,
  transferencia: TRANSFER,
};

// Confirmations out of these states are late: confirmed_after_expiry and recovered_from_status.
const LATE = new Set([
  'provider_approved:failed',
  'provider_approved:expired',
  'provider_approved:cancelled',
]);
for (const s of ['expired', 'cancelled', 'failed']) LATE.add(`confirm:${s}`);

describe('payment transition table', () => {
  it('the expected table covers every trigger', () => {
    assert.deepEqual([...COLUMNS].sort(), [...TRIGGERS].sort());
  });

  for (const provider of PROVIDERS) {
    for (const status of STATUSES) {
      for (const trigger of TRIGGERS) {
        const expected = EXPECTED[provider][status][COLUMNS.indexOf(trigger)];
        const label = `${provider}: ${status} --${trigger}--> ${expected === '-' ? 'forbidden' : expected}`;
        it(label, () => {
          const payment = { status, provider };
          if (expected === '-') {
            assert.equal(targetOf(status, provider, trigger), null);
            assert.throws(
              () => planTransition(payment, trigger),
              (err: unknown) => err instanceof AppError && err.code === 'INVALID_STATE',
            );
          } else {
            assert.equal(targetOf(status, provider, trigger), expected);
            const plan = planTransition(payment, trigger);
            assert.equal(plan.to, expected);
            assert.ok(plan.allowedFrom.includes(status), 'the update must accept the current state');
            assert.equal(isLate(status, trigger), LATE.has(`${trigger}:${status}`));
            assert.equal(plan.lateFrom.includes(status), LATE.has(`${trigger}:${status}`));
          }
        });
      }
    }
  }

  it('a plan never allows a state the table forbids', () => {
    for (const provider of PROVIDERS) {
      for (const status of STATUSES) {
        for (const trigger of TRIGGERS) {
          if (targetOf(status, provider, trigger) === null) continue;
          for (const from of planTransition({ status, provider }, trigger).allowedFrom) {
            assert.notEqual(targetOf(from, provider, trigger), null, `${trigger} from ${from}`);
          }
        }
      }
    }
  });
});
