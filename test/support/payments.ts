import { randomUUID } from 'node:crypto';
import type { Stack } from './stack.ts';

export const ORIGIN = 'https://shop.example.com';

export const customer = (id = `cli-${randomUUID().slice(0, 8)}`) => ({
  customerId: id,
  name: 'Ana',
  lastname: 'Benítez',
  email: 'ana@example.com',
  phone: '+595981000000',
});

export function reference(label = 'order'): string {
  return `${label}-${randomUUID()}`;
}

export function transferencia(extra: Record<string, unknown> = {}) {
  return { provider: 'transferencia', amount: 150000, currency: 'PYG', reference: reference(), ...extra };
}

export function providerA(extra: Record<string, unknown> = {}) {
  return {
    provider: 'provider_a',
    amount: 250000,
    currency: 'PYG',
    reference: reference(),
    target_origin: ORIGIN,
    customer: customer(),
    ...extra,
  };
}

export function providerB(extra: Record<string, unknown> = {}) {
  return { provider: 'provider_b', amount: 99000, currency: 'PYG', reference: reference(), ...extra };
}

export async function createPayment(stack: Stack, key: string, body: Record<string, unknown>) {
  return stack.request('POST', '/v1/payments', { key, body });
}

/** Polls a payment until `done` holds or the timeout passes; returns the last state seen. */
export async function waitForPayment(
  stack: Stack,
  key: string,
  id: string,
  done: (p: any) => boolean,
  timeoutMs: number,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  let last: any;
  while (Date.now() < deadline) {
    last = (await stack.request('GET', `/v1/payments/${id}`, { key })).json?.data;
    if (last && done(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}

export async function sandboxCalls(stack: Stack, paymentId: string): Promise<unknown[]> {
  const res = await fetch(
    `${stack.sandboxUrl}/_sandbox/calls?merchant_reference=${encodeURIComponent(paymentId)}`,
  );
  return ((await res.json()) as { calls: unknown[] }).calls;
}
