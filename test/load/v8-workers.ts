// The CPU of the V8 worker threads of the gateway and payments, where V8 compiles hot functions
// with TurboFan and runs its concurrent GC work: a wave of compiles shows here as one busy second
// (docs/performance.md, "Night run"). Linux only; 0 elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { stackMemory } from './memory.ts';

const roleOf = (cmd: string) => /services\/([a-z-]+)\/src\/main\.ts/.exec(cmd)?.[1];

/** CPU time (ms) so far of the V8 worker threads of the gateway and payments. */
export function v8WorkerMs(): number {
  let ms = 0;
  for (const p of stackMemory(roleOf)) {
    if (p.role !== 'gateway' && p.role !== 'payments') continue;
    try {
      for (const task of readdirSync(`/proc/${p.pid}/task`)) {
        if (readFileSync(`/proc/${p.pid}/task/${task}/comm`, 'utf8').trim() !== 'V8Worker') continue;
        const stat = readFileSync(`/proc/${p.pid}/task/${task}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      }
    } catch {
      // exited meanwhile
    }
  }
  return ms;
}

/** Calls `sample` once a second while `work` runs; returns each second's difference. */
export async function perSecond<T>(sample: () => number, work: Promise<T>): Promise<[T, number[]]> {
  const deltas: number[] = [];
  let last = sample();
  const timer = setInterval(() => {
    const now = sample();
    deltas.push(now - last);
    last = now;
  }, 1000);
  try {
    return [await work, deltas];
  } finally {
    clearInterval(timer);
  }
}
