import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  createPayment,
  customer,
  ORIGIN,
  providerA,
  providerB,
  reference,
  transferencia,
} from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Payments merchant');
});

async function assertRejected(body: Record<string, unknown>, field: string) {
  const res = await createPayment(stack, tenant.testKey, body);
  assert.equal(res.status, 422, `${field}: ${res.text}`);
  assert.equal(res.json.error.code, 'VALIDATION_FAILED');
  assert.ok(
    Object.keys(res.json.error.details.fields).some((k) => k === field || k.startsWith(`${field}.`)),
    `${field} named in ${JSON.stringify(res.json.error.details.fields)}`,
  );
  // A rejected request changes nothing.
  if (typeof body['reference'] === 'string' && body['reference'] !== '') {
    const list = await stack.request(
      'GET',
      `/v1/payments?reference=${encodeURIComponent(body['reference'])}`,
      {
        key: tenant.testKey,
      },
    );
    assert.deepEqual(list.json.data, [], `nothing stored for ${field}`);
  }
}

test('each rule of POST /v1/payments is a 422 naming its field, and stores nothing', async () => {
  await assertRejected({ ...transferencia(), provider: 'paypal' }, 'provider');
  await assertRejected({ ...transferencia(), provider: undefined }, 'provider');
  for (const amount of [0, -1, 1.5, '150000', null])
    await assertRejected({ ...transferencia(), amount }, 'amount');
  await assertRejected({ ...transferencia(), currency: undefined }, 'currency');
  await assertRejected({ ...transferencia(), currency: 'USD' }, 'currency');
  await assertRejected({ ...transferencia(), reference: undefined }, 'reference');
  await assertRejected(providerA({ target_origin: undefined }), 'target_origin');
  for (const origin of [
    'https://shop.example.com/',
    'https://shop.example.com/pay',
    'https://*.example.com',
    'shop.example.com',
    '*',
  ]) {
    await assertRejected(providerA({ target_origin: origin }), 'target_origin');
  }
  await assertRejected(
    providerA({ target_origin: [ORIGIN, 'https://ok.example.com/path'] }),
    'target_origin',
  );
  await assertRejected(providerB({ return_url: 'not a url' }), 'return_url');
  for (const expires_in of [59, 86401, 100.5])
    await assertRejected(transferencia({ expires_in }), 'expires_in');
  const { phone: _phone, ...incomplete } = customer();
  await assertRejected(providerA({ customer: incomplete }), 'customer');
  await assertRejected(providerA({ customer: { customerId: 'only-id' } }), 'customer');
  await assertRejected(transferencia({ customer_id: 'nobody-has-this-id' }), 'customer_id');
});

test('transferencia: 201 with bank accounts and instructions, no checkout, never expires by default', async () => {
  const body = transferencia({ metadata: { order: 77, tags: ['a', 'b'], nested: { ok: true } } });
  const res = await createPayment(stack, tenant.testKey, body);
  assert.equal(res.status, 201, res.text);
  const p = res.json.data;
  assert.match(p.id, /^pay_/);
  assert.equal(p.status, 'pending');
  assert.equal(p.amount, '150000.00');
  assert.equal(p.currency, 'PYG');
  assert.equal(p.reference, body.reference);
  assert.equal(p.expires_at, null);
  assert.equal(p.checkout, undefined);
  assert.deepEqual(p.metadata, (body as { metadata?: unknown }).metadata);
  assert.equal(p.provider_data.bank_accounts[0].bank_name, 'Banco Continental');
  assert.equal(typeof p.provider_data.instructions, 'string');
  for (const f of ['confirmed_at', 'failed_at', 'expired_at', 'recovered_from_status', 'rejection_reason']) {
    assert.equal(p[f], null, f);
  }
  assert.equal(p.confirmed_after_expiry, false);

  const one = await stack.request('GET', `/v1/payments/${p.id}`, { key: tenant.testKey });
  assert.deepEqual(one.json.data.receipts, []);
  assert.deepEqual(one.json.data.provider_data, p.provider_data);
});

test('metadata null (spec 2.2: object or null) is a payment without metadata', async () => {
  const res = await createPayment(stack, tenant.testKey, transferencia({ metadata: null }));
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.metadata, null);
});

