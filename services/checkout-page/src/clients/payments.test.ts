import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { create } from '@bufbuild/protobuf';
import {
  type ResolveCheckoutTokenResponse,
  ResolveCheckoutTokenResponseSchema,
} from '@gateway/proto/payments/v1/payments_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { grpcCheckoutSource, toCheckout } from './payments.ts';

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
});

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
    assert.equal(toCheckout(create(ResolveCheckoutTokenResponseSchema, {})), null);
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
