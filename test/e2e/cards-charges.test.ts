import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { cardEvents, keysOf, registeredCard } from '../support/cards.ts';
import { customersClient } from '../support/customers.ts';
import { reference, sandboxCalls } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Card charges merchant');
});

const charge = (cardId: string, body: Record<string, unknown>, key = tenant.testKey) =>
  stack.request('POST', `/v1/cards/${cardId}/charge`, { key, body });

test('a charge is 201 confirmed with the decimal amount, no provider_data; a replay is 200 with the same payment', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const body = { amount: 150000, currency: 'PYG', reference: reference('charge'), metadata: { order: 7 } };
  const first = await charge(card.id, body);
  assert.equal(first.status, 201, first.text);
  const payment = first.json.data;
  assert.match(payment.id, /^pay_/);
  assert.equal(payment.status, 'confirmed');
  assert.equal(payment.amount, '150000.00');
  assert.equal(payment.currency, 'PYG');
  assert.equal(payment.provider, 'provider_a');
  assert.equal(payment.reference, body.reference);
  assert.deepEqual(payment.metadata, { order: 7 });
  assert.ok(payment.confirmed_at);
  assert.equal(payment.expires_at, null);
  assert.equal('provider_data' in payment, false);
  assert.deepEqual(
    keysOf(first.json).filter((k) => k.toLowerCase().includes('token')),
    [],
  );

  const replay = await charge(card.id, body);
  assert.equal(replay.status, 200, replay.text);
  assert.deepEqual(replay.json.data, payment);
  assert.equal((await sandboxCalls(stack, payment.id)).length, 1, 'one provider charge');
  // Only amount is required on a charge (spec 4.2): without currency it is the same PYG charge.
  const { currency: _pyg, ...withoutCurrency } = body;
  const implicit = await charge(card.id, withoutCurrency);
  assert.equal(implicit.status, 200, implicit.text);
  assert.equal(implicit.json.data.id, payment.id);

  // Spec 2.2: only the charge's own answer leaves provider_data out; GET shows the operation.
  const got = await stack.request('GET', `/v1/payments/${payment.id}`, { key: tenant.testKey });
  assert.equal(got.status, 200, got.text);
  for (const field of ['operation_number', 'authorization_number', 'response_code'])
    assert.equal(typeof got.json.data.provider_data?.[field], 'string', `${field}: ${got.text}`);

  const customers = customersClient(stack);
  try {
    const { customer } = await customers.getCustomer({
      scope: { tenantId: tenant.tenantId, environment: 'test' },
      id: card.customer_id,
    });
    assert.equal(customer?.lastSeenSource, 'card_charge');
  } finally {
    customers.close();
  }
});

test('the same reference with another amount or another card is 409 REFERENCE_ALREADY_USED and charges nothing', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const other = await registeredCard(stack, tenant.testKey, { number: '4000002760003184' });
  const body = { amount: 50000, currency: 'PYG', reference: reference('charge') };
  const first = await charge(card.id, body);
  assert.equal(first.status, 201, first.text);
  for (const [id, change] of [
    [card.id, { amount: 50001 }],
    [other.id, {}],
  ] as const) {
    const res = await charge(id, { ...body, ...change });
    assert.equal(res.status, 409, res.text);
    assert.equal(res.json.error.code, 'REFERENCE_ALREADY_USED');
  }
  const viaPayments = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: { provider: 'provider_a', card_id: other.id, ...body },
  });
  assert.equal(viaPayments.status, 409, viaPayments.text);
  assert.equal((await sandboxCalls(stack, first.json.data.id)).length, 1);
});

test('4000 0000 0000 0341 registers, and its charge is 201 failed with rejection_reason and payment.failed', async () => {
  const card = await registeredCard(stack, tenant.testKey, { number: '4000 0000 0000 0341' });
  assert.equal(card.status, 'registered');
  assert.equal(card.last_four, '0341');
  const res = await charge(card.id, { amount: 80000, currency: 'PYG', reference: reference('declined') });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.status, 'failed');
  assert.equal(res.json.data.rejection_reason, 'card_declined');
  assert.ok(res.json.data.failed_at);
  const got = await stack.request('GET', `/v1/payments/${res.json.data.id}`, { key: tenant.testKey });
  assert.equal(got.json.data.status, 'failed');
});

