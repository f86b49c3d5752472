import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createPayment, providerA, sandboxCalls, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Idempotency merchant');
});

test('the same reference and body replays the original payment with 200, every field identical', async () => {
  const body = providerA({ metadata: { cart: 9 } });
  const first = await createPayment(stack, tenant.testKey, body);
  assert.equal(first.status, 201);
  const replay = await createPayment(stack, tenant.testKey, body);
  assert.equal(replay.status, 200);
  assert.deepEqual(replay.json.data, first.json.data);
  assert.equal((await sandboxCalls(stack, first.json.data.id)).length, 1, 'one provider call');
});

test('the same reference with a different amount, currency, provider or card_id is 409 and charges nothing', async () => {
  const body = transferencia();
  const first = await createPayment(stack, tenant.testKey, body);
  assert.equal(first.status, 201);
  for (const change of [{ amount: 150001 }, { provider: 'provider_b' }, { card_id: 'card_x' }]) {
    const res = await createPayment(stack, tenant.testKey, { ...body, ...change });
    assert.equal(res.status, 409, `${JSON.stringify(change)}: ${res.text}`);
    assert.equal(res.json.error.code, 'REFERENCE_ALREADY_USED');
  }
  const list = await stack.request('GET', `/v1/payments?reference=${body.reference}`, {
    key: tenant.testKey,
  });
  assert.equal(list.json.data.length, 1);
  assert.equal(list.json.data[0].amount, '150000.00');
});

test('the same reference in another environment or tenant is a different operation', async () => {
  const other = await stack.createTenant('Other merchant');
  const body = transferencia();
  assert.equal((await createPayment(stack, tenant.testKey, body)).status, 201);
  assert.equal((await createPayment(stack, tenant.liveKey, body)).status, 201);
  assert.equal((await createPayment(stack, other.testKey, body)).status, 201);
});

test('50 simultaneous identical creates make one payment and one provider call', async () => {
  const body = providerA();
  const results = await Promise.all(
    Array.from({ length: 50 }, () => createPayment(stack, tenant.testKey, body)),
  );
  const statuses = results.map((r) => r.status).sort();
  assert.equal(statuses.filter((s) => s === 201).length, 1, `one 201 among ${statuses.join(',')}`);
  assert.equal(statuses.filter((s) => s === 200).length, 49);
  const ids = new Set(results.map((r) => r.json.data.id));
  assert.equal(ids.size, 1);
  const [id] = [...ids];
  assert.equal((await sandboxCalls(stack, id!)).length, 1, 'exactly one session created at the provider');
  const list = await stack.request('GET', `/v1/payments?reference=${body.reference}`, {
    key: tenant.testKey,
  });
  assert.equal(list.json.data.length, 1);
});

test('a failed payment replays as failed; a retry needs a new reference', async () => {
  const body = providerA({ amount: 150_000_000 });
  const first = await createPayment(stack, tenant.testKey, body);
  assert.equal(first.json.data.status, 'failed');
  const replay = await createPayment(stack, tenant.testKey, body);
  assert.equal(replay.status, 200);
  assert.deepEqual(replay.json.data, first.json.data);
});
