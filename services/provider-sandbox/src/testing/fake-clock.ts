import type { Clock } from '../domain/clock.ts';

export type FakeClock = Clock & { set(iso: string): void; advance(ms: number): void };

export function fakeClock(startIso = '2026-06-15T15:00:00.000Z'): FakeClock {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set(iso) {
      current = new Date(iso).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
