export type KeyedLock = { run<T>(key: string, work: () => Promise<T>): Promise<T> };

/**
 * Runs work for the same key one at a time, in arrival order. A double-clicked "Pagar"
 * waits for the first submit to finish (callback included) and then sees its outcome.
 */
export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}
