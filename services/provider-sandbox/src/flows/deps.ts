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
};
