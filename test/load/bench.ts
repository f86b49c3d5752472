// `make bench`: POST /v1/payments through the whole stack, paced at fixed rates (an open loop:
// latency from each request's due time) and flat out, next to a bare fastify + pg ceiling on the
// same machine and database, with the RSS of every process, ending with a Markdown section for
// the README. No ANALYZE and no warm-up: the tables already hold 100,000 payments of the tenant,
// as a real merchant's would. Talks only to 127.0.0.1 and stops by itself.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Stack, startStack, type Tenant } from '../support/stack.ts';
import { type Memory, stackMemory } from './memory.ts';
import { closedLoop, openLoop, paymentBody, percentile, type Shot, type Target } from './open-loop.ts';
import { perSecond, v8WorkerMs } from './v8-workers.ts';

const RATES = [100, 250, 500];
const RUN_SECONDS = 10;
const FLAT_OUT_CONNECTIONS = 50;
const PREFILL_ROWS = 100_000;
const DRAIN_TIMEOUT_MS = 15_000;
const DEADLINE_MS = 420_000;
// Cores going to anything but this bench, its stack and its database before the figures are called disturbed.
const NOISE_CORES = 0.25;

interface Figures {
  target: string;
  offered: number | undefined;
  note?: string;
  seconds: number;
  throughput: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  created: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  sample: string | undefined;
  checkpoints?: number;
  cpu?: Record<string, number>;
  /** Each second's CPU (ms) of the gateway's and payments' V8 worker threads (JIT compiles, GC). */
  v8Workers?: number[];
}

const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

function loopback(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

function figures(target: Target, offered: number | undefined, shot: Shot): Figures {
  const latencies = shot.latencies.sort((a, b) => a - b);
  const ok = latencies.length;
  return {
    target: target.name,
    offered,
    seconds: shot.seconds,
    throughput: ok / shot.seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    created: shot.statuses['201'] ?? 0,
    non2xx: Object.entries(shot.statuses)
      .filter(([code]) => !code.startsWith('2'))
      .reduce((acc, [, n]) => acc + n, 0),
    errors: shot.errors,
    timeouts: shot.timeouts,
    statuses: shot.statuses,
    sample: shot.sample,
  };
}

/** A fixed rate through the open loop or, without one, flat out on a fixed pool of connections. */
async function drive(target: Target, offered: number | undefined, prefix: string): Promise<Figures> {
  const shot =
    offered === undefined
      ? await closedLoop(target, FLAT_OUT_CONNECTIONS, RUN_SECONDS, prefix)
      : await openLoop(target, offered, RUN_SECONDS, prefix);
  return figures(target, offered, shot);
}

// --- what the machine is doing ------------------------------------------------------------------

function natsVersion(url: string): Promise<string> {
  const { hostname, port } = new URL(url.replace(/^nats:/, 'http:'));
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 4222) });
    socket.setTimeout(3000, () => socket.destroy(new Error('timeout')));
    socket.once('data', (data) => {
      socket.destroy();
      const match = /^INFO\s+(\{.*\})/.exec(data.toString('utf8'));
      try {
        resolve(String((JSON.parse(match?.[1] ?? '{}') as { version?: string }).version ?? 'unknown'));
      } catch {
        resolve('unknown');
      }
    });
    socket.once('error', () => resolve('unreachable'));
  });
}

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
  cmd: string;
}

interface CpuSnapshot {
  at: number;
  machine: { user: number; irq: number; steal: number };
  procs: Map<number, Proc>;
  backends: Set<number>;
}

// Clock ticks from /proc (USER_HZ is 100 on Linux); empty elsewhere, and the figures say n/a.
function processes(): Map<number, Proc> {
  const found = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.set(Number(entry), {
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        cmd,
      });
    } catch {
      // exited while listing
    }
  }
  return found;
}

function machineTicks(): CpuSnapshot['machine'] {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = readFileSync(
    '/proc/stat',
    'utf8',
  )
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { user: user + nice + system, irq: irq + softirq, steal };
}

async function cpuSnapshot(db: pg.Client): Promise<CpuSnapshot | undefined> {
  if (!existsSync('/proc/stat')) return undefined;
  const { rows } = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return {
    at: performance.now(),
    machine: machineTicks(),
    procs: processes(),
    backends: new Set(rows.map((r) => r.pid)),
  };
}

