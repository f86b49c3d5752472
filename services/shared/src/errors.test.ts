import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AppError,
  ERROR_CODES,
  type ErrorCode,
  httpStatusOf,
  isErrorCode,
  notFound,
  toAppError,
  validationError,
} from './errors.ts';

// The table of design/contracts.md §8 and the interface spec §7; a new code must be added here.
const DOCUMENTED: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REFERENCE_ALREADY_USED: 409,
  INVALID_STATE: 409,
  REVERSAL_WINDOW_CLOSED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

describe('httpStatusOf', () => {
  it('maps every code to a 4xx/5xx status', () => {
    for (const code of ERROR_CODES) {
      const status = httpStatusOf(code);
      assert.ok(Number.isInteger(status) && status >= 400 && status <= 599, `${code} -> ${status}`);
    }
  });

  it('matches the documented table exactly', () => {
    assert.deepEqual([...ERROR_CODES].sort(), Object.keys(DOCUMENTED).sort());
    for (const code of ERROR_CODES) assert.equal(httpStatusOf(code), DOCUMENTED[code], code);
  });
});

describe('AppError helpers', () => {
  it('isErrorCode knows the closed set only', () => {
    for (const code of ERROR_CODES) assert.equal(isErrorCode(code), true);
    for (const value of ['not_found', 'BOGUS', '', 404, null, undefined])
      assert.equal(isErrorCode(value), false);
  });

  it('validationError puts field messages under details.fields', () => {
    const err = validationError({ amount: ['must be positive'] });
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    assert.deepEqual(err.details, { fields: { amount: ['must be positive'] } });
  });

  it('notFound names the resource', () => {
    const err = notFound('payment');
    assert.equal(err.code, 'NOT_FOUND');
    assert.equal(err.message, 'No such payment.');
  });

  it('toAppError keeps an AppError as it is', () => {
    const original = new AppError('CONFLICT', 'taken', { field: 'reference' });
    assert.equal(toAppError(original), original);
  });

  it('toAppError hides what an unknown error says', () => {
    const secret = 'connect ECONNREFUSED db-internal.prod:5432 password=hunter2';
    for (const err of [
      new Error(secret),
      new TypeError(secret),
      secret,
      { message: secret },
      null,
      undefined,
    ]) {
      const mapped = toAppError(err);
      assert.equal(mapped.code, 'INTERNAL');
      assert.equal(mapped.details, undefined);
      assert.ok(!mapped.message.includes('db-internal') && !mapped.message.includes('hunter2'));
    }
  });
});
