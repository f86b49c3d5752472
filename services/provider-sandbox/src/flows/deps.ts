import type { CallbackSender } from '../callbacks/sender.ts';
import type { Clock } from '../domain/clock.ts';
import type { Provider } from '../domain/types.ts';
import type { KeyedLock } from '../store/keyed-lock.ts';
import type { MemoryStore } from '../store/memory-store.ts';

export type Deps = {
  store: MemoryStore;
  clock: Clock;
  lock: KeyedLock;
  callbacks: CallbackSender;
  secrets: Record<Provider, string>;
  /** How long each server-to-server endpoint waits before answering (a slow processor). */
  latency: Latency;
};

export const CREATE_ENDPOINTS: readonly string[] = ['POST /sessions', 'POST /checkouts'];

/** How late card creates answer; with an amount, only creates of that amount (one test's payments). */
export interface Latency {
  createMs: number;
  amount: number | null;
}

export function createLatency(createMs: number): Latency {
  return { createMs, amount: null };
}

export function delayFor(latency: Latency, endpoint: string, body: unknown): number {
  if (latency.createMs === 0 || !CREATE_ENDPOINTS.includes(endpoint)) return 0;
  if (latency.amount === null) return latency.createMs;
  const amount =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['amount'] : null;
  return amount === latency.amount ? latency.createMs : 0;
}