test('an explicit expires_in always wins, also for transferencia', async () => {
  const res = await createPayment(stack, tenant.testKey, transferencia({ expires_in: 600 }));
  assert.equal(res.status, 201);
  const p = res.json.data;
  const delta = Date.parse(p.expires_at) - Date.parse(p.created_at);
  assert.ok(Math.abs(delta - 600_000) < 2000, `expires_at is 600 s after creation (${delta})`);
});

test('provider_a: iframe checkout block, raw session fields, a customer snapshot and an upserted customer', async () => {
  const body = providerA();
  const res = await createPayment(stack, tenant.testKey, body);
  assert.equal(res.status, 201, res.text);
  const p = res.json.data;
  assert.equal(p.status, 'pending');
  assert.ok(
    p.checkout.checkout_url.startsWith(`${stack.baseUrl}/v1/checkout-pages/`),
    p.checkout.checkout_url,
  );
  const linkLife = Date.parse(p.checkout.expires_at) - Date.parse(p.created_at);
  assert.ok(
    linkLife > 14 * 60_000 && linkLife <= 15 * 60_000 + 2000,
    `checkout link lives ~15 min (${linkLife})`,
  );
  const life = Date.parse(p.expires_at) - Date.parse(p.created_at);
  assert.ok(Math.abs(life - 3600_000) < 2000, 'provider_a defaults to 3600 s');
  for (const f of ['integrity_token', 'session_id', 'validate_url'])
    assert.equal(typeof p.provider_data[f], 'string', f);
  assert.ok(!p.checkout.checkout_url.includes(stack.sandboxUrl), 'no provider URL in the checkout block');
  assert.equal(p.customer_data.customerId, body.customer.customerId);
  assert.equal(p.customer_data.email, body.customer.email);

  const customers = await stack.request('GET', `/v1/customers?external_id=${body.customer.customerId}`, {
    key: tenant.testKey,
  });
  assert.equal(customers.json.data.length, 1);
  assert.equal(customers.json.data[0].last_seen_provider, 'provider_a');
  assert.equal(customers.json.data[0].last_seen_source, 'payment');

  // customer_id refers to an existing customer by its external id.
  const again = await createPayment(
    stack,
    tenant.testKey,
    transferencia({ customer_id: body.customer.customerId }),
  );
  assert.equal(again.status, 201, again.text);
  assert.equal(again.json.data.customer_data.customerId, body.customer.customerId);
});

test('provider_b: iframe checkout block and the 3600 s default expiry', async () => {
  const res = await createPayment(
    stack,
    tenant.testKey,
    providerB({ target_origin: [ORIGIN, 'http://localhost:3000'] }),
  );
  assert.equal(res.status, 201, res.text);
  const p = res.json.data;
  assert.ok(p.checkout.checkout_url.startsWith(`${stack.baseUrl}/v1/checkout-pages/`));
  assert.ok(Math.abs(Date.parse(p.expires_at) - Date.parse(p.created_at) - 3600_000) < 2000);
});

test('a provider refusing the create stores the payment as failed with its message', async () => {
  const res = await createPayment(stack, tenant.testKey, providerA({ amount: 150_000_000 }));
  assert.ok(res.status === 201, res.text);
  const p = res.json.data;
  assert.equal(p.status, 'failed');
  assert.match(p.rejection_reason, /limit/i);
  assert.ok(p.failed_at);
});

test('a provider outage is 502 PROVIDER_ERROR and nothing is stored, so the same reference can be retried', async () => {
  const ref = reference('outage');
  const res = await createPayment(stack, tenant.testKey, providerA({ amount: 5000013, reference: ref }));
  assert.equal(res.status, 502, res.text);
  assert.equal(res.json.error.code, 'PROVIDER_ERROR');
  const list = await stack.request('GET', `/v1/payments?reference=${ref}`, { key: tenant.testKey });
  assert.deepEqual(list.json.data, []);
  const retry = await createPayment(stack, tenant.testKey, providerA({ amount: 5000, reference: ref }));
  assert.equal(retry.status, 201, retry.text);
});
