import type { Checkout } from './checkout.ts';

export const NOW = new Date('2026-03-01T12:00:00.000Z');

/** A pending provider_a link with ten minutes left, for tests to vary one field at a time. */
export function checkoutFixture(overrides: Partial<Checkout> = {}): Checkout {
  return {
    paymentId: 'pay_123',
    reference: 'order-42',
    provider: 'provider_a',
    amount: 150000n,
    status: 'pending',
    paymentExpiresAt: new Date('2026-03-01T13:00:00.000Z'),
    checkoutExpiresAt: new Date('2026-03-01T12:10:00.000Z'),
    targetOrigins: ['https://shop.example.com'],
    returnUrl: null,
    cancelUrl: null,
    providerFormUrl: 'http://127.0.0.1:8090/provider-a/form/pas_abc',
    merchantName: 'Tienda Demo',
    ...overrides,
  };
}
