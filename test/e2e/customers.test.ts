import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { customersClient } from '../support/customers.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
let client: ReturnType<typeof customersClient>;

before(async () => {
  tenant = await stack.createTenant('Customers merchant');
  client = customersClient(stack);
});
after(() => client.close());

const scope = () => ({ tenantId: tenant.tenantId, environment: 'test' as const });

test('the upsert rule: create with the fields given, then update only the fields present, never to null', async () => {
  const first = await client.upsertCustomer({
    scope: scope(),
    externalId: 'cli-42',
    name: 'Ana',
    lastname: 'Benítez',
    email: 'ana@example.com',
    phone: '+595981000000',
    source: 'payment',
    provider: 'provider_a',
  });
  assert.equal(first.created, true);
  const second = await client.upsertCustomer({
    scope: scope(),
    externalId: 'cli-42',
    email: 'ana.b@example.com',
    source: 'card_registration',
  });
  assert.equal(second.created, false);
  assert.equal(second.customer!.id, first.customer!.id);

  const res = await stack.request('GET', `/v1/customers/${first.customer!.id}`, { key: tenant.testKey });
  assert.equal(res.status, 200);
  const c = res.json.data;
  assert.equal(c.external_id, 'cli-42');
  assert.equal(c.last_seen_name, 'Ana');
  assert.equal(c.last_seen_lastname, 'Benítez');
  assert.equal(c.last_seen_email, 'ana.b@example.com');
  assert.equal(c.last_seen_phone, '+595981000000');
  assert.equal(c.last_seen_ruc, null);
  assert.equal(c.last_seen_source, 'card_registration');
  assert.equal(c.last_seen_provider, 'provider_a');
  assert.match(c.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
  assert.match(c.last_seen_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
  assert.ok(Date.parse(c.last_seen_at) >= Date.parse(c.created_at));

  const byExternal = await stack.request('GET', '/v1/customers?external_id=cli-42', { key: tenant.testKey });
  assert.deepEqual(
    byExternal.json.data.map((x: { id: string }) => x.id),
    [first.customer!.id],
  );
});

test('customers are read-only over HTTP: POST, PATCH and DELETE answer 405 in the error envelope', async () => {
  for (const [method, path] of [
    ['POST', '/v1/customers'],
    ['PATCH', '/v1/customers/cust_x'],
    ['DELETE', '/v1/customers/cust_x'],
  ] as const) {
    const res = await stack.request(method, path, { key: tenant.testKey, body: { external_id: 'x' } });
    assert.equal(res.status, 405, `${method} ${path}`);
    assert.equal(res.json.error.code, 'METHOD_NOT_ALLOWED');
    assert.equal(res.json.error.request_id, res.headers.get('request-id'));
  }
});

test('a pagination walk with per_page=2 sees every customer exactly once, newest first, and walks back', async () => {
  const own = await stack.createTenant('Paging merchant');
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { customer } = await client.upsertCustomer({
      scope: { tenantId: own.tenantId, environment: 'test' },
      externalId: `page-${i}`,
      source: 'payment',
    });
    ids.push(customer!.id);
  }
  const seen: string[] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await stack.request('GET', `/v1/customers?per_page=2${q}`, { key: own.testKey });
    assert.equal(res.status, 200);
    assert.equal(res.json.meta.per_page, 2);
    assert.ok(res.json.data.length <= 2);
    seen.push(...res.json.data.map((c: { id: string }) => c.id));
    cursors.push(res.json.meta.prev_cursor);
    cursor = res.json.meta.next_cursor;
  } while (cursor);
  assert.deepEqual(seen, [...ids].reverse());
  assert.equal(cursors[0], null, 'the first page has no prev_cursor');
  const back = await stack.request(
    'GET',
    `/v1/customers?per_page=2&cursor=${encodeURIComponent(cursors[1]!)}`,
    {
      key: own.testKey,
    },
  );
  assert.deepEqual(
    back.json.data.map((c: { id: string }) => c.id),
    seen.slice(0, 2),
  );
});
