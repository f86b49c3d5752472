import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * Hands back what start-up used and no longer needs: the young generation grown while modules
 * loaded (up to 32 MiB, kept committed until a memory-reducing collection, which an idle process
 * may never run), and the garbage of compiling and connecting. One full, compacting collection
 * that shrinks the heap, run once when the service is up: 10 to 20 MiB less resident memory per
 * process, for 0.1 to 0.8 s of start-up. `gc` is exposed to a throwaway context only, never to
 * the service's own code.
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: GcOptions) => void;
  setFlagsFromString('--no-expose-gc');
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
