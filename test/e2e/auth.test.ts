import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { customersClient } from '../support/customers.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let a: Tenant;
let b: Tenant;

before(async () => {
  [a, b] = await Promise.all([stack.createTenant('Tenant A'), stack.createTenant('Tenant B')]);
});

function assertError(res: { status: number; headers: Headers; json: any }, status: number, code: string) {
  assert.equal(res.status, status);
  assert.equal(res.json.error.code, code);
  assert.equal(typeof res.json.error.message, 'string');
  assert.equal(res.json.error.request_id, res.headers.get('request-id'));
}

test('no key, a malformed key and an unknown key are 401 UNAUTHORIZED', async () => {
  assertError(await stack.request('GET', '/v1/customers'), 401, 'UNAUTHORIZED');
  assertError(await stack.request('GET', '/v1/customers', { key: 'not-a-key' }), 401, 'UNAUTHORIZED');
  assertError(
    await stack.request('GET', '/v1/customers', { key: `sk_test_${'x'.repeat(32)}` }),
    401,
    'UNAUTHORIZED',
  );
  const basic = await stack.request('GET', '/v1/customers', {
    headers: { authorization: `Basic ${a.testKey}` },
  });
  assertError(basic, 401, 'UNAUTHORIZED');
  // The caller is settled before the body is read: whatever it sent, no key is a 401.
  for (const [rawBody, type] of [
    ['{"provider": ', 'application/json'],
    ['provider=transferencia', 'application/x-www-form-urlencoded'],
  ] as const) {
    const res = await stack.request('POST', '/v1/payments', { rawBody, headers: { 'content-type': type } });
    assertError(res, 401, 'UNAUTHORIZED');
  }
});

test('a new tenant lists no customers, in the exact list envelope', async () => {
  const res = await stack.request('GET', '/v1/customers', { key: a.liveKey });
  assert.equal(res.status, 200);
  assert.deepEqual(res.json, { data: [], meta: { next_cursor: null, prev_cursor: null, per_page: 20 } });
});

test('a revoked key answers 401 within 5 seconds', async () => {
  const created = await stack.gatewayctl([
    'key',
    'create',
    '--tenant',
    a.tenantId,
    '--env',
    'test',
    '--json',
  ]);
  assert.equal(created.code, 0, created.stderr);
  const key = JSON.parse(created.stdout) as { key_id: string; api_key: string };
  assert.equal((await stack.request('GET', '/v1/customers', { key: key.api_key })).status, 200);
  const revoked = await stack.gatewayctl(['key', 'revoke', key.key_id]);
  assert.equal(revoked.code, 0, revoked.stderr);
  const t0 = Date.now();
  let status = 200;
  while (Date.now() - t0 < 5000) {
    status = (await stack.request('GET', '/v1/customers', { key: key.api_key })).status;
    if (status === 401) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(status, 401, 'revoked key still accepted after 5 s');
  // The tenant's other keys are unaffected.
  assert.equal((await stack.request('GET', '/v1/customers', { key: a.testKey })).status, 200);
});

test('data are scoped by environment and tenant: anything else is a plain 404', async () => {
  const client = customersClient(stack);
  try {
    const { customer } = await client.upsertCustomer({
      scope: { tenantId: a.tenantId, environment: 'test' },
      externalId: 'scoped-1',
      name: 'Ana',
      source: 'payment',
      provider: 'transferencia',
    });
    const path = `/v1/customers/${customer!.id}`;
    assert.equal((await stack.request('GET', path, { key: a.testKey })).status, 200);
    assertError(await stack.request('GET', path, { key: a.liveKey }), 404, 'NOT_FOUND');
    assertError(await stack.request('GET', path, { key: b.testKey }), 404, 'NOT_FOUND');
    const listB = await stack.request('GET', '/v1/customers?external_id=scoped-1', { key: b.testKey });
    assert.deepEqual(listB.json.data, []);
    const listLive = await stack.request('GET', '/v1/customers?external_id=scoped-1', { key: a.liveKey });
    assert.deepEqual(listLive.json.data, []);
  } finally {
    client.close();
  }
});

test('test helpers do not exist for live keys', async () => {
  const res = await stack.request('POST', '/v1/test-helpers/payments/pay_x/expire', { key: a.liveKey });
  assertError(res, 404, 'NOT_FOUND');
});
