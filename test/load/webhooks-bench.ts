// Part of `make bench`: time from a payment state change to its signed webhook arriving at a local
// receiver, at a fixed rate of state changes, and delivery throughput to 100 endpoints. The state
// change is a cancel of a pending transfer (a committed transition with its outbox event); the
// clock starts when the cancel has answered, i.e. when the change is committed.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startStack } from '../support/stack.ts';
import { percentile } from './open-loop.ts';
import { verified, WebhookReceiver } from '../support/webhook-receiver.ts';

const RATE = Number(process.env['WEBHOOK_BENCH_RATE'] ?? 200);
const SECONDS = Number(process.env['WEBHOOK_BENCH_SECONDS'] ?? 10);
const FAN_OUT_ENDPOINTS = 100;
const FAN_OUT_EVENTS = 20;

const say = (line = ''): void => void process.stdout.write(`${line}\n`);

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const watchdog = setTimeout(() => {
  say('webhook bench: deadline passed; stopping');
  process.exit(1);
}, 240_000);
watchdog.unref();

const stack = await startStack({
  RATE_LIMIT_TEST: '0',
  RATE_LIMIT_LIVE: '0',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_MAX: '',
});
const receiver = await new WebhookReceiver().start();
try {
  const tenant = await stack.createTenant('Webhook bench merchant');
  const key = tenant.testKey;
  const post = (path: string, body?: unknown) => stack.request('POST', path, { key, body });

  const created = await post('/v1/webhook-endpoints', {
    url: receiver.url('/latency'),
    events: ['payment.cancelled'],
  });
  if (created.status !== 201) throw new Error(`endpoint: ${created.text}`);
  const secret = created.json.data.secret as string;

  const total = RATE * SECONDS;
  say(`webhook bench: creating ${total} pending transfers`);
  const ids: string[] = [];
  await pool(
    Array.from({ length: total }, () => randomUUID()),
    16,
    async (ref) => {
      const res = await post('/v1/payments', {
        provider: 'transferencia',
        amount: 150000,
        currency: 'PYG',
        reference: `wb-${ref}`,
      });
      if (res.status !== 201) throw new Error(`payment: ${res.text}`);
      ids.push(res.json.data.id as string);
    },
  );

  // The set-up burst leaves work behind (its events published, the scheduler's timers stored):
  // the run starts once that is done, so it measures 200 changes/s, not the burst's backlog.
  const settle = new pg.Client({ connectionString: stack.info.databaseUrl });
  await settle.connect();
  const settleBy = Date.now() + 60_000;
  while (Date.now() < settleBy) {
    const { rows } = await settle.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM payments.outbox WHERE published_at IS NULL',
    );
    if (rows[0]!.n === '0') break;
    await sleep(200);
  }
  await settle.end();
  await sleep(3000);

  const committedAt = new Map<string, number>();
  say(`webhook bench: ${RATE} cancels/s for ${SECONDS} s`);
  const start = performance.now() + 100;
  const inFlight: Promise<void>[] = [];
  for (const [i, id] of ids.entries()) {
    const slot = start + (i * 1000) / RATE;
    const wait = slot - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(
      post(`/v1/payments/${id}/cancel`).then((res) => {
        if (res.status !== 200) throw new Error(`cancel: ${res.text}`);
        committedAt.set(id, Date.now());
      }),
    );
  }
  await Promise.all(inFlight);
  const offeredSeconds = (performance.now() - start) / 1000;
  const deadline = Date.now() + 60_000;
  while (receiver.at('/latency').length < total && Date.now() < deadline) await sleep(100);
  const latencies: number[] = [];
  const seen = new Set<string>();
  for (const delivery of receiver.at('/latency')) {
    const body = verified(delivery, secret);
    const id = body['payment_id'] as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const at = committedAt.get(id);
    if (at !== undefined) latencies.push(delivery.at - at);
  }
  latencies.sort((a, b) => a - b);

  // Where the time goes: payments' commit → published (its outbox relay) → stored by webhooks
  // (JetStream, consumer) → first attempt answered (claim, sign, POST, record).
  const db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  const stages = await db.query<{
    published_p50: number;
    published_p99: number;
    stored_p50: number;
    stored_p99: number;
    sent_p50: number;
    sent_p99: number;
  }>(`
    WITH s AS (
      SELECT extract(epoch FROM (o.published_at - e.created_at)) * 1000 AS published,
             extract(epoch FROM (i.processed_at - o.published_at)) * 1000 AS stored,
             extract(epoch FROM (a.attempted_at + a.duration_ms * interval '1 millisecond' - i.processed_at)) * 1000 AS sent
      FROM webhooks.events e
      JOIN payments.outbox o ON o.id = e.id
      JOIN webhooks.inbox i ON i.event_id = e.id
      JOIN webhooks.deliveries d ON d.event_id = e.id
      JOIN webhooks.delivery_attempts a ON a.delivery_id = d.id
      WHERE e.type = 'payment.cancelled')
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY published) AS published_p50,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY published) AS published_p99,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY stored) AS stored_p50,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY stored) AS stored_p99,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY sent) AS sent_p50,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY sent) AS sent_p99
    FROM s`);
  await db.end();
  const stage = stages.rows[0]!;
  const round = (v: number) => Math.round(Number(v));

  // Throughput: every event fans out to 100 endpoints.
  for (let i = 0; i < FAN_OUT_ENDPOINTS; i++) {
    const res = await post('/v1/webhook-endpoints', {
      url: receiver.url(`/fan/${i}`),
      events: ['payment.expired'],
    });
    if (res.status !== 201) throw new Error(`endpoint: ${res.text}`);
  }
  const fanIds: string[] = [];
  for (let i = 0; i < FAN_OUT_EVENTS; i++) {
    const res = await post('/v1/payments', {
      provider: 'transferencia',
      amount: 99000,
      currency: 'PYG',
      reference: `wf-${randomUUID()}`,
      expires_in: 3600,
    });
    fanIds.push(res.json.data.id as string);
  }
  const fanned = () => receiver.received.filter((r) => r.path.startsWith('/fan/')).length;
  const expected = FAN_OUT_ENDPOINTS * FAN_OUT_EVENTS;
  const fanStart = Date.now();
  await Promise.all(fanIds.map((id) => post(`/v1/test-helpers/payments/${id}/expire`)));
  const fanDeadline = Date.now() + 60_000;
  while (fanned() < expected && Date.now() < fanDeadline) await sleep(50);
  const fanMs = Date.now() - fanStart;

  const lines = [
    '### Webhooks (make bench)',
    '',
    `State change (cancel of a pending transfer, committed) → signed webhook at a local receiver, ${RATE} changes/s offered for ${SECONDS} s (${offeredSeconds.toFixed(1)} s taken):`,
    '',
    '| delivered | p50 ms | p90 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    `| ${latencies.length}/${total} | ${percentile(latencies, 50)} | ${percentile(latencies, 90)} | ${percentile(latencies, 99)} | ${latencies.at(-1) ?? '—'} |`,
    '',
    `Stages (p50 / p99 ms): committed → published by the payments outbox relay ${round(stage.published_p50)} / ${round(stage.published_p99)}; → stored by webhooks ${round(stage.stored_p50)} / ${round(stage.stored_p99)}; → delivered ${round(stage.sent_p50)} / ${round(stage.sent_p99)}.`,
    '',
    `Fan-out: ${FAN_OUT_EVENTS} events to ${FAN_OUT_ENDPOINTS} endpoints = ${fanned()}/${expected} deliveries in ${(fanMs / 1000).toFixed(1)} s (${Math.round((fanned() * 1000) / fanMs)} deliveries/s).`,
  ];
  say();
  for (const line of lines) say(line);
} finally {
  await receiver.stop();
  await stack.stop();
}