/**
 * Cores used per component between two snapshots: this process and its descendants by role, this
 * database's backends, the Postgres server's own processes, other databases' backends, NATS, and whatever else ran on the machine
 * (other people's tests make the figures meaningless, so they are shown rather than hidden).
 */
function cpuUse(
  before: CpuSnapshot | undefined,
  after: CpuSnapshot | undefined,
): Record<string, number> | undefined {
  if (!before || !after) return undefined;
  const seconds = (after.at - before.at) / 1000;
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of after.procs.values()) {
      if (!ours.has(p.pid) && ours.has(p.ppid)) {
        ours.add(p.pid);
        grew = true;
      }
    }
  }
  const ticks: Record<string, number> = {};
  for (const p of after.procs.values()) {
    let role: string | undefined;
    if (p.pid === process.pid) role = 'load generator';
    else if (ours.has(p.pid)) {
      role =
        /services\/([a-z-]+)\/src\/main\.ts/.exec(p.cmd)?.[1] ??
        (p.cmd.includes('ceiling.ts') ? 'ceiling' : 'runner');
    } else if (before.backends.has(p.pid) || after.backends.has(p.pid)) role = 'postgres (this database)';
    else if (p.cmd.startsWith('postgres:') && /\(\d+\)|\[local\]/.test(p.cmd))
      role = 'postgres (other databases)';
    // WAL writer, checkpointer, autovacuum: mostly working for this database's writes.
    else if (p.cmd.startsWith('postgres:') || p.cmd.includes('/postgresql/')) role = 'postgres (server)';
    else if (/(^|\/)nats-server( |$)/.test(p.cmd)) role = 'nats-server';
    // A process that started during the run counts from zero.
    const used = p.ticks - (before.procs.get(p.pid)?.ticks ?? 0);
    if (role) ticks[role] = (ticks[role] ?? 0) + used;
  }
  const named = Object.values(ticks).reduce((a, b) => a + b, 0);
  ticks['kernel irq'] = after.machine.irq - before.machine.irq;
  ticks['steal'] = after.machine.steal - before.machine.steal;
  // Includes processes that exited during the run: /proc no longer lists them.
  ticks['other processes'] = after.machine.user - before.machine.user - named;
  const cores: Record<string, number> = {};
  for (const [role, t] of Object.entries(ticks)) {
    if (t / 100 / seconds >= 0.01) cores[role] = t / 100 / seconds;
  }
  return cores;
}

