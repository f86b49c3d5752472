import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createPayment, providerB, sandboxCalls, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

// Only this file's card creates are slow (the sandbox delays creates of this amount), so the other
// files sharing the stack are not.
const SLOW_AMOUNT = 271_828;
const SLOW_MS = 2000;

const stack: Stack = await getStack();
// Run alone, the file's own stack may already be stopped (after hooks run in registration order).
after(async () => {
  await setLatency(0).catch(() => undefined);
});
let tenant: Tenant;

async function setLatency(createMs: number): Promise<void> {
  const res = await fetch(`${stack.sandboxUrl}/_sandbox/latency`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ create_ms: createMs, amount: SLOW_AMOUNT }),
  });
  assert.equal(res.status, 200);
}

/** Card creates of this tenant whose row is committed and whose processor call is under way. */
async function cardsAtProcessor(db: pg.Client, tenantId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments.payments
      WHERE tenant_id = $1 AND provider_call_until IS NOT NULL AND provider_session_id IS NULL`,
    [tenantId],
  );
  return rows[0]!.n;
}

/**
 * Payments' connections idle inside a transaction for most of a processor call (2 s): what a
 * transaction held across the call looks like. Shorter pauses between statements are only a busy
 * machine scheduling the service late.
 */
async function heldConnections(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'payments'
        AND state = 'idle in transaction' AND clock_timestamp() - state_change > interval '1500 milliseconds'`,
  );
  return rows[0]!.n;
}

before(async () => {
  tenant = await stack.createTenant('Slow processor merchant');
  await setLatency(SLOW_MS);
  // The key is verified once and then cached: the measured requests start from a known key.
  assert.equal((await createPayment(stack, tenant.testKey, transferencia())).status, 201);
});

test('100 card creates waiting 2 s on the processor hold no connection and do not hold up transfers', async (t) => {
  const db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  try {
    const started = performance.now();
    let cardsSettled = false;
    const cardRequests = Array.from({ length: 100 }, async () => {
      const res = await createPayment(stack, tenant.testKey, providerB({ amount: SLOW_AMOUNT }));
      return { status: res.status, text: res.text, at: performance.now() - started };
    });
    const cards = Promise.all(cardRequests).finally(() => {
      cardsSettled = true;
    });

    // While the card creates wait on the processor, no payments connection may sit in a transaction.
    let samples = 0;
    let held = 0;
    let peak = 0;
    const watch = (async () => {
      while (!cardsSettled) {
        const waiting = await cardsAtProcessor(db, tenant.tenantId);
        peak = Math.max(peak, waiting);
        if (waiting >= 50) {
          samples++;
          held = Math.max(held, await heldConnections(db));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    // Transfers at 100 req/s meanwhile.
    const transfersStart = performance.now();
    const transfers: Promise<{ status: number; text: string; ms: number; at: number }>[] = [];
    for (let i = 0; i < 50; i++) {
      const due = transfersStart + i * 10;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      transfers.push(
        createPayment(stack, tenant.testKey, transferencia()).then((res) => ({
          status: res.status,
          text: res.text,
          ms: performance.now() - due,
          at: performance.now() - started,
        })),
      );
    }
    const done = await Promise.all(transfers);
    const cardResults = await cards;
    await watch;

    for (const transfer of done) assert.equal(transfer.status, 201, transfer.text);
    for (const card of cardResults) assert.equal(card.status, 201, card.text);
    assert.ok(peak >= 50, `card creates were waiting on the processor together (peak ${peak})`);
    assert.ok(samples >= 3, `connections were checked while they waited (${samples} samples)`);
    assert.equal(held, 0, 'no payments connection sat in a transaction across a processor call');
    // Had the slow calls held the pool (20 connections for 100 calls of 2 s), most transfers
    // would have queued behind several rounds of them.
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const transferMedian = median(done.map((transfer) => transfer.at));
    const cardMedian = median(cardResults.map((card) => card.at));
    assert.ok(
      transferMedian < cardMedian,
      `transfers (median at ${transferMedian.toFixed(0)} ms) came back before the card creates (${cardMedian.toFixed(0)} ms)`,
    );
    const sorted = done.map((transfer) => transfer.ms).sort((a, b) => a - b);
    const p = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
    t.diagnostic(
      `transfers during slow card creates: p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; ${peak} card creates ` +
        `waited on the processor at once; card creates answered at a median ${cardMedian.toFixed(0)} ms`,
    );
  } finally {
    await db.end();
  }
});

test('50 identical card creates against a slow processor make one provider call', async () => {
  const body = providerB({ amount: SLOW_AMOUNT });
  const results = await Promise.all(
    Array.from({ length: 50 }, () => createPayment(stack, tenant.testKey, body)),
  );
  const statuses = results.map((r) => r.status);
  assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 200).length, 49, statuses.join(','));
  const ids = new Set(results.map((r) => r.json.data.id));
  assert.equal(ids.size, 1);
  const winner = results.find((r) => r.status === 201)!.json.data;
  for (const r of results) assert.deepEqual(r.json.data, winner, 'every replay is the answered payment');
  assert.equal((await sandboxCalls(stack, [...ids][0]!)).length, 1, 'one session created at the processor');
});
