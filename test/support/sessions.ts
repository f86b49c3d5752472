import { randomUUID } from 'node:crypto';
import type { Stack } from './stack.ts';

export const SHOP = 'https://shop.example.com';

export function sessionBody(extra: Record<string, unknown> = {}) {
  return {
    reference: `order-${randomUUID()}`,
    amount: 150000,
    currency: 'PYG',
    success_url: `${SHOP}/gracias`,
    cancel_url: `${SHOP}/carrito`,
    ...extra,
  };
}

export async function createSession(stack: Stack, key: string, body: Record<string, unknown>) {
  return stack.request('POST', '/v1/checkout-sessions', { key, body });
}

export async function expireSession(stack: Stack, key: string, id: string) {
  return stack.request('POST', `/v1/test-helpers/checkout-sessions/${id}/expire`, { key });
}

/** The payments of a session's reference, newest first. */
export async function paymentsOf(stack: Stack, key: string, reference: string): Promise<any[]> {
  const res = await stack.request('GET', `/v1/payments?reference=${encodeURIComponent(reference)}`, { key });
  return (res.json?.data ?? []).filter((p: { reference: string }) => p.reference === reference);
}

/** Polls until `done` holds or the timeout passes; returns the last value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}
