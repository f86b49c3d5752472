// Property-based fuzzing of every /v1 route through the whole stack: thousands of malformed
// requests (the hostile-input corpus as seeds, then generated ones), each carrying at least one
// defect. None may answer 5xx or 2xx, every answer is the error envelope, and none changes state.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import fc from 'fast-check';
import pg from 'pg';
import { customer, providerA, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 3000);
const PARALLEL = 4;
const ERROR_CODES = new Set([
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REFERENCE_ALREADY_USED',
  'INVALID_STATE',
  'REVERSAL_WINDOW_CLOSED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PROVIDER_ERROR',
  'UNAVAILABLE',
  'INTERNAL',
]);
// Guessed keys come from one address (soon throttled), everything else from another.
const GUESSER = '198.51.100.66';
const CALLER = '198.51.100.77';

const stack: Stack = await getStack();
let tenant: Tenant;
let ids: string[] = [];
let routes: Array<{ method: string; path: string }> = [];

type Auth = 'test' | 'live' | 'none' | 'malformed' | 'unknown';

/** One request as it goes on the wire: raw path and query, raw body (a string or bytes). */
interface Fuzzed {
  method: string;
  path: string;
  auth: Auth;
  type?: string;
  body?: string | number[];
  /** Checkout pages are HTML: only "no 5xx" applies to them. */
  html?: boolean;
}