async function backlog(db: pg.Client): Promise<{ unpublished: number; consumed: number }> {
  const schemas = await db.query<{ table_schema: string; table_name: string }>(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_name IN ('outbox', 'inbox')",
  );
  let unpublished = 0;
  let consumed = 0;
  for (const { table_schema: schema, table_name: table } of schemas.rows) {
    const where = table === 'outbox' ? ' WHERE published_at IS NULL' : '';
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM "${schema}".${table}${where}`,
    );
    if (table === 'outbox') unpublished += Number(rows[0]!.n);
    else consumed += Number(rows[0]!.n);
  }
  return { unpublished, consumed };
}

// Checkpoints are cluster-wide: another database's CREATE or DROP DATABASE forces one, and its
// fsyncs stall every commit here for a moment.
async function checkpoints(db: pg.Client): Promise<number | undefined> {
  for (const query of [
    'SELECT (checkpoints_timed + checkpoints_req)::int AS n FROM pg_stat_bgwriter',
    'SELECT (num_timed + num_requested)::int AS n FROM pg_stat_checkpointer',
  ]) {
    try {
      return (await db.query<{ n: number }>(query)).rows[0]!.n;
    } catch {
      // renamed in PostgreSQL 17
    }
  }
  return undefined;
}

/** Waits until every outbox is published and no inbox grows, so one run's tail does not load the next. */
async function drain(db: pg.Client): Promise<{ left: number; ms: number }> {
  const started = Date.now();
  let last = await backlog(db);
  while (Date.now() - started < DRAIN_TIMEOUT_MS) {
    await sleep(500);
    const now = await backlog(db);
    if (now.unpublished === 0 && now.consumed === last.consumed) return { left: 0, ms: Date.now() - started };
    last = now;
  }
  return { left: last.unpublished, ms: Date.now() - started };
}

// --- output -----------------------------------------------------------------------------------

const ms = (v: number): string => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '—');
const ratio = (a: number, b: number, digits: number): string =>
  Number.isFinite(a / b) ? (a / b).toFixed(digits) : '—';
const rate = (v: number | undefined): string => (v === undefined ? 'flat out' : String(v));

function line(f: Figures): string {
  const codes = Object.entries(f.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return (
    `${f.target.padEnd(7)} offered ${rate(f.offered).padStart(8)}${f.note ? ` (${f.note})` : ''}  achieved ${f.throughput.toFixed(1).padStart(7)} req/s  ` +
    `p50 ${ms(f.p50).padStart(6)}  p90 ${ms(f.p90).padStart(6)}  p99 ${ms(f.p99).padStart(6)}  max ${ms(f.max).padStart(6)} ms  ` +
    `non-2xx ${f.non2xx}  errors ${f.errors} (timeouts ${f.timeouts})  [${codes}]`
  );
}

function cpuText(cpu: Record<string, number> | undefined): string {
  if (!cpu) return 'n/a';
  return Object.entries(cpu)
    .sort((a, b) => b[1] - a[1])
    .map(([role, cores]) => `${role} ${cores.toFixed(2)}`)
    .join(', ');
}

function memoryRows(idle: Memory[], loaded: Memory[]): string[] {
  const rows = [
    '| Process | Idle RSS (MiB) | Idle PSS (MiB) | RSS after the runs (MiB) |',
    '| ------- | -------------: | -------------: | -----------------------: |',
  ];
  const mib = (v: number | undefined): string => (v === undefined ? '—' : v.toFixed(0));
  for (const m of idle) {
    const after = loaded.find((x) => x.pid === m.pid);
    rows.push(`| ${m.role} | ${mib(m.rssMiB)} | ${mib(m.pssMiB)} | ${mib(after?.rssMiB)} |`);
  }
  const sum = (list: Memory[], pick: (m: Memory) => number | undefined) =>
    list.reduce((acc, m) => acc + (pick(m) ?? 0), 0);
  rows.push(
    `| all ${idle.length} | ${mib(sum(idle, (m) => m.rssMiB))} | ${mib(sum(idle, (m) => m.pssMiB))} | ${mib(sum(loaded, (m) => m.rssMiB))} |`,
  );
  return rows;
}

function markdown(
  machine: string[],
  gateway: Figures[],
  ceiling: Figures[],
  makeUp: Figures[],
  memory: { idle: Memory[]; loaded: Memory[] },
): string {
  const rows = [
    '| Target | Offered (req/s) | Achieved (req/s) | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | Non-2xx | Errors |',
    '| ------ | --------------: | ---------------: | -------: | -------: | -------: | -------: | ------: | -----: |',
  ];
  for (const f of [...gateway, ...ceiling, ...makeUp]) {
    rows.push(
      `| ${f.target} | ${rate(f.offered)}${f.note ? ` (${f.note})` : ''} | ${f.throughput.toFixed(1)} | ${ms(f.p50)} | ${ms(f.p90)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.non2xx} | ${f.errors} |`,
    );
  }
  const ratios = [
    '| Offered (req/s) | Throughput gateway / ceiling | p99 gateway / ceiling |',
    '| --------------: | ---------------------------: | --------------------: |',
  ];
  for (const g of gateway.filter((f) => !f.note)) {
    const c = ceiling.find((x) => x.offered === g.offered);
    if (!c) continue;
    ratios.push(
      `| ${rate(g.offered)} | ${ratio(g.throughput, c.throughput, 2)} | ${ratio(g.p99, c.p99, 1)}× |`,
    );
  }
  const flat = gateway.find((g) => g.offered === undefined);
  const upFlat = makeUp.find((g) => g.offered === undefined);
  const upPaced = makeUp.find((g) => g.offered === 500 && !g.note);
  const makeUpText =
    upFlat && flat && upPaced
      ? [
          '',
          '`make up` as a developer runs it (info logs, one access line per request formatted by the runner; ' +
            'the bench stack stopped first, a new one on a table of the same size): flat out ' +
            `${upFlat.throughput.toFixed(0)} req/s, ${ratio(upFlat.throughput, flat.throughput, 2)}× the bench's stack; ` +
            `at 500 req/s p99 ${ms(upPaced.p99)} ms against ${ms(gateway.find((g) => g.offered === 500 && !g.note)?.p99 ?? Number.NaN)} ms.`,
        ]
      : [];
  return [
    machine.map((m) => `- ${m}`).join('\n'),
    '',
    `\`POST /v1/payments\` (\`transferencia\`, 150000 PYG, a unique \`reference\` per request, test key, rate limits off, ` +
      `the stack as \`make up\` runs it but at \`LOG_LEVEL=warn\`), ${RUN_SECONDS} s per run, no warm-up and no \`ANALYZE\`: ` +
      `the payments table holds ${PREFILL_ROWS.toLocaleString('en')} payments of the same tenant (the first run is on an empty ` +
      'table, for comparison). Fixed rates are an open loop: each request is sent at its due time on its own ' +
      'keep-alive connection if needed, and its latency counts from that due time. Flat out is ' +
      `${FLAT_OUT_CONNECTIONS} connections, each sending its next request when the last answers. Latencies are of 2xx ` +
      'responses. The ceiling is one fastify process with a 10-connection `pg` pool doing one `INSERT` per request ' +
      `into a table of the same database that also holds ${PREFILL_ROWS.toLocaleString('en')} rows; the load generator runs on the same machine.`,
    '',
    rows.join('\n'),
    '',
    ratios.join('\n'),
    ...(flat?.cpu ? ['', `CPU while the gateway ran flat out, in cores: ${cpuText(flat.cpu)}.`] : []),
    ...(upFlat?.cpu ? ['', `CPU while \`make up\` ran flat out, in cores: ${cpuText(upFlat.cpu)}.`] : []),
    ...makeUpText,
    '',
    "Busiest second of the gateway's and payments' V8 worker threads (TurboFan compiles, concurrent GC) in " +
      `each gateway run: ${gateway.map((g) => `${rate(g.offered)}${g.note ? ` (${g.note})` : ''} ${Math.max(0, ...(g.v8Workers ?? [])).toFixed(0)} ms`).join(', ')}.`,
    '',
    'Memory of every process of the stack (idle: after start, before any request):',
    '',
    memoryRows(memory.idle, memory.loaded).join('\n'),
  ].join('\n');
}

