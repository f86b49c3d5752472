import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create } from '@bufbuild/protobuf';
import {
  type ResolveCheckoutTokenResponse as ResolveCheckoutTokenMessage,
  ResolveCheckoutTokenResponseSchema,
} from '@gateway/proto/payments/v1/payments_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import { grpcCheckoutSource, toCheckout } from './payments.ts';

type ResolveCheckoutTokenResponse = Named<ResolveCheckoutTokenMessage>;

// What the client hands over: the common enums already turned into their names.
const response = create(ResolveCheckoutTokenResponseSchema, {
  payment: {
    id: 'pay_1',
    reference: 'order-1',
    provider: 'provider_a',
    amount: 150000n,
    currency: 'PYG',
    status: 'pending',
    expiresAt: '2026-03-01T13:00:00.000Z',
  },
  targetOrigins: ['https://shop.example.com'],
  returnUrl: 'https://shop.example.com/ok',
  checkoutExpiresAt: '2026-03-01T12:15:00.000Z',
  providerFormUrl: 'http://127.0.0.1:8090/provider-a/form/pas_1',
  merchantName: 'Tienda',
} as never) as unknown as ResolveCheckoutTokenResponse;

describe('toCheckout', () => {
  it('maps the proto answer to what the page needs', () => {
    assert.deepEqual(toCheckout(response), {
      paymentId: 'pay_1',
      reference: 'order-1',
      provider: 'provider_a',
      amount: 150000n,
      status: 'pending',
      paymentExpiresAt: new Date('2026-03-01T13:00:00.000Z'),
      checkoutExpiresAt: new Date('2026-03-01T12:15:00.000Z'),
      targetOrigins: ['https://shop.example.com'],
      returnUrl: 'https://shop.example.com/ok',
      cancelUrl: null,
      providerFormUrl: 'http://127.0.0.1:8090/provider-a/form/pas_1',
      merchantName: 'Tienda',
    });
  });

  it('treats an answer without a payment as unknown', () => {
    const empty = create(ResolveCheckoutTokenResponseSchema, {}) as unknown as ResolveCheckoutTokenResponse;
    assert.equal(toCheckout(empty), null);
  });
});

describe('grpcCheckoutSource', () => {
  const source = (answer: () => Promise<ResolveCheckoutTokenResponse>) =>
    grpcCheckoutSource({ resolveCheckoutToken: answer });

  it('reads NOT_FOUND as an unknown token', async () => {
    const unknown = source(() => Promise.reject(new AppError('NOT_FOUND', 'No such token.')));
    assert.equal(await unknown.resolve('tok'), null);
  });

  it('lets other failures through', async () => {
    const down = source(() => Promise.reject(new AppError('UNAVAILABLE', 'down')));
    await assert.rejects(down.resolve('tok'), { code: 'UNAVAILABLE' });
  });
});