test('a provider outage leaves nothing pending: the charge is failed with provider_unavailable', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  // The sandbox answers 503 for this amount (a simulated outage).
  const res = await charge(card.id, { amount: 5000013, currency: 'PYG', reference: reference('outage') });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.status, 'failed');
  assert.equal(res.json.data.rejection_reason, 'provider_unavailable');
  const pending = await stack.request('GET', '/v1/payments?status=processing', { key: tenant.testKey });
  assert.deepEqual(pending.json.data, []);
});

test('POST /v1/payments with provider_a and card_id is confirmed synchronously', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const res = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: {
      provider: 'provider_a',
      amount: 99000,
      currency: 'PYG',
      reference: reference('pay'),
      card_id: card.id,
    },
  });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.status, 'confirmed');
  assert.equal(res.json.data.amount, '99000.00');
  assert.equal(res.json.data.checkout, undefined, 'no iframe for a saved card');
  assert.equal('provider_data' in res.json.data, false);
});

test('50 concurrent identical charges make one payment and one provider charge', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const body = { amount: 42000, currency: 'PYG', reference: reference('burst') };
  const results = await Promise.all(Array.from({ length: 50 }, () => charge(card.id, body)));
  for (const r of results) assert.ok(r.status === 201 || r.status === 200, r.text);
  assert.equal(results.filter((r) => r.status === 201).length, 1);
  const ids = new Set(results.map((r) => r.json.data.id));
  assert.equal(ids.size, 1);
  const [id] = [...ids];
  assert.equal((await sandboxCalls(stack, id!)).length, 1);
  const list = await stack.request('GET', `/v1/payments?reference=${body.reference}`, {
    key: tenant.testKey,
  });
  assert.equal(list.json.data.length, 1);
});

test('a deleted card cannot be charged, and nothing is stored', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  assert.equal((await stack.request('DELETE', `/v1/cards/${card.id}`, { key: tenant.testKey })).status, 204);
  const ref = reference('after-delete');
  const res = await charge(card.id, { amount: 1000, currency: 'PYG', reference: ref });
  assert.equal(res.status, 409, res.text);
  assert.equal(res.json.error.code, 'INVALID_STATE');
  const list = await stack.request('GET', `/v1/payments?reference=${ref}`, { key: tenant.testKey });
  assert.deepEqual(list.json.data, []);
  assert.deepEqual(
    (await cardEvents(stack, card.id)).map((e) => e.type),
    ['cards.card.registered', 'cards.card.deleted'],
  );
});

test('a pending card, an unknown card and bad bodies are refused', async () => {
  const pending = await stack.request('POST', '/v1/cards', {
    key: tenant.testKey,
    body: {
      provider: 'provider_a',
      customer: { customerId: `p-${Date.now()}`, name: 'A', lastname: 'B', email: 'a@b.py', phone: '1' },
      target_origin: 'https://shop.example.com',
    },
  });
  const pendingCharge = await charge(pending.json.data.card_id, {
    amount: 1000,
    currency: 'PYG',
    reference: reference(),
  });
  assert.equal(pendingCharge.status, 409, pendingCharge.text);
  const unknown = await charge('card_doesnotexist', {
    amount: 1000,
    currency: 'PYG',
    reference: reference(),
  });
  assert.equal(unknown.status, 404, unknown.text);
  for (const body of [
    { currency: 'PYG', reference: reference() },
    { amount: 10.5, currency: 'PYG', reference: reference() },
    { amount: 1000, currency: 'USD', reference: reference() },
    { amount: 1000, currency: 'PYG' },
  ]) {
    const res = await charge(pending.json.data.card_id, body);
    assert.equal(res.status, 422, `${JSON.stringify(body)}: ${res.text}`);
  }
});