// --- the run ----------------------------------------------------------------------------------

const adminUrl = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
if (!loopback(adminUrl) || !loopback(natsUrl)) {
  process.stderr.write(
    'bench: PostgreSQL and NATS must be on 127.0.0.1; unset TEST_DATABASE_ADMIN_URL / NATS_URL.\n',
  );
  process.exit(1);
}

let stack: Stack | undefined;
let ceilingProcess: ChildProcess | undefined;
let db: pg.Client | undefined;

async function cleanUp(): Promise<void> {
  ceilingProcess?.kill('SIGTERM');
  await db?.end().catch(() => undefined);
  await stack?.stop().catch(() => undefined);
}

// Nothing here may hang a `make bench`: past the deadline, clean up and fail.
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: still running after ${DEADLINE_MS / 1000} s; stopping.\n`);
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

function startCeiling(databaseUrl: string): Promise<string> {
  const child = fork(join(import.meta.dirname, 'ceiling.ts'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  ceilingProcess = child;
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(`http://127.0.0.1:${(m as { port: number }).port}`));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
}

const roleOf = (cmd: string): string | undefined =>
  /services\/([a-z-]+)\/src\/main\.ts/.exec(cmd)?.[1] ??
  (cmd.includes('ceiling.ts')
    ? 'ceiling'
    : cmd.includes('deploy/local/up.ts')
      ? 'runner (up.ts)'
      : undefined);

async function measure(target: Target, offered: number | undefined, prefix: string, note?: string) {
  const checkpointed = await checkpoints(db!);
  const before = await cpuSnapshot(db!);
  const [f, v8Workers] = await perSecond(v8WorkerMs, drive(target, offered, prefix));
  if (note) f.note = note;
  f.v8Workers = v8Workers;
  f.cpu = cpuUse(before, await cpuSnapshot(db!));
  const after = await checkpoints(db!);
  if (checkpointed !== undefined && after !== undefined) f.checkpoints = after - checkpointed;
  const tail = await drain(db!);
  say(line(f));
  say(
    `        cpu (cores): ${cpuText(f.cpu)}\n` +
      `        V8 worker threads of gateway + payments, each second (ms): ${v8Workers.join(' ')}\n` +
      `        Postgres checkpoints during the run: ${f.checkpoints ?? 'n/a'}; ` +
      `queues quiet ${(tail.ms / 1000).toFixed(1)} s after it` +
      (tail.left > 0 ? ` (${tail.left} events still unpublished)` : ''),
  );
  if (f.sample) say(`        first non-2xx: ${f.sample.slice(0, 300)}`);
  return f;
}

