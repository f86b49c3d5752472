import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createPayment, providerB, sandboxCalls, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

// Only this file's card creates are slow (the sandbox delays creates of this amount), so the other
// files sharing the stack are not.
const SLOW_AMOUNT = 271_828;
const SLOW_MS = 2000;

const stack: Stack = await getStack();
let tenant: Tenant;

async function setLatency(createMs: number): Promise<void> {
  const res = await fetch(`${stack.sandboxUrl}/_sandbox/latency`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ create_ms: createMs, amount: SLOW_AMOUNT }),
  });
  assert.equal(res.status, 200);
}

async function checkoutCalls(): Promise<number> {
  const res = await fetch(`${stack.sandboxUrl}/_sandbox/calls?provider=provider_b`);
  const { calls } = (await res.json()) as { calls: { endpoint: string }[] };
  return calls.filter((call) => call.endpoint === 'POST /checkouts').length;
}

before(async () => {
  tenant = await stack.createTenant('Slow processor merchant');
  await setLatency(SLOW_MS);
  // The key is verified once and then cached: the measured requests start from a known key.
  assert.equal((await createPayment(stack, tenant.testKey, transferencia())).status, 201);
});

after(async () => {
  await setLatency(0);
});

test('100 card creates waiting 2 s on the processor do not hold up transfers', async (t) => {
  const checkoutsBefore = await checkoutCalls();
  const started = performance.now();
  const cards = Array.from({ length: 100 }, async () => {
    const res = await createPayment(stack, tenant.testKey, providerB({ amount: SLOW_AMOUNT }));
    return { status: res.status, text: res.text, at: performance.now() - started };
  });
  // Every card create is now waiting on the processor (other files' card creates may count too:
  // they only shorten the wait).
  while ((await checkoutCalls()) < checkoutsBefore + 100 && performance.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Transfers at 100 req/s while the card creates wait on the processor.
  const transfers: Promise<{ status: number; text: string; ms: number; at: number }>[] = [];
  const transfersStart = performance.now();
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
  const cardResults = await Promise.all(cards);

  for (const transfer of done) assert.equal(transfer.status, 201, transfer.text);
  for (const c of cardResults) assert.equal(c.status, 201, c.text);
  // Had the slow calls held pool connections, the transfers would have queued behind them and
  // finished only after the processor answered.
  const lastTransfer = Math.max(...done.map((transfer) => transfer.at));
  const firstCard = Math.min(...cardResults.map((c) => c.at));
  assert.ok(firstCard >= SLOW_MS, 'the card creates did wait for the processor');
  assert.ok(
    lastTransfer < firstCard,
    `every transfer answered (last at ${lastTransfer.toFixed(0)} ms) before any card create (${firstCard.toFixed(0)} ms)`,
  );
  const sorted = done.map((transfer) => transfer.ms).sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
  t.diagnostic(
    `transfers during slow card creates: p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; last transfer at ` +
      `${lastTransfer.toFixed(0)} ms, first card create answered at ${firstCard.toFixed(0)} ms`,
  );
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
