// Resident memory of each process of the bench's stack, from /proc (Linux); empty elsewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface Memory {
  role: string;
  pid: number;
  rssMiB: number;
  /** Proportional share: shared pages (the Node binary, libraries) split among their users. */
  pssMiB: number | undefined;
}

function kib(text: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Every descendant of this process that runs a service (or the ceiling), by role. */
export function stackMemory(roleOf: (cmd: string) => string | undefined): Memory[] {
  if (!existsSync('/proc/self/status')) return [];
  const parents = new Map<number, number>();
  const cmds = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      cmds.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // exited while listing
    }
  }
  const ours = (pid: number): boolean => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  const out: Memory[] = [];
  for (const [pid, cmd] of cmds) {
    const role = ours(pid) ? roleOf(cmd) : undefined;
    if (!role) continue;
    try {
      const rss = kib(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
      let pss: number | undefined;
      try {
        pss = kib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
      } catch {
        pss = undefined;
      }
      if (rss !== undefined)
        out.push({ role, pid, rssMiB: rss / 1024, pssMiB: pss === undefined ? undefined : pss / 1024 });
    } catch {
      // exited meanwhile
    }
  }
  return out.sort((a, b) => a.role.localeCompare(b.role));
}