async function runAll(target: Target, prefix: string): Promise<Figures[]> {
  const all: Figures[] = [];
  for (const [index, offered] of [...RATES, undefined].entries())
    all.push(await measure(target, offered, `${prefix}-${index}`));
  return all;
}

async function prefill(sql: string, params: unknown[]): Promise<void> {
  const t0 = Date.now();
  await db!.query(sql, params);
  say(
    `  (${PREFILL_ROWS.toLocaleString('en')} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s, no ANALYZE)`,
  );
}

function prefillPayments(tenantId: string): Promise<void> {
  return prefill(
    `INSERT INTO payments.payments (id, tenant_id, environment, reference, provider, amount, currency, status,
       provider_data, created_at, updated_at)
     SELECT 'pay_prefill' || lpad(g::text, 8, '0'), $1, 'test', 'prefill-' || g, 'transferencia', 150000, 'PYG',
       'pending', '{"bank_accounts":[],"instructions":""}', now() - g * interval '1 second', now() - g * interval '1 second'
     FROM generate_series(1, $2::int) AS g`,
    [tenantId, PREFILL_ROWS],
  );
}

const created = (runs: Figures[]): number => runs.reduce((acc, f) => acc + f.created, 0);

/** Nothing answered 201 may be missing: the database is the receipt. */
async function checkStored(tenantId: string, prefix: string, answered: number): Promise<void> {
  const stored = await db!
    .query<{ n: string }>(
      "SELECT count(*)::text AS n FROM payments.payments WHERE tenant_id = $1 AND reference LIKE $2 || '-%'",
      [tenantId, prefix],
    )
    .then((r) => Number(r.rows[0]!.n))
    .catch(() => undefined);
  if (stored === undefined) say('\nCould not count stored payments (payments.payments not readable).');
  else if (stored < answered) {
    failed = true;
    say(`\nLOST WRITES: ${answered} requests answered 201 but only ${stored} payments are stored.`);
  } else say(`\nEvery one of the ${answered} payments answered 201 is stored (${stored} rows).`);
}

// `make up` exactly as a developer runs it (NODE_ENV=development, info logs, one access line per
// request, formatted by the runner), but for rate limits, ports and a throwaway database.
const MAKE_UP_ENV: Record<string, string> = {
  NODE_ENV: '',
  LOG_LEVEL: '',
  LOG_FORMAT: '',
  TRUST_PROXY: '',
  DATABASE_POOL_MAX: '',
  RATE_LIMIT_TEST: '0',
  RATE_LIMIT_LIVE: '0',
};

/** The bench's stack stopped, `make up`'s started on a table of the same size, and the same runs. */
async function measureMakeUp(): Promise<Figures[]> {
  await db?.end().catch(() => undefined);
  await stack?.stop().catch(() => undefined);
  say('\nStarting the stack as `make up` runs it (info logs through the runner, rate limits off)…');
  stack = await startStack(MAKE_UP_ENV);
  const tenant = await stack.createTenant('Bench merchant');
  db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  await sleep(2000);
  const run = randomUUID().slice(0, 8);
  const target: Target = { name: 'make up', url: stack.baseUrl, key: tenant.testKey };
  // The same runs in the same order as the bench's stack, so both meet V8's compile waves alike.
  const runs = [await measure(target, 500, `up-${run}-empty`, 'empty table')];
  await prefillPayments(tenant.tenantId);
  runs.push(...(await runAll(target, `up-${run}`)));
  await checkStored(tenant.tenantId, `up-${run}`, created(runs));
  return runs;
}

