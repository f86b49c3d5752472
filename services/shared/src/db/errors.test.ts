import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../errors.ts';
import { isRetryable, isUniqueViolation, mapDbError } from './errors.ts';

const SQL = 'INSERT INTO payments (tenant_id, secret_column) VALUES ($1, $2)';

/** The shape node-postgres gives a server error: a message naming the SQL objects, plus fields. */
function pgError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`relation "secret_table" violates something near ${SQL}`), {
    code,
    severity: 'ERROR',
    detail: 'Key (reference)=(ref-1) already exists.',
    schema: 'payments',
    table: 'secret_table',
    query: SQL,
    ...extra,
  });
}

function assertLeaksNothing(err: AppError): void {
  const text = `${err.message} ${JSON.stringify(err.details ?? {})}`;
  for (const secret of ['secret', 'INSERT', 'payments', 'ref-1', 'db-internal'])
    assert.ok(!text.includes(secret), text);
}

describe('mapDbError', () => {
  it('a value the column cannot hold (NUL, an escape jsonb refuses, a date out of range) is VALIDATION_FAILED', () => {
    for (const code of ['22021', '22P05', '22008']) {
      const cause = pgError(code);
      const err = mapDbError(cause);
      assert.equal(err.code, 'VALIDATION_FAILED', code);
      assertLeaksNothing(err);
      assert.equal(err.cause, cause, 'kept for the log');
    }
  });

  it('an unknown failure is INTERNAL and keeps the database error for the log only', () => {
    const cause = pgError('XX000');
    const err = mapDbError(cause);
    assert.equal(err.code, 'INTERNAL');
    assertLeaksNothing(err);
    assert.equal(err.cause, cause);
  });

  it('23505 unique violation is CONFLICT', () => {
    const err = mapDbError(pgError('23505', { constraint: 'payments_reference_key' }));
    assert.equal(err.code, 'CONFLICT');
    assertLeaksNothing(err);
  });

  it('serialization failures and deadlocks are UNAVAILABLE (retry later)', () => {
    for (const code of ['40001', '40P01']) assert.equal(mapDbError(pgError(code)).code, 'UNAVAILABLE', code);
  });

  it('a server out of connection slots (class 53) is UNAVAILABLE, not INTERNAL', () => {
    for (const code of ['53300', '53200']) assert.equal(mapDbError(pgError(code)).code, 'UNAVAILABLE', code);
  });

  it('lost connections and a server shutting down are UNAVAILABLE', () => {
    for (const code of [
      '08006',
      '08001',
      '08003',
      '57P01',
      '57P03',
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
    ]) {
      const err = mapDbError(pgError(code, { message: 'connect ECONNREFUSED db-internal:5432' }));
      assert.equal(err.code, 'UNAVAILABLE', code);
      assertLeaksNothing(err);
    }
  });

  it('foreign key and check violations', () => {
    assert.equal(mapDbError(pgError('23503')).code, 'NOT_FOUND');
    assert.equal(mapDbError(pgError('23514')).code, 'VALIDATION_FAILED');
  });

  it('anything else is INTERNAL and never carries the SQL text', () => {
    for (const err of [
      pgError('42P01'),
      pgError('42601'),
      pgError('XX000'),
      new Error(SQL),
      SQL,
      null,
      undefined,
      {},
    ]) {
      const mapped = mapDbError(err);
      assert.equal(mapped.code, 'INTERNAL');
      assert.equal(mapped.details, undefined);
      assertLeaksNothing(mapped);
    }
  });

  it('passes an AppError through untouched', () => {
    const original = new AppError('REFERENCE_ALREADY_USED', 'used');
    assert.equal(mapDbError(original), original);
  });
});

describe('isUniqueViolation and isRetryable', () => {
  it('isUniqueViolation matches the code and, when given, the constraint', () => {
    const err = pgError('23505', { constraint: 'payments_reference_key' });
    assert.equal(isUniqueViolation(err), true);
    assert.equal(isUniqueViolation(err, 'payments_reference_key'), true);
    assert.equal(isUniqueViolation(err, 'payments_pkey'), false);
    assert.equal(isUniqueViolation(pgError('23503')), false);
    assert.equal(isUniqueViolation(new Error('23505')), false);
    assert.equal(isUniqueViolation(null), false);
  });

  it('isRetryable is true for 40001 and 40P01 only', () => {
    assert.equal(isRetryable(pgError('40001')), true);
    assert.equal(isRetryable(pgError('40P01')), true);
    assert.equal(isRetryable(pgError('23505')), false);
    assert.equal(isRetryable(pgError('08006')), false);
    assert.equal(isRetryable(undefined), false);
  });
});
