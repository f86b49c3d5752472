// Requests an attacker (or a buggy client) sends: each answers a clear 4xx in the envelope and
// changes nothing; what is accepted is stored and returned exactly.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { customer, providerA, reference, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Hostile input merchant');
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** A request exactly as given: raw path, raw bytes. */
async function send(
  method: string,
  path: string,
  options: { key?: string; body?: string | Uint8Array; type?: string; address?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.key) headers['authorization'] = `Bearer ${options.key}`;
  if (options.type) headers['content-type'] = options.type;
  if (options.address) headers['x-forwarded-for'] = options.address;
  const res = await fetch(`${stack.baseUrl}${path}`, { method, headers, body: options.body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const post = (path: string, body: unknown) =>
  send('POST', path, { key: tenant.testKey, body: JSON.stringify(body), type: 'application/json' });

function assertRefused(res: Sent, status: number, code: string, field?: string) {
  assert.equal(res.status, status, res.text);
  assert.equal(res.json?.error?.code, code, res.text);
  assert.equal(res.json.error.request_id, res.headers.get('request-id'));
  if (field) assert.ok(res.json.error.details?.fields?.[field], `${field} not named in ${res.text}`);
}

async function paymentsWithReference(ref: string): Promise<number> {
  const res = await send('GET', `/v1/payments?reference=${encodeURIComponent(ref)}`, { key: tenant.testKey });
  assert.equal(res.status, 200, res.text);
  return res.json.data.length;
}

test('NUL and lone surrogates anywhere in a create body are 422 naming the field, and nothing is stored', async () => {
  const ref = reference('hostile');
  const cases: Array<[Record<string, unknown>, string]> = [
    [providerA({ reference: ref, expires_in: 60, metadata: { nul: '\u0000' } }), 'metadata.nul'],
    [providerA({ reference: ref, metadata: { 'k\u0000': 1 } }), 'metadata.k\u0000'],
    [providerA({ reference: ref, metadata: { s: '\ud800' } }), 'metadata.s'],
    [transferencia({ reference: `${ref}\u0000` }), 'reference'],
    [transferencia({ reference: `${ref}\ud800` }), 'reference'],
    [transferencia({ reference: ref, customer_id: 'c\u0000' }), 'customer_id'],
    [providerA({ reference: ref, customer: { ...customer(), name: 'A\u0000' } }), 'customer.name'],
  ];
  for (const [body, field] of cases)
    assertRefused(await post('/v1/payments', body), 422, 'VALIDATION_FAILED', field);
  assert.equal(await paymentsWithReference(ref), 0);
});

test('a return_url with NUL is refused before the customer is upserted', async () => {
  const buyer = customer(`nul-url-${randomUUID().slice(0, 8)}`);
  const res = await post(
    '/v1/payments',
    providerA({ customer: buyer, return_url: 'https://shop.example/\u0000' }),
  );
  assertRefused(res, 422, 'VALIDATION_FAILED', 'return_url');
  const customers = await send('GET', `/v1/customers?external_id=${buyer.customerId}`, {
    key: tenant.testKey,
  });
  assert.deepEqual(customers.json.data, []);
});

test('a body that is not UTF-8 is refused, so X\\xFF never becomes the same payment as X\\uFFFD', async () => {
  const ref = reference('bytes');
  // The reference field carries a byte that is not UTF-8.
  const body = Buffer.concat([
    Buffer.from(`{"provider":"transferencia","amount":150000,"currency":"PYG","reference":"${ref}`),
    Buffer.from([0xff]),
    Buffer.from('"}'),
  ]);
  assertRefused(
    await send('POST', '/v1/payments', { key: tenant.testKey, body, type: 'application/json' }),
    400,
    'MALFORMED_REQUEST',
  );
  assert.equal(await paymentsWithReference(ref), 0);
});

test('NUL in path ids, filters and confirm notes is 422; bad percent-encoding and over-long ids answer in the envelope', async () => {
  assertRefused(
    await send('GET', '/v1/payments/x%00', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'id',
  );
  assertRefused(
    await send('GET', '/v1/customers/x%00', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'id',
  );
  for (const filter of ['reference', 'customer_id']) {
    assertRefused(
      await send('GET', `/v1/payments?${filter}=a%00`, { key: tenant.testKey }),
      422,
      'VALIDATION_FAILED',
      filter,
    );
  }
  assertRefused(
    await send('GET', '/v1/customers?external_id=a%00', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'external_id',
  );
  assertRefused(
    await send('GET', '/v1/payments?reference=X%FF', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'reference',
  );
  const created = await post('/v1/payments', transferencia());
  assert.equal(created.status, 201, created.text);
  const id = created.json.data.id;
  assertRefused(
    await post(`/v1/payments/${id}/confirm`, { notes: 'ok\u0000' }),
    422,
    'VALIDATION_FAILED',
    'notes',
  );
  assertRefused(
    await post(`/v1/payments/${id}/reject`, { reason: '\udfff' }),
    422,
    'VALIDATION_FAILED',
    'reason',
  );
  assertRefused(await send('GET', '/v1/payments/%FF%FE', { key: tenant.testKey }), 400, 'MALFORMED_REQUEST');
  assertRefused(
    await send('GET', `/v1/payments/${'a'.repeat(150)}`, { key: tenant.testKey }),
    404,
    'NOT_FOUND',
  );
  const after = await send('GET', `/v1/payments/${id}`, { key: tenant.testKey });
  assert.equal(after.json.data.status, 'pending');
});

test('forged cursors are 422 on both lists', async () => {
  const forged = Buffer.from(JSON.stringify(['n', '-271821-04-20T00:00:00.000Z', 'x'])).toString('base64url');
  const nul = Buffer.from(JSON.stringify(['n', '2026-01-01T00:00:00.000Z', 'x\u0000'])).toString('base64url');
  for (const list of ['/v1/payments', '/v1/customers']) {
    for (const cursor of [forged, nul]) {
      assertRefused(
        await send('GET', `${list}?cursor=${cursor}`, { key: tenant.testKey }),
        422,
        'VALIDATION_FAILED',
        'cursor',
      );
    }
  }
});

test('metadata: too deep or too large is 422; otherwise returned exactly, __proto__ key and order included', async () => {
  let deep = '{}';
  for (let i = 0; i < 10_000; i++) deep = `{"d":${deep}}`;
  const tooDeep = JSON.stringify(transferencia()).replace(/}$/, `,"metadata":${deep}}`);
  assertRefused(
    await send('POST', '/v1/payments', { key: tenant.testKey, body: tooDeep, type: 'application/json' }),
    422,
    'VALIDATION_FAILED',
    'metadata',
  );
  assertRefused(
    await post('/v1/payments', transferencia({ metadata: { blob: 'x'.repeat(20_000) } })),
    422,
    'VALIDATION_FAILED',
    'metadata',
  );
  const metadata =
    '{"z":1,"__proto__":{"admin":true,"list":[1,"ñ",null]},"a":"😀","constructor":{"prototype":1}}';
  const body = JSON.stringify(transferencia()).replace(/}$/, `,"metadata":${metadata}}`);
  const created = await send('POST', '/v1/payments', { key: tenant.testKey, body, type: 'application/json' });
  assert.equal(created.status, 201, created.text);
  assert.equal(JSON.stringify(created.json.data.metadata), metadata);
  const read = await send('GET', `/v1/payments/${created.json.data.id}`, { key: tenant.testKey });
  assert.equal(JSON.stringify(read.json.data.metadata), metadata);
  const listed = await send('GET', `/v1/payments?reference=${created.json.data.reference}`, {
    key: tenant.testKey,
  });
  assert.equal(JSON.stringify(listed.json.data[0].metadata), metadata);
});

test('unknown body fields and query parameters are 422 naming each one', async () => {
  const ref = reference('strict');
  const res = await post('/v1/payments', transferencia({ reference: ref, expire_in: 60 }));
  assertRefused(res, 422, 'VALIDATION_FAILED', 'expire_in');
  assert.deepEqual(res.json.error.details.fields.expire_in, ['is not a recognized field']);
  assertRefused(
    await post('/v1/payments', providerA({ customer: { ...customer(), nickname: 'x' } })),
    422,
    'VALIDATION_FAILED',
    'customer.nickname',
  );
  assert.equal(await paymentsWithReference(ref), 0);
  assertRefused(
    await send('GET', '/v1/payments?statuss=pending', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'statuss',
  );
  for (const name of ['__proto__', 'constructor', 'toString']) {
    assertRefused(
      await send('GET', `/v1/payments?${name}=1`, { key: tenant.testKey }),
      422,
      'VALIDATION_FAILED',
      name,
    );
    const body = JSON.stringify(transferencia({ reference: ref })).replace(/}$/, `,"${name}":{"amount":1}}`);
    assertRefused(
      await send('POST', '/v1/payments', { key: tenant.testKey, body, type: 'application/json' }),
      422,
      'VALIDATION_FAILED',
      name,
    );
  }
  assert.equal(await paymentsWithReference(ref), 0);
  assertRefused(
    await send('GET', '/v1/customers?externalid=x', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
    'externalid',
  );
});

test('cancel and reverse refuse a body that is not JSON, and an unknown field, changing nothing', async () => {
  const created = await post('/v1/payments', transferencia());
  const id = created.json.data.id;
  for (const action of ['cancel', 'reverse']) {
    assertRefused(
      await send('POST', `/v1/payments/${id}/${action}`, {
        key: tenant.testKey,
        body: 'x',
        type: 'text/plain',
      }),
      400,
      'MALFORMED_REQUEST',
    );
    assertRefused(
      await post(`/v1/payments/${id}/${action}`, { force: true }),
      422,
      'VALIDATION_FAILED',
      'force',
    );
  }
  const read = await send('GET', `/v1/payments/${id}`, { key: tenant.testKey });
  assert.equal(read.json.data.status, 'pending');
  const cancelled = await send('POST', `/v1/payments/${id}/cancel`, { key: tenant.testKey });
  assert.equal(cancelled.status, 200, cancelled.text);
  assert.equal(cancelled.json.data.status, 'cancelled');
});

test('too large and wrongly typed bodies answer in the envelope', async () => {
  const big = JSON.stringify(transferencia({ metadata: { blob: 'x'.repeat(1024 * 1024 + 10) } }));
  assertRefused(
    await send('POST', '/v1/payments', { key: tenant.testKey, body: big, type: 'application/json' }),
    413,
    'PAYLOAD_TOO_LARGE',
  );
  assertRefused(
    await send('POST', '/v1/payments', {
      key: tenant.testKey,
      body: 'provider=transferencia',
      type: 'application/x-www-form-urlencoded',
    }),
    400,
    'MALFORMED_REQUEST',
  );
});

test('JSON with a UTF-8 charset parameter is accepted; any other charset is 400', async () => {
  for (const type of ['application/json; charset=utf-8', 'application/json;charset=UTF-8']) {
    const res = await send('POST', '/v1/payments', {
      key: tenant.testKey,
      body: JSON.stringify(transferencia()),
      type,
    });
    assert.equal(res.status, 201, `${type}: ${res.text}`);
  }
  assertRefused(
    await send('POST', '/v1/payments', {
      key: tenant.testKey,
      body: JSON.stringify(transferencia()),
      type: 'application/json; charset=latin1',
    }),
    400,
    'MALFORMED_REQUEST',
  );
});

test('JSON answers are never cached and never sniffed', async () => {
  for (const [path, key] of [
    ['/v1/payments', tenant.testKey],
    ['/v1/payments/nope', tenant.testKey],
    ['/v1/payments', undefined],
  ] as const) {
    const res = await send('GET', path, { key });
    assert.equal(res.headers.get('cache-control'), 'no-store', path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
  }
});

test('guessing keys from one address is throttled (429 with Retry-After); a known key and other addresses still pass', async () => {
  const guesser = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  // The tenant's key, verified and cached before the guessing starts.
  assert.equal((await send('GET', '/v1/payments', { key: tenant.testKey, address: guesser })).status, 200);
  const statuses: number[] = [];
  let limited: Sent | undefined;
  const started = Date.now();
  // 120 failed lookups a minute, refilled continuously: a slow machine may earn a few more.
  for (let i = 0; i < 200 && statuses.slice(-5).join() !== '429,429,429,429,429'; i++) {
    const res = await send('GET', '/v1/payments', {
      key: `sk_test_${randomUUID().replace(/-/g, '')}`,
      address: guesser,
    });
    statuses.push(res.status);
    if (res.status === 429) limited ??= res;
  }
  const refilled = Math.ceil((Date.now() - started) / 500);
  assert.deepEqual(statuses.slice(0, 120), Array(120).fill(401));
  assert.ok(statuses.filter((s) => s === 401).length <= 120 + refilled, statuses.join());
  assert.deepEqual(statuses.slice(-5), Array(5).fill(429), statuses.join());
  assertRefused(limited!, 429, 'RATE_LIMITED');
  assert.ok(Number(limited!.headers.get('retry-after')) >= 1);
  assert.equal((await send('GET', '/v1/payments', { key: tenant.testKey, address: guesser })).status, 200);
  const elsewhere = await send('GET', '/v1/payments', { key: 'sk_test_nope', address: '198.51.100.200' });
  assert.equal(elsewhere.status, 401);
});
