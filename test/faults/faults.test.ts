// Bad luck on purpose, under a steady load of payment creates: every stateful service killed
// with SIGKILL (the local runner restarts it, as Kubernetes would), NATS stopped and started,
// Postgres stopped and started. Afterwards nothing a merchant was told is lost or doubled: every
// 201 exists, a retried reference makes no second payment, every event id is on the stream once,
// every deadline timer fired, and no request got a 500. `make faults`; the figures it prints are
// the README's.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { connectNats } from '@gateway/shared/events/nats.ts';
import { startStack, type Stack, type Tenant } from '../support/stack.ts';
import { PrivateNats, PrivatePostgres } from './private-servers.ts';

const run = promisify(execFile);
const RATE_PER_SECOND = 20;
const EXPIRES_IN = 60;
const STATEFUL = [
  'payments',
  'scheduler',
  'accounts',
  'customers',
  'cards',
  'receipts',
  'sessions',
  'webhooks',
  'notifier',
];

let pg: PrivatePostgres;
let nats: PrivateNats;
let stack: Stack;
let tenant: Tenant;

before(async () => {
  [pg, nats] = await Promise.all([PrivatePostgres.start(), PrivateNats.start()]);
  stack = await startStack({ STACK_LOG_LEVEL: 'warn' }, { databaseUrl: pg.url, natsUrl: nats.url });
  tenant = await stack.createTenant('Faults merchant');
});

after(async () => {
  await stack?.stop();
  await Promise.all([pg?.destroy(), nats?.destroy()]);
});