let failed = false;
try {
  say('Starting the stack (rate limits off, LOG_LEVEL=warn)…');
  stack = await startStack({
    RATE_LIMIT_TEST: '0',
    RATE_LIMIT_LIVE: '0',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_MAX: '',
  });
  const tenant: Tenant = await stack.createTenant('Bench merchant');
  db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  await sleep(2000);
  const idle = stackMemory(roleOf);

  const cpus = os.cpus();
  const postgres = (await db.query<{ version: string }>('SELECT version()')).rows[0]!.version;
  const settings = (
    await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('autovacuum', 'synchronous_commit', 'fsync') ORDER BY name",
    )
  ).rows.map((r) => `${r.name} ${r.setting}`);
  const machine = [
    `CPU: ${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`,
    `Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `Node ${process.version}`,
    `${postgres.split(' on ')[0]} (${settings.join(', ')})`,
    `NATS server ${await natsVersion(stack.info.natsUrl)}`,
  ];
  say(machine.join('\n'));

  const run = randomUUID().slice(0, 8);
  const gatewayTarget: Target = { name: 'gateway', url: stack.baseUrl, key: tenant.testKey };
  const probe = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: JSON.parse(paymentBody(`bench-${run}-probe`)),
  });
  let gateway: Figures[] = [];
  if (probe.status !== 201) {
    failed = true;
    say();
    say(
      `POST /v1/payments answered ${probe.status}, not 201: the payments path is not ready, so the gateway`,
    );
    say(`is not measured. Body: ${probe.text.slice(0, 500)}`);
    say('Running the ceiling alone; the bench exits 1.');
  } else {
    say(`\nGateway, ${RUN_SECONDS} s per run, no warm-up:`);
    const empty = await measure(gatewayTarget, 500, `bench-${run}-empty`, 'empty table');
    say(`Filling payments with ${PREFILL_ROWS.toLocaleString('en')} payments of the tenant…`);
    await prefillPayments(tenant.tenantId);
    gateway = [empty, ...(await runAll(gatewayTarget, `bench-${run}`))];
  }

  await db.query(`
    CREATE TABLE bench_ceiling (
      id text PRIMARY KEY,
      tenant_id text,
      reference text UNIQUE,
      amount bigint,
      created_at timestamptz DEFAULT now()
    )`);
  say(`\nFilling the ceiling's table with ${PREFILL_ROWS.toLocaleString('en')} rows…`);
  await prefill(
    `INSERT INTO bench_ceiling (id, tenant_id, reference, amount)
     SELECT 'pay_prefill' || g, 'ten_bench', 'prefill-' || g, 150000 FROM generate_series(1, $1::int) AS g`,
    [PREFILL_ROWS],
  );
  const ceilingTarget: Target = { name: 'ceiling', url: await startCeiling(stack.info.databaseUrl) };
  say(`Ceiling (fastify + pg, one INSERT), ${RUN_SECONDS} s per run, no warm-up:`);
  const ceiling = await runAll(ceilingTarget, `ceil-${run}`);
  const loaded = stackMemory(roleOf);

  // The probe's payment is stored under the run's prefix too.
  if (gateway.length > 0) await checkStored(tenant.tenantId, `bench-${run}`, created(gateway) + 1);
  const warnings = stack.output.filter((l) => /"level":"(warn|error|fatal)"|exited \(/.test(l));
  if (warnings.length > 0) {
    say(`The stack logged ${warnings.length} warnings or errors; the first:`);
    for (const w of warnings.slice(0, 3)) say(`  ${w.slice(0, 400)}`);
  }
  ceilingProcess?.kill('SIGTERM');
  const makeUp = gateway.length > 0 ? await measureMakeUp() : [];

  const noise = Math.max(
    ...[...gateway, ...ceiling, ...makeUp].map((f) =>
      f.cpu
        ? (f.cpu['other processes'] ?? 0) + (f.cpu['postgres (other databases)'] ?? 0) + (f.cpu['steal'] ?? 0)
        : 0,
    ),
  );
  const stalls = [...gateway, ...ceiling, ...makeUp].filter((f) => (f.checkpoints ?? 0) > 0).length;
  if (noise > NOISE_CORES || stalls > 0) {
    say(
      `\nWARNING: the figures are disturbed (up to ${noise.toFixed(2)} cores went to other work on this ` +
        `machine during a run; ${stalls} run(s) saw a Postgres checkpoint). Run again on a quiet machine.`,
    );
  }

  if (gateway.length > 0) {
    say('\n---- Markdown for the README ----\n');
    say(markdown(machine, gateway, ceiling, makeUp, { idle, loaded }));
    say('\n---------------------------------');
  }
} catch (err) {
  failed = true;
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(failed ? 1 : 0);
