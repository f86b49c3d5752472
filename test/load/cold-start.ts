// `node test/load/cold-start.ts [--warm-rate N] [--rate N] [--rounds N]`: how a freshly started
// stack takes its first load. Starts the stack as `make bench` does, sends one probe, optionally
// offers N req/s for 10 s, then offers 500 req/s for 10 s, `--rounds` times (an open loop, latency
// from each request's due time) and prints each second's p50 and max, the CPU that the gateway's
// and payments' V8 worker threads (JIT compiles, concurrent GC) spent in each second, the CPU each
// service spent per create, and how often the kernel dropped a connection because a listen queue
// was full. Talks only to 127.0.0.1 and stops by itself.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from '../support/stack.ts';
import { stackMemory } from './memory.ts';
import { openLoop, paymentBody, percentile, type Shot, type Target } from './open-loop.ts';
import { perSecond, v8WorkerMs } from './v8-workers.ts';

const { values } = parseArgs({
  options: {
    'warm-rate': { type: 'string' },
    rate: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '1' },
  },
});
const ROUNDS = Number(values.rounds);
const RATE = Number(values.rate);
const WARM_RATE = values['warm-rate'] === undefined ? 0 : Number(values['warm-rate']);
const SECONDS = 10;

const roleOf = (cmd: string) => /services\/([a-z-]+)\/src\/main\.ts/.exec(cmd)?.[1];

/** CPU time (ms) of each service process so far, from /proc. */
function cpuByRole(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of stackMemory(roleOf)) {
    try {
      const stat = readFileSync(`/proc/${p.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[p.role] = (out[p.role] ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** The kernel's count of connections refused because a listen queue was full (TcpExt ListenOverflows). */
function listenOverflows(): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('TcpExt:'))?.split(' ') ?? [];
  const row = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(' ') ?? [];
  return Number(row[header.indexOf('ListenOverflows')] ?? Number.NaN);
}

function describe(label: string, shot: Shot): void {
  const sorted = [...shot.latencies].sort((a, b) => a - b);
  process.stdout.write(
    `${label}: ${sorted.length} × 2xx, ${shot.errors} errors (${shot.timeouts} timeouts); ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} p99 ${percentile(sorted, 99).toFixed(1)} max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms\n`,
  );
  const first = Math.min(...shot.timeline.map(([due]) => due));
  const seconds: string[] = [];
  for (let s = 0; s < SECONDS; s++) {
    const window = shot.timeline
      .filter(([due]) => due - first >= s * 1000 && due - first < (s + 1) * 1000)
      .map(([, latency]) => latency)
      .sort((a, b) => a - b);
    seconds.push(
      window.length === 0
        ? '-'
        : `${window[Math.floor(window.length / 2)]!.toFixed(0)}/${window.at(-1)!.toFixed(0)}`,
    );
  }
  process.stdout.write(`  each second's p50/max (ms): ${seconds.join(' ')}\n`);
}

const stack = await startStack({
  RATE_LIMIT_TEST: '0',
  RATE_LIMIT_LIVE: '0',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_MAX: '',
});
try {
  const tenant = await stack.createTenant('Cold start');
  const target: Target = { name: 'gateway', url: stack.baseUrl, key: tenant.testKey };
  const run = Date.now().toString(36);
  const probe = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: JSON.parse(paymentBody(`cold-${run}-probe`)),
  });
  if (probe.status !== 201)
    throw new Error(`the probe answered ${probe.status}: ${probe.text.slice(0, 300)}`);
  if (WARM_RATE > 0)
    describe(`${WARM_RATE} req/s first`, await openLoop(target, WARM_RATE, SECONDS, `cold-${run}-w`));
  for (let round = 1; round <= ROUNDS; round++) {
    const cpu = cpuByRole();
    const overflows = listenOverflows();
    const [shot, workers] = await perSecond(
      v8WorkerMs,
      openLoop(target, RATE, SECONDS, `cold-${run}-${round}`),
    );
    describe(ROUNDS > 1 ? `${RATE} req/s, round ${round}` : `${RATE} req/s`, shot);
    process.stdout.write(`  each second's V8 worker CPU, gateway + payments (ms): ${workers.join(' ')}\n`);
    const after = cpuByRole();
    const perCreate = Object.entries(after)
      .map(([role, ms]) => [role, (ms - (cpu[role] ?? 0)) / Math.max(1, shot.latencies.length)] as const)
      .filter(([, ms]) => ms >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([role, ms]) => `${role} ${ms.toFixed(2)}`);
    process.stdout.write(`  CPU per create (ms): ${perCreate.join(', ')}\n`);
    process.stdout.write(`  connections dropped by a full listen queue: ${listenOverflows() - overflows}\n`);
  }
} finally {
  await stack.stop();
}
