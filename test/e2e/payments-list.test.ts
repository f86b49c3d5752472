import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createPayment, customer, providerA, providerB, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
const made: any[] = [];
const buyer = customer('list-buyer');

before(async () => {
  tenant = await stack.createTenant('List merchant');
  const bodies = [
    transferencia({ reference: 'order-1001' }),
    transferencia({ reference: 'order-1002', customer: buyer }),
    providerA({ reference: 'order-2001', customer: buyer }),
    providerB({ reference: 'invoice-3001' }),
    transferencia({ reference: 'invoice-3002' }),
  ];
  for (const body of bodies) {
    const res = await createPayment(stack, tenant.testKey, body);
    assert.equal(res.status, 201, res.text);
    made.push(res.json.data);
  }
  await stack.request('POST', `/v1/payments/${made[0].id}/cancel`, { key: tenant.testKey });
});

async function list(query: string): Promise<string[]> {
  const res = await stack.request('GET', `/v1/payments?${query}`, { key: tenant.testKey });
  assert.equal(res.status, 200, res.text);
  return res.json.data.map((p: { reference: string }) => p.reference);
}

test('filters: status, provider, partial reference or id, customer by external or cust_ id', async () => {
  assert.deepEqual(await list('status=cancelled'), ['order-1001']);
  assert.deepEqual(await list('provider=transferencia'), ['invoice-3002', 'order-1002', 'order-1001']);
  assert.deepEqual(await list('reference=invoice'), ['invoice-3002', 'invoice-3001']);
  assert.deepEqual(await list('reference=der-100'), ['order-1002', 'order-1001']);
  assert.deepEqual(await list(`reference=${made[3].id.slice(4, 16)}`), ['invoice-3001']);
  assert.deepEqual(await list('customer_id=list-buyer'), ['order-2001', 'order-1002']);
  const cust = await stack.request('GET', '/v1/customers?external_id=list-buyer', { key: tenant.testKey });
  assert.deepEqual(await list(`customer_id=${cust.json.data[0].id}`), ['order-2001', 'order-1002']);
  assert.deepEqual(await list('status=&provider='), await list(''), 'empty filters are ignored');
  assert.equal((await list('')).length, 5);
});

test('date filters: a Paraguay calendar day or ISO 8601 instants', async () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion' }).format(new Date());
  assert.equal((await list(`from=${today}&to=${today}`)).length, 5);
  assert.equal((await list('to=2020-01-01')).length, 0);
  const after = new Date(Date.parse(made[2].created_at)).toISOString();
  assert.deepEqual(await list(`from=${encodeURIComponent(after)}`), [
    'invoice-3002',
    'invoice-3001',
    'order-2001',
  ]);
  assert.equal((await list(`from=${encodeURIComponent('2099-01-01T00:00:00-03:00')}`)).length, 0);
  // `to` a payment's own created_at includes it; without an offset the time is Paraguay's.
  const shown: string = made[2].created_at;
  assert.deepEqual(await list(`to=${encodeURIComponent(shown)}`), ['order-2001', 'order-1002', 'order-1001']);
  assert.deepEqual(await list(`to=${shown.slice(0, -6)}`), ['order-2001', 'order-1002', 'order-1001']);
  const bad = await stack.request('GET', '/v1/payments?from=yesterday', { key: tenant.testKey });
  assert.equal(bad.status, 422, bad.text);
  assert.ok(bad.json.error.details.fields.from, bad.text);
});

test('a pagination walk with per_page=2 sees every payment once, newest first', async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await stack.request('GET', `/v1/payments?per_page=2${q}`, { key: tenant.testKey });
    assert.equal(res.json.meta.per_page, 2);
    seen.push(...res.json.data.map((p: { id: string }) => p.id));
    cursor = res.json.meta.next_cursor;
    pages++;
  } while (cursor && pages < 10);
  assert.equal(pages, 3);
  assert.deepEqual(seen, made.map((p) => p.id).reverse());
});

test("another tenant's or environment's payments are invisible", async () => {
  const other = await stack.createTenant('Nosy merchant');
  const res = await stack.request('GET', `/v1/payments/${made[1].id}`, { key: other.testKey });
  assert.equal(res.status, 404);
  assert.equal(res.json.error.code, 'NOT_FOUND');
  assert.equal(
    (await stack.request('GET', `/v1/payments/${made[1].id}`, { key: tenant.liveKey })).status,
    404,
  );
  const live = await stack.request('GET', '/v1/payments', { key: tenant.liveKey });
  assert.deepEqual(live.json.data, []);
});