interface Attempt {
  reference: string;
  provider: string;
  startedAt: number;
  status: number;
  code?: string;
  id?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function body(reference: string, provider: string) {
  return provider === 'transferencia'
    ? { provider, amount: 150000, currency: 'PYG', reference, expires_in: EXPIRES_IN }
    : { provider, amount: 99000, currency: 'PYG', reference, target_origin: 'https://shop.example.com' };
}

async function create(reference: string, provider: string): Promise<Attempt> {
  const attempt: Attempt = { reference, provider, startedAt: Date.now(), status: 0 };
  try {
    const res = await fetch(`${stack.baseUrl}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.testKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(reference, provider)),
      signal: AbortSignal.timeout(15_000),
    });
    attempt.status = res.status;
    const json = (await res.json().catch(() => undefined)) as any;
    attempt.id = json?.data?.id;
    attempt.code = json?.error?.code;
  } catch (err) {
    attempt.code = (err as Error).name;
  }
  return attempt;
}

/** The pid of one service: a child of the local runner. */
async function servicePid(name: string): Promise<number | undefined> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(stack.runnerPid)]);
  const line = stdout.split('\n').find((l) => l.includes(`/services/${name}/src/main.ts`));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

async function waitForPid(name: string, not: number | undefined, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pid = await servicePid(name);
    if (pid !== undefined && pid !== not) return;
    await sleep(100);
  }
  throw new Error(`${name} was not restarted`);
}

test('under load, SIGKILL of every stateful service, a NATS stop and a Postgres restart lose and double nothing', async () => {
  const attempts: Attempt[] = [];
  let loading = true;
  const inflight = new Set<Promise<void>>();
  const load = (async () => {
    const started = Date.now();
    for (let n = 0; loading; n++) {
      // Open loop: each request is sent at its due time, whether or not earlier ones answered.
      const due = started + (n * 1000) / RATE_PER_SECOND;
      if (due > Date.now()) await sleep(due - Date.now());
      const provider = n % 3 === 2 ? 'provider_b' : 'transferencia';
      const p = create(`fault-${n}-${randomUUID().slice(0, 8)}`, provider).then((a) => {
        attempts.push(a);
      });
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
  })();

  const faults: { fault: string; at: number; recoveredMs?: number }[] = [];
  const recoveredAfter = async (at: number) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = attempts.find((a) => a.startedAt > at && a.status === 201);
      if (ok) return ok.startedAt - at;
      await sleep(100);
    }
    return Number.NaN;
  };

  await sleep(3000);
  for (const name of STATEFUL) {
    const pid = await servicePid(name);
    assert.ok(pid, `${name} is running`);
    const at = Date.now();
    process.kill(pid, 'SIGKILL');
    await waitForPid(name, pid);
    faults.push({ fault: `kill -9 ${name}`, at, recoveredMs: await recoveredAfter(at) });
    await sleep(2000);
  }

  let at = Date.now();
  await nats.stopServer();
  await sleep(5000);
  await nats.startServer();
  faults.push({ fault: 'NATS stopped 5 s', at, recoveredMs: await recoveredAfter(Date.now()) });
  await sleep(2000);

  const outputBefore = stack.output.length;
  at = Date.now();
  await pg.stopServer();
  await sleep(8000);
  await pg.startServer();
  const pgBack = Date.now();
  faults.push({ fault: 'Postgres stopped 8 s', at, recoveredMs: await recoveredAfter(pgBack) });
  await sleep(3000);
  const exitedDuringPostgres = stack.output.slice(outputBefore).filter((l) => /exited \(/.test(l));

  loading = false;
  await load;
  await Promise.all([...inflight]);
  const lastDeadline = Date.now() + EXPIRES_IN * 1000;

  const created = attempts.filter((a) => a.status === 201);
  const fiveHundreds = attempts.filter((a) => a.status >= 500);
  const internal = attempts.filter((a) => a.status === 500);

  // Every deadline timer fires by itself: read the stream before anything is read through the
  // API, since a read would expire a payment on the spot.
  await sleep(Math.max(0, lastDeadline - Date.now()) + 15_000);
  const events = await streamEvents();
  const ids = events.map((e) => e.id);
  const duplicateIds = ids.length - new Set(ids).size;
  const expired = new Map<string, number>();
  for (const e of events)
    if (e.type === 'payments.payment.expired') {
      const id = String(e.payload['payment_id']);
      expired.set(id, (expired.get(id) ?? 0) + 1);
    }
  const transfers = created.filter((a) => a.provider === 'transferencia');
  const timersMissing = transfers.filter((a) => expired.get(a.id!) !== 1);

  // Every 201 the client saw exists.
  const lost: Attempt[] = [];
  for (const a of created) {
    const res = await stack.request('GET', `/v1/payments/${a.id}`, { key: tenant.testKey });
    if (res.status !== 200 || res.json.data.reference !== a.reference) lost.push(a);
  }
  // A merchant retries what failed with the same reference: one payment per reference, ever.
  const retried = attempts.filter((a) => a.status !== 201);
  const retryStatuses: number[] = [];
  let doubled = 0;
  for (const a of retried) {
    retryStatuses.push((await create(a.reference, a.provider)).status);
    const list = await stack.request('GET', `/v1/payments?reference=${a.reference}`, { key: tenant.testKey });
    const same = (list.json?.data ?? []).filter((p: { reference: string }) => p.reference === a.reference);
    if (same.length !== 1) doubled++;
  }

  const figures = {
    requests: attempts.length,
    created: created.length,
    answered_5xx: fiveHundreds.length,
    answered_500: internal.length,
    not_answered: attempts.filter((a) => a.status === 0).length,
    lost_201: lost.length,
    retried: retried.length,
    retried_without_201_or_200: retryStatuses.filter((s) => s !== 201 && s !== 200).length,
    references_with_two_payments: doubled,
    stream_events: events.length,
    duplicate_event_ids: duplicateIds,
    transfer_timers: transfers.length,
    timers_not_fired_once: timersMissing.length,
    service_exits_during_postgres_restart: exitedDuringPostgres.length,
  };
  console.log(`\nfault suite figures\n${JSON.stringify(figures, null, 2)}`);
  console.log(
    faults
      .map((f) => `${f.fault.padEnd(24)} next 201 after ${Math.round(f.recoveredMs ?? Number.NaN)} ms`)
      .join('\n'),
  );

  assert.equal(internal.length, 0, `500 answers: ${JSON.stringify(internal.slice(0, 5))}`);
  assert.deepEqual(
    [...new Set(fiveHundreds.map((a) => a.code))].filter(
      (c) => c !== 'UNAVAILABLE' && c !== 'PROVIDER_ERROR',
    ),
    [],
    'every 5xx during a fault is 503 UNAVAILABLE (or 502 for the processor)',
  );
  assert.equal(lost.length, 0, `201s that do not exist: ${JSON.stringify(lost.slice(0, 5))}`);
  assert.equal(figures.retried_without_201_or_200, 0, `retries: ${retryStatuses.join(',')}`);
  assert.equal(doubled, 0);
  assert.equal(duplicateIds, 0);
  assert.equal(
    timersMissing.length,
    0,
    `timers not fired once: ${timersMissing.slice(0, 5).map((a) => a.id)}`,
  );
  assert.deepEqual(exitedDuringPostgres, []);
  assert.ok(created.length > attempts.length / 2, 'most creates succeeded');
});

async function streamEvents(): Promise<{ id: string; type: string; payload: Record<string, unknown> }[]> {
  const client = await connectNats(nats.url, 'faults-check');
  try {
    const stream = streamName(stack.info.namespace, 'payments');
    const info = await client.jsm.streams.info(stream);
    const out: { id: string; type: string; payload: Record<string, unknown> }[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const msg = await client.jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (msg) out.push(msg.json());
    }
    return out;
  } finally {
    await client.close();
  }
}
