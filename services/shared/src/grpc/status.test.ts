import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { status as GrpcStatus, Metadata } from '@grpc/grpc-js';
import { AppError, ERROR_CODES } from '../errors.ts';
import { fromGrpcError, toGrpcError } from './status.ts';

/** What grpc-js hands a client: the status code, its message and the trailers. */
function serviceError(code: GrpcStatus, details: string, metadata = new Metadata()) {
  return Object.assign(new Error(`${code} ${GrpcStatus[code]}: ${details}`), { code, details, metadata });
}

describe('toGrpcError / fromGrpcError', () => {
  it('round-trips code, message and details for every error code', () => {
    for (const code of ERROR_CODES) {
      const details = { fields: { amount: ['must be positive'] }, provider_response_code: '90019', n: 3 };
      const payload = toGrpcError(new AppError(code, `failure ${code}`, details));
      assert.notEqual(payload.code, GrpcStatus.OK, code);
      assert.ok(payload.code in GrpcStatus, code);
      const back = fromGrpcError(serviceError(payload.code, payload.details, payload.metadata));
      assert.ok(back instanceof AppError);
      assert.equal(back.code, code);
      assert.equal(back.message, `failure ${code}`);
      assert.deepEqual(back.details, details);
    }
  });

  it('round-trips an error without details', () => {
    const payload = toGrpcError(new AppError('NOT_FOUND', 'No such payment.'));
    const back = fromGrpcError(serviceError(payload.code, payload.details, payload.metadata));
    assert.equal(back.code, 'NOT_FOUND');
    assert.equal(back.details, undefined);
  });

  it('carries details with non-ASCII text (metadata values must be ASCII)', () => {
    const details = { fields: { name: ['no es válido: «Peña»'] }, note: '日本 ✓' };
    const payload = toGrpcError(new AppError('VALIDATION_FAILED', 'inválido', details));
    const value = payload.metadata.get('x-error-details')[0];
    assert.equal(typeof value, 'string');
    assert.match(value as string, /^[\x20-\x7e]*$/);
    assert.deepEqual(
      fromGrpcError(serviceError(payload.code, payload.details, payload.metadata)).details,
      details,
    );
  });

  it('uses the documented statuses', () => {
    const expected: Record<string, GrpcStatus> = {
      VALIDATION_FAILED: GrpcStatus.INVALID_ARGUMENT,
      UNAUTHORIZED: GrpcStatus.UNAUTHENTICATED,
      FORBIDDEN: GrpcStatus.PERMISSION_DENIED,
      NOT_FOUND: GrpcStatus.NOT_FOUND,
      INVALID_STATE: GrpcStatus.FAILED_PRECONDITION,
      UNAVAILABLE: GrpcStatus.UNAVAILABLE,
      INTERNAL: GrpcStatus.INTERNAL,
    };
    for (const [code, grpc] of Object.entries(expected)) {
      assert.equal(toGrpcError(new AppError(code as never, 'x')).code, grpc, code);
    }
  });
});

describe('fromGrpcError without our metadata', () => {
  it('a bare UNAVAILABLE, DEADLINE_EXCEEDED or CANCELLED is UNAVAILABLE, without the transport text', () => {
    for (const code of [GrpcStatus.UNAVAILABLE, GrpcStatus.DEADLINE_EXCEEDED, GrpcStatus.CANCELLED]) {
      const err = fromGrpcError(
        serviceError(code, 'No connection established. connect ECONNREFUSED 10.0.0.7:50051'),
      );
      assert.equal(err.code, 'UNAVAILABLE', GrpcStatus[code]);
      assert.ok(!err.message.includes('10.0.0.7'));
    }
  });

  it('an unknown or internal status is INTERNAL and does not leak its message', () => {
    for (const code of [
      GrpcStatus.UNKNOWN,
      GrpcStatus.INTERNAL,
      GrpcStatus.DATA_LOSS,
      GrpcStatus.UNIMPLEMENTED,
    ]) {
      const err = fromGrpcError(
        serviceError(code, 'TypeError: cannot read x of undefined at /srv/app.ts:12'),
      );
      assert.equal(err.code, 'INTERNAL', GrpcStatus[code]);
      assert.ok(!err.message.includes('TypeError') && !err.message.includes('/srv'));
      assert.equal(err.details, undefined);
    }
  });

  it('a status from a peer outside the kit maps to the closest code', () => {
    assert.equal(fromGrpcError(serviceError(GrpcStatus.NOT_FOUND, 'gone')).code, 'NOT_FOUND');
    assert.equal(fromGrpcError(serviceError(GrpcStatus.INVALID_ARGUMENT, 'bad')).code, 'VALIDATION_FAILED');
    assert.equal(fromGrpcError(serviceError(GrpcStatus.PERMISSION_DENIED, 'no')).code, 'FORBIDDEN');
  });

  it('ignores a code outside the closed set, and broken details', () => {
    const metadata = new Metadata();
    metadata.set('x-error-code', 'BOGUS');
    assert.equal(fromGrpcError(serviceError(GrpcStatus.UNKNOWN, 'secret', metadata)).code, 'INTERNAL');

    const broken = new Metadata();
    broken.set('x-error-code', 'CONFLICT');
    broken.set('x-error-details', '{not json');
    const err = fromGrpcError(serviceError(GrpcStatus.ABORTED, 'taken', broken));
    assert.equal(err.code, 'CONFLICT');
    assert.equal(err.message, 'taken');
    assert.equal(err.details, undefined);
  });

  it('anything that is not a gRPC error at all is INTERNAL', () => {
    for (const err of [new Error('boom'), 'boom', null, undefined, 42]) {
      const mapped = fromGrpcError(err);
      assert.equal(mapped.code, 'INTERNAL');
      assert.ok(!mapped.message.includes('boom'));
    }
  });
});