/** Percent-encoding that also writes a lone surrogate (as the bytes no UTF-8 decoder accepts). */
function enc(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      for (const byte of [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)])
        out += `%${byte.toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// The malformed requests of the original report, each once, before the generated ones.
function corpus(): Fuzzed[] {
  const [pending, card] = ids;
  const create = (body: unknown): Fuzzed => ({
    method: 'POST',
    path: '/v1/payments',
    auth: 'test',
    type: 'application/json',
    body: JSON.stringify(body),
  });
  let deep = '{}';
  for (let i = 0; i < 10_000; i++) deep = `{"d":${deep}}`;
  return [
    create(providerA({ expires_in: 60, metadata: { nul: '\u0000' } })),
    create(providerA({ metadata: { 'k\u0000': 1 } })),
    create(providerA({ metadata: { s: '\ud800' } })),
    create(transferencia({ reference: 'X\ud800' })),
    create(transferencia({ reference: 'X\udfff' })),
    create(transferencia({ reference: 'r\u0000' })),
    create(providerA({ return_url: 'https://a.example/\u0000' })),
    create(providerA({ customer: { ...customer(), email: 'a\u0000@b.c' } })),
    create(transferencia({ customer_id: 'c\u0000' })),
    create(transferencia({ expire_in: 60 })),
    {
      method: 'POST',
      path: '/v1/payments',
      auth: 'test',
      type: 'application/json',
      body: [
        ...Buffer.from('{"provider":"transferencia","amount":1,"currency":"PYG","reference":"X'),
        0xff,
        0x22,
        0x7d,
      ],
    },
    {
      method: 'POST',
      path: '/v1/payments',
      auth: 'test',
      type: 'application/json',
      body: JSON.stringify(transferencia()).replace(/}$/, `,"metadata":${deep}}`),
    },
    {
      method: 'POST',
      path: `/v1/payments/${pending}/confirm`,
      auth: 'test',
      type: 'application/json',
      body: '{"notes":"\\u0000"}',
    },
    { method: 'POST', path: `/v1/payments/${pending}/cancel`, auth: 'test', type: 'text/plain', body: 'x' },
    { method: 'POST', path: `/v1/payments/${card}/reverse`, auth: 'test', type: 'text/plain', body: 'x' },
    { method: 'GET', path: '/v1/payments/x%00', auth: 'test' },
    { method: 'GET', path: '/v1/payments/%FF%FE', auth: 'test' },
    { method: 'GET', path: `/v1/payments/${'a'.repeat(150)}`, auth: 'test' },
    { method: 'GET', path: '/v1/payments?reference=a%00', auth: 'test' },
    { method: 'GET', path: '/v1/payments?customer_id=a%00', auth: 'test' },
    { method: 'GET', path: '/v1/customers?external_id=a%00', auth: 'test' },
    {
      method: 'GET',
      path: `/v1/payments?cursor=${b64(['n', '-271821-04-20T00:00:00.000Z', 'x'])}`,
      auth: 'test',
    },
    {
      method: 'GET',
      path: `/v1/customers?cursor=${b64(['n', '-271821-04-20T00:00:00.000Z', 'x'])}`,
      auth: 'test',
    },
    { method: 'GET', path: '/v1/payments', auth: 'unknown' },
    { method: 'GET', path: '/v1/payments?__proto__=1', auth: 'test' },
    { method: 'GET', path: '/v1/customers?constructor=1', auth: 'test' },
    {
      method: 'POST',
      path: '/v1/payments',
      auth: 'test',
      type: 'application/json',
      body: JSON.stringify(transferencia()).replace(/}$/, ',"__proto__":{"amount":1},"toString":"x"}'),
    },
    {
      method: 'POST',
      path: `/v1/payments/${pending}/cancel`,
      auth: 'test',
      type: 'application/json',
      body: '{"__proto__":{}}',
    },
    {
      method: 'POST',
      path: '/v1/payments',
      auth: 'test',
      type: 'application/json',
      body: JSON.stringify(transferencia({ metadata: { blob: 'x'.repeat(1024 * 1024) } })),
    },
  ];
}

// ---- generators -------------------------------------------------------------------------------

const badText = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u0000b', 'X\ud800', '\udc00\ud800'),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud83d', '\ude00'))
    .map(([s, bad]) => s + bad),
);

const badPathSegment = fc.oneof(
  fc.constantFrom('x%00', '%FF%FE', '%00', '%C0%AF', '%E2%82', '%ED%A0%80', 'a'.repeat(150), '%25%00', '%'),
  badText.map(enc),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `nope_${enc(s)}`),
);

// Names a JavaScript object already answers to: an unknown field, never a lookup.
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const unknownName = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => `zz_${s}`),
);

const knownQuery = [
  'status',
  'provider',
  'reference',
  'customer_id',
  'external_id',
  'from',
  'to',
  'cursor',
  'per_page',
];

const badQueryPair = fc.oneof(
  fc.tuple(fc.constantFrom(...knownQuery), badText).map(([k, v]) => `${k}=${enc(v)}`),
  fc
    .tuple(fc.constantFrom(...knownQuery), fc.constantFrom('%FF', '%C3', 'a%zz%FF', '%ED%A0%80'))
    .map(([k, v]) => `${k}=${v}`),
  unknownName.map((name) => `${enc(name)}=1`),
  fc.constantFrom(
    'per_page=0',
    'per_page=-1',
    'per_page=1e9',
    'per_page=ten',
    'status=paid',
    'provider=paypal',
    'from=2026-13-40',
    'to=yesterday',
    `cursor=${b64(['n', '+275760-09-13T00:00:00.000Z', 'x'])}`,
    `cursor=${b64(['p', '2026-01-01T00:00:00.000Z', 'x\u0000'])}`,
    'cursor=garbage',
    `cursor=${b64({ a: 1 })}`,
    '%FF=1',
  ),
);

const goodQueryPair = fc.constantFrom(
  'per_page=5',
  'status=pending',
  'provider=transferencia',
  'reference=order',
  '',
);

const query = fc
  .tuple(fc.array(goodQueryPair, { maxLength: 3 }), badQueryPair)
  .chain(([good, bad]) =>
    fc.shuffledSubarray([...good.filter(Boolean), bad], { minLength: good.filter(Boolean).length + 1 }),
  )
  .map((pairs) => `?${pairs.join('&')}`);

const badAuth = fc.constantFrom<Auth>('none', 'malformed', 'unknown');
// Live keys are rate limited to 10/s in the test stack: used sparingly, or most answers are 429.
const goodAuth = fc.constantFrom<Auth>('test', 'test', 'test', 'test', 'test', 'test', 'test', 'live');

/** A JSON value with a bad string somewhere (values and keys, nested). */
const poisonedValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.tuple(badText, fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => ({ [k]: v })),
  fc.tuple(fc.string({ maxLength: 6 }), badText).map(([k, v]) => ({ [k]: [v] })),
);

const skeleton = (path: string): Record<string, unknown> => {
  if (path === '/v1/payments') return { ...transferencia(), expires_in: 3600 };
  if (path.endsWith('/confirm')) return { notes: 'ok' };
  if (path.endsWith('/reject')) return { reason: 'blurry' };
  if (path.endsWith('/decline')) return { reason: 'no funds' };
  return {};
};

const wrongTyped: Record<string, fc.Arbitrary<unknown>> = {
  amount: fc.oneof(
    fc.constantFrom(0, -1, 1.5, '150000', null, 2 ** 60, true),
    fc.double({ noInteger: true }),
  ),
  currency: fc.oneof(
    fc.constantFrom('USD', '', 1),
    fc.string({ maxLength: 5 }).filter((s) => s !== 'PYG'),
  ),
  provider: fc
    .string({ maxLength: 12 })
    .filter((s) => !['provider_a', 'provider_b', 'transferencia'].includes(s)),
  reference: fc.constantFrom('', 1, null, 'x'.repeat(256), []),
  expires_in: fc.constantFrom(59, 86401, '60', 60.5, -1),
  metadata: fc.constantFrom([1], 'text', 7, true),
  customer: fc.constantFrom('c', [1], { name: 5 }, { nickname: 'x' }),
  notes: fc.constantFrom(5, 'x'.repeat(2001), {}),
  // Not '': an empty reason is valid for decline.
  reason: fc.constantFrom(5, 'x'.repeat(2001), ['r']),
};

/** A body for `path` with at least one defect. */
function badBody(path: string): fc.Arbitrary<{ type: string; body: string | number[] }> {
  const base = skeleton(path);
  const fields = Object.keys(base);
  const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) });
  const defects: Array<fc.Arbitrary<{ type: string; body: string | number[] }>> = [
    fc
      .tuple(fc.constantFrom(...fields, 'metadata', 'zz_extra'), poisonedValue)
      .map(([field, value]) => json({ ...base, [field]: value })),
    fc.tuple(unknownName, fc.jsonValue({ maxDepth: 1 })).map(([name, value]) => {
      // defineProperty: `__proto__` must become a key of the JSON, not the object's prototype.
      const body = { ...base };
      Object.defineProperty(body, name, { value, enumerable: true, writable: true, configurable: true });
      return json(body);
    }),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2]',
        '"text"',
        '42',
        'true',
        '{"a":1}}',
        '\u0000',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      )
      .map((body) => ({ type: 'application/json', body })),
    fc.tuple(fc.nat({ max: 40 }), fc.constantFrom(0xff, 0xc0, 0xed, 0x80, 0xfe)).map(([at, byte]) => {
      const bytes = [...Buffer.from(JSON.stringify({ ...base, note: 'xxxxxxxxxx' }))];
      const quote = bytes.lastIndexOf(0x78);
      bytes.splice(Math.max(1, quote - (at % 10)), 0, byte);
      return { type: 'application/json', body: bytes };
    }),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
        ),
        fc.string({ minLength: 1, maxLength: 20 }),
      )
      .map(([type, body]) => ({ type, body })),
  ];
  const typed = fields.filter((f) => wrongTyped[f]);
  if (typed.length > 0)
    defects.push(
      fc
        .constantFrom(...typed)
        .chain((field) => wrongTyped[field]!.map((value) => json({ ...base, [field]: value }))),
    );
  if (path === '/v1/payments') {
    defects.push(
      fc.nat({ max: 30 }).map((extra) => {
        let deep: unknown = {};
        for (let i = 0; i < 6 + extra; i++) deep = { d: deep };
        return json({ ...base, metadata: deep });
      }),
    );
  }
  return fc.oneof(...defects);
}

const hasParam = (path: string): boolean => /\{[^}]+\}/.test(path);

function idFor(path: string): fc.Arbitrary<string> {
  return hasParam(path) ? fc.oneof(fc.constantFrom(...ids), badPathSegment) : fc.constant('');
}

/** A request to one route with at least one defect. */
function fuzzedRequest(route: { method: string; path: string }): fc.Arbitrary<Fuzzed> {
  const { method, path } = route;
  // Every path parameter ({id}, {token}, …) gets the same value.
  const fill = (id: string) => path.replace(/\{[^}]+\}/g, id);
  const withDefectInPath = fc
    .tuple(badPathSegment, goodAuth)
    .map(([id, auth]): Fuzzed => ({ method, path: fill(id), auth }));
  const withBadAuth = fc
    .tuple(idFor(path), badAuth)
    .map(([id, auth]): Fuzzed => ({ method, path: fill(id || 'x'), auth }));
  const withBadQuery = fc
    .tuple(idFor(path), query, goodAuth)
    .map(([id, q, auth]): Fuzzed => ({ method, path: `${fill(id || 'x')}${q}`, auth }));
  const options: Array<fc.WeightedArbitrary<Fuzzed>> = [
    { arbitrary: withBadAuth, weight: 1 },
    { arbitrary: withBadQuery, weight: 3 },
  ];
  if (hasParam(path)) options.push({ arbitrary: withDefectInPath, weight: 3 });
  if (method === 'POST') {
    options.push({
      arbitrary: fc
        .tuple(idFor(path), badBody(path), goodAuth)
        .map(([id, b, auth]): Fuzzed => ({ method, path: fill(id || 'x'), auth, ...b })),
      weight: 6,
    });
  }
  return fc.oneof(...options);
}

const outsideRoutes: fc.Arbitrary<Fuzzed> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('provider_a', 'provider_b', 'transferencia', 'prov%00', '%FF'),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
        poisonedValue.map((v) => JSON.stringify({ type: 'payment', session_id: v })),
      ),
    )
    .map(
      ([provider, body]): Fuzzed => ({
        method: 'POST',
        path: `/v1/provider-callbacks/${provider}`,
        auth: 'none',
        type: 'application/json',
        body,
      }),
    ),
  badPathSegment.map(
    (token): Fuzzed => ({ method: 'GET', path: `/v1/checkout-pages/${token}`, auth: 'none', html: true }),
  ),
);

// ---- sending and state ------------------------------------------------------------------------

function headersFor(request: Fuzzed): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': CALLER };
  const key =
    request.auth === 'test'
      ? tenant.testKey
      : request.auth === 'live'
        ? tenant.liveKey
        : request.auth === 'unknown'
          ? `sk_test_${'Z'.repeat(20)}${Math.random()
              .toString(36)
              .slice(2, 12)
              .replace(/[^a-z0-9]/gi, 'a')}`
          : request.auth === 'malformed'
            ? 'sk_nope'
            : undefined;
  if (key) headers['authorization'] = `Bearer ${key}`;
  if (request.auth === 'unknown' || request.auth === 'malformed') headers['x-forwarded-for'] = GUESSER;
  if (request.type) headers['content-type'] = request.type;
  return headers;
}

const tally = { sent: 0, fiveHundreds: 0, statuses: new Map<number, number>() };

async function sendOne(request: Fuzzed): Promise<void> {
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : Uint8Array.from(request.body);
  const res = await fetch(`${stack.baseUrl}${request.path}`, {
    method: request.method,
    headers: headersFor(request),
    body,
  });
  const text = await res.text();
  tally.sent++;
  tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) tally.fiveHundreds++;
  const shown = `${request.method} ${request.path.slice(0, 120)} → ${res.status} ${text.slice(0, 300)}`;
  assert.ok(res.status < 500, shown);
  assert.ok(res.status >= 400, `a request with a defect was accepted: ${shown}`);
  if (request.html) return;
  const json = JSON.parse(text) as { error?: { code?: string; message?: string; request_id?: string } };
  assert.ok(json.error && ERROR_CODES.has(json.error.code ?? ''), `not the envelope: ${shown}`);
  assert.equal(typeof json.error.message, 'string', shown);
  assert.equal(json.error.request_id, res.headers.get('request-id'), shown);
  assert.equal(res.headers.get('cache-control'), 'no-store', shown);
}

/** Everything a request could have changed for this tenant: rows, states, and events in every outbox. */
async function snapshot(db: pg.Client): Promise<string> {
  const payments = await db.query(
    'SELECT id, status, updated_at FROM payments.payments WHERE tenant_id = $1 ORDER BY id',
    [tenant.tenantId],
  );
  const customers = await db.query(
    'SELECT count(*)::int AS n FROM customers.customers WHERE tenant_id = $1',
    [tenant.tenantId],
  );
  const schemas = await db.query<{ s: string }>(
    "SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'outbox' ORDER BY 1",
  );
  const events: Record<string, number> = {};
  for (const { s } of schemas.rows) {
    const r = await db.query(`SELECT count(*)::int AS n FROM "${s}".outbox WHERE tenant_id = $1`, [
      tenant.tenantId,
    ]);
    events[s] = r.rows[0].n;
  }
  return JSON.stringify({ payments: payments.rows, customers: customers.rows[0].n, events });
}

async function settled(db: pg.Client): Promise<string> {
  let last = await snapshot(db);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const next = await snapshot(db);
    if (next === last) return next;
    last = next;
  }
  return last;
}

before(async () => {
  tenant = await stack.createTenant('Fuzz merchant');
  const seed = async (body: Record<string, unknown>) => {
    const res = await stack.request('POST', '/v1/payments', { key: tenant.testKey, body });
    assert.equal(res.status, 201, res.text);
    return (res.json as { data: { id: string } }).data.id;
  };
  ids = [
    await seed({ ...transferencia(), expires_in: 3600 }),
    await seed({ ...providerA(), expires_in: 3600 }),
    await seed({ ...transferencia({ customer: customer() }), expires_in: 3600 }),
  ];
  const doc = (await stack.request('GET', '/v1/openapi.json')).json as { paths: Record<string, object> };
  // The keyed API only: public operations (`security: []`) are the buyer's pages and the
  // processors' callbacks, fuzzed by the corpus and their own suites.
  routes = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(
    ([path, ops]) =>
      Object.entries(ops)
        .filter(
          ([m, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m) && op.security?.length !== 0,
        )
        .map(([m]) => ({ method: m.toUpperCase(), path })),
  );
  // Both keys verified once from the caller's address, so guessing elsewhere never blocks them.
  for (const key of [tenant.testKey, tenant.liveKey])
    await fetch(`${stack.baseUrl}/v1/payments`, {
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': CALLER },
    });
});

test(`fuzz: ${RUNS} malformed requests over every /v1 route: no 5xx, every answer the envelope, no state change`, async (t) => {
  assert.ok(routes.length >= 10, `routes from the OpenAPI document: ${routes.length}`);
  const db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  try {
    const before = await settled(db);
    const started = Date.now();
    const seeds = corpus();
    for (const request of seeds) await sendOne(request);
    const arbitrary = fc.oneof(
      { arbitrary: fc.constantFrom(...routes).chain(fuzzedRequest), weight: 9 },
      { arbitrary: outsideRoutes, weight: 1 },
    );
    // Four at a time: the stack answers while the next ones are generated and sent.
    const batch = fc.array(arbitrary, { minLength: PARALLEL, maxLength: PARALLEL });
    await fc.assert(
      fc.asyncProperty(batch, async (requests) => {
        await Promise.all(requests.map(sendOne));
      }),
      {
        numRuns: Math.ceil(RUNS / PARALLEL),
        seed: process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined,
        endOnFailure: false,
      },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const after = await settled(db);
    assert.equal(after, before, 'a rejected request changed state');
    const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    const figures = `fuzz: ${tally.sent} requests over ${routes.length} routes in ${seconds} s; 5xx: ${tally.fiveHundreds}; ${statuses.join(' ')}`;
    t.diagnostic(figures);
    process.stdout.write(`${figures}\n`);
    assert.ok(tally.sent >= RUNS);
  } finally {
    await db.end();
  }
});
