import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Errors merchant');
});

function assertError(res: { status: number; headers: Headers; json: any }, status: number, code: string) {
  assert.equal(res.status, status, JSON.stringify(res.json));
  assert.equal(res.json.error.code, code);
  assert.equal(res.json.error.request_id, res.headers.get('request-id'));
  assert.match(res.json.error.request_id, /^req_/);
}

test('every response carries a Request-Id header, errors carry the same id', async () => {
  for (const path of ['/healthz', '/v1/openapi.json', '/v1/customers', '/nope']) {
    const res = await stack.request('GET', path, { key: tenant.testKey });
    assert.match(res.headers.get('request-id') ?? '', /^req_/, path);
  }
  const ids = new Set<string>();
  for (let i = 0; i < 5; i++) ids.add((await stack.request('GET', '/healthz')).headers.get('request-id')!);
  assert.equal(ids.size, 5);
});

test('malformed JSON and bodies that are not objects are 400 MALFORMED_REQUEST', async () => {
  for (const rawBody of ['{"provider":', '[1,2]', '"text"', '42']) {
    const res = await stack.request('POST', '/v1/payments', {
      key: tenant.testKey,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    assertError(res, 400, 'MALFORMED_REQUEST');
  }
});

test('validation failures are 422 VALIDATION_FAILED naming each field', async () => {
  const res = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: { provider: 'paypal', amount: -5, reference: '' },
  });
  assertError(res, 422, 'VALIDATION_FAILED');
  const fields = res.json.error.details.fields;
  for (const field of ['provider', 'amount', 'currency', 'reference']) assert.ok(fields[field], field);
  assertError(
    await stack.request('GET', '/v1/customers?per_page=101', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
  );
  assertError(
    await stack.request('GET', '/v1/customers?cursor=garbage', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
  );
  assertError(
    await stack.request('GET', '/v1/payments?from=2026-13-40', { key: tenant.testKey }),
    422,
    'VALIDATION_FAILED',
  );
});

test('an unknown route is 404 NOT_FOUND in the envelope; an oversized body is 413', async () => {
  assertError(await stack.request('GET', '/v1/nothing-here', { key: tenant.testKey }), 404, 'NOT_FOUND');
  // Each time, whatever the timing: the body is read before the answer, so no client sees a
  // broken pipe instead of the 413, and the connection stays usable.
  for (let i = 0; i < 5; i++) {
    const huge = await stack.request('POST', '/v1/payments', {
      key: tenant.testKey,
      body: { metadata: { blob: 'x'.repeat(2 * 1024 * 1024) } },
    });
    assertError(huge, 413, 'PAYLOAD_TOO_LARGE');
    assert.notEqual(huge.headers.get('connection'), 'close');
  }
});

test('over the per-key rate limit: 429 RATE_LIMITED with Retry-After', async () => {
  const own = await stack.createTenant('Busy merchant');
  const results = await Promise.all(
    Array.from({ length: 40 }, () => stack.request('GET', '/v1/customers', { key: own.liveKey })),
  );
  const limited = results.filter((r) => r.status === 429);
  assert.ok(limited.length > 0, 'some requests were limited');
  assert.ok(
    results.some((r) => r.status === 200),
    'the burst allowance was served',
  );
  assertError(limited[0]!, 429, 'RATE_LIMITED');
  assert.ok(Number(limited[0]!.headers.get('retry-after')) >= 1);
  assert.equal(limited[0]!.headers.get('ratelimit-limit'), '10');
  assert.equal(limited[0]!.headers.get('ratelimit-remaining'), '0');
  const served = results.find((r) => r.status === 200)!;
  assert.equal(served.headers.get('ratelimit-limit'), '10');
  assert.ok(Number(served.headers.get('ratelimit-remaining')) < 10);
});

test('the OpenAPI 3.1 document is served and describes the payments API', async () => {
  const res = await stack.request('GET', '/v1/openapi.json');
  assert.equal(res.status, 200);
  assert.equal(res.json.openapi, '3.1.0');
  assert.ok(res.json.paths['/v1/payments'].post);
  assert.ok(res.json.paths['/v1/customers/{id}'].get);
});

test('/docs renders the reference and guides from the gateway itself, with no outside script', async () => {
  const page = await fetch(`${stack.baseUrl}/docs/`, { redirect: 'follow' });
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(sources.length > 0);
  for (const source of sources) assert.doesNotMatch(source, /^(https?:)?\/\//, `${source} is served locally`);
  const script = sources.find((s) => s.endsWith('.js'))!;
  const asset = await fetch(new URL(script, `${stack.baseUrl}/docs/`));
  assert.equal(asset.status, 200);
  const spec = (await fetch(`${stack.baseUrl}/docs/json`).then((r) => r.json())) as {
    openapi: string;
    info: { description: string };
  };
  assert.equal(spec.openapi, '3.1.0');
  assert.match(spec.info.description, /## Idempotency/);
});
