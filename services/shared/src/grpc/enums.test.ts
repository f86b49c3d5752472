import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { Environment, PaymentStatus, Provider } from '@gateway/proto/common/v1/common_pb';
import {
  CreatePaymentRequestSchema,
  CustomerInputSchema,
  GetPaymentResponseSchema,
  ListPaymentsRequestSchema,
} from '@gateway/proto/payments/v1/payments_pb';
import { CreateSessionRequestSchema } from '@gateway/proto/sessions/v1/sessions_pb';
import { AppError } from '../errors.ts';
import { requestFromWire, requestToWire, responseFromWire, responseToWire } from './enums.ts';

const wire = <T>(value: T) => value as never;

function fieldsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return (err.details as { fields: Record<string, string[]> }).fields;
  }
  assert.fail('expected a validation error');
}

describe('common enums across gRPC', () => {
  it('a message that holds none of them crosses as it is, neither walked nor copied', () => {
    const customer = create(CustomerInputSchema, { customerId: 'c-1', name: 'Ana' });
    assert.equal(requestFromWire(CustomerInputSchema, customer), customer);
    assert.equal(responseToWire(CustomerInputSchema, customer), customer);
  });

  it('a request travels as numbers and arrives as the names it was sent with, at any depth', () => {
    const sent = {
      scope: { tenantId: 'ten_1', environment: 'live' },
      provider: 'transferencia',
      amount: 1000n,
      reference: 'r-1',
    };
    const message = create(CreatePaymentRequestSchema, wire(requestToWire(CreatePaymentRequestSchema, sent)));
    assert.equal(message.scope?.environment, Environment.LIVE);
    assert.equal(message.provider, Provider.TRANSFERENCIA);
    const decoded = fromBinary(CreatePaymentRequestSchema, toBinary(CreatePaymentRequestSchema, message));
    const received = requestFromWire(CreatePaymentRequestSchema, decoded) as typeof sent;
    assert.equal(received.scope.tenantId, 'ten_1');
    assert.equal(received.scope.environment, 'live');
    assert.equal(received.provider, 'transferencia');
    assert.equal(received.amount, 1000n);
  });

  it('an UNSPECIFIED or unknown value from the wire is INVALID_ARGUMENT, named by its path', () => {
    const unspecified = create(CreatePaymentRequestSchema, {
      scope: { tenantId: 'ten_1', environment: Environment.UNSPECIFIED },
      provider: 42 as Provider,
    });
    assert.deepEqual(
      fieldsOf(() => requestFromWire(CreatePaymentRequestSchema, unspecified)),
      {
        'scope.environment': ['must be test or live'],
        provider: ['must be one of provider_a, provider_b, transferencia'],
      },
    );
    const methods = create(CreateSessionRequestSchema, {
      methods: [Provider.PROVIDER_A, Provider.UNSPECIFIED],
    });
    assert.deepEqual(Object.keys(fieldsOf(() => requestFromWire(CreateSessionRequestSchema, methods))), [
      'methods',
    ]);
  });

  it('an optional enum left unset stays unset; an empty name from a caller means unset', () => {
    const none = requestFromWire(ListPaymentsRequestSchema, create(ListPaymentsRequestSchema, {})) as {
      status?: string;
    };
    assert.equal(none.status, undefined);
    const blank = requestToWire(ListPaymentsRequestSchema, { status: '', provider: 'provider_b' }) as {
      status?: number;
      provider?: number;
    };
    assert.equal(blank.status, undefined);
    assert.equal(blank.provider, Provider.PROVIDER_B);
  });

  it('a caller naming a value outside the set is refused before anything is sent', () => {
    assert.deepEqual(
      fieldsOf(() => requestToWire(ListPaymentsRequestSchema, { status: 'paid' })),
      {
        status: [
          'must be one of pending, processing, confirmed, failed, rejected, receipt_uploaded, expired, cancelled, reversed',
        ],
      },
    );
  });

  it('a bad value in an answer is a fault of the server, never the caller', () => {
    const badAnswer = () =>
      responseToWire(GetPaymentResponseSchema, { payment: { id: 'pay_1', status: 'paid' } });
    assert.throws(badAnswer, (err) => !(err instanceof AppError));
    const unset = create(GetPaymentResponseSchema, {
      payment: { id: 'pay_1', status: PaymentStatus.UNSPECIFIED },
    });
    assert.throws(
      () => responseFromWire(GetPaymentResponseSchema, unset),
      (err) => !(err instanceof AppError),
    );
  });
});
