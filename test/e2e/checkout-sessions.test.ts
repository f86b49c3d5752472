// Hosted checkout sessions over HTTP, like a merchant: creation rules, the replay rule, the
// public page (200 while open, 410 after), completion and expiry of the session's attempts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectNats, type Nats } from '@gateway/shared/events/nats.ts';
import { subjectFor } from '@gateway/shared/events/envelope.ts';
import pg from 'pg';
import { createSession, expireSession, paymentsOf, SHOP, sessionBody, waitFor } from '../support/sessions.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import { eventually, verified, WebhookReceiver } from '../support/webhook-receiver.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
let tenantB: Tenant;
let nats: Nats;
const expiredEvents: Record<string, unknown>[] = [];
const receiver = new WebhookReceiver();
let hookSecret: string;

/** The verified webhook bodies the merchant received so far. */
const webhooks = () => receiver.at('/hooks').map((d) => verified(d, hookSecret));

before(async () => {
  [tenant, tenantB] = await Promise.all([
    stack.createTenant('Tienda Sesiones'),
    stack.createTenant('Otra Tienda'),
  ]);
  await receiver.start();
  const endpoint = await stack.request('POST', '/v1/webhook-endpoints', {
    key: tenant.testKey,
    body: { url: receiver.url('/hooks') },
  });
  assert.equal(endpoint.status, 201, endpoint.text);
  hookSecret = endpoint.json.data.secret;
  nats = await connectNats(stack.info.natsUrl, 'e2e-sessions');
  const sub = nats.nc.subscribe(subjectFor(stack.info.namespace, 'payments.payment.expired'));
  (async () => {
    for await (const m of sub) expiredEvents.push((m.json() as { payload: Record<string, unknown> }).payload);
  })();
});

after(async () => {
  await nats?.close();
  await receiver.stop();
});

const fields = (res: { json: any }) => Object.keys(res.json?.error?.details?.fields ?? {});

describe('creating a checkout session', () => {
  it('answers 201 with the session: cs_ id, hosted url, open, decimal amount, methods, expires_at', async () => {
    const body = sessionBody({
      description: 'Pedido 1',
      line_items: [{ name: 'Yerba', quantity: 2, unit_amount: 75000 }],
    });
    const before = Date.now();
    const res = await createSession(stack, tenant.testKey, body);
    assert.equal(res.status, 201, res.text);
    const s = res.json.data;
    assert.match(s.id, /^cs_/);
    assert.equal(s.url, `${stack.baseUrl}/v1/checkout/${s.id}`);
    assert.equal(s.status, 'open');
    assert.equal(s.reference, body.reference);
    assert.equal(s.amount, '150000.00');
    assert.equal(s.currency, 'PYG');
    assert.deepEqual(s.methods, ['provider_a', 'provider_b', 'transferencia']);
    assert.equal(s.cancel_url, body.cancel_url);
    // Default expiry: one hour.
    const lifetime = Date.parse(s.expires_at) - before;
    assert.ok(lifetime > 3590_000 && lifetime < 3610_000, `expires in ${lifetime} ms`);
    assert.deepEqual(s.line_items, [{ name: 'Yerba', quantity: 2, unit_amount: 75000 }]);
  });

  it('cancel_url defaults to success_url', async () => {
    const { cancel_url: _, ...body } = sessionBody({ methods: ['transferencia'] });
    const res = await createSession(stack, tenant.testKey, body);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.cancel_url, body.success_url);
  });

  it('every field of the session is in the answer, with the types of spec 2.5', async () => {
    const { cancel_url: _, ...body } = sessionBody({ methods: ['transferencia'] });
    const res = await createSession(stack, tenant.testKey, body);
    assert.equal(res.status, 201, res.text);
    const s = res.json.data;
    assert.equal(s.environment, 'test');
    assert.equal(typeof s.description, 'string');
    assert.deepEqual(s.line_items, []);
    assert.deepEqual(s.metadata, {});
    assert.ok(Date.parse(s.created_at) <= Date.parse(s.expires_at));
  });

  it('a misspelt customer field is refused by name, and metadata null is no metadata', async () => {
    const misspelt = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ methods: ['transferencia'], customer: { customerId: 'c-1', emial: 'a@b.py' } }),
    );
    assert.equal(misspelt.status, 422, misspelt.text);
    assert.deepEqual(misspelt.json.error.details.fields['customer.emial'], ['is not a recognized field']);
    const none = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ methods: ['transferencia'], metadata: null }),
    );
    assert.equal(none.status, 201, none.text);
  });

  it('expires_in must be between 60 and 86400 seconds', async () => {
    for (const expires_in of [59, 86401, 0, 1.5]) {
      const res = await createSession(
        stack,
        tenant.testKey,
        sessionBody({ expires_in, methods: ['transferencia'] }),
      );
      assert.equal(res.status, 422, `expires_in ${expires_in}: ${res.text}`);
      assert.equal(res.json.error.code, 'VALIDATION_FAILED');
      assert.deepEqual(fields(res), ['expires_in']);
    }
    for (const expires_in of [60, 86400]) {
      const before = Date.now();
      const res = await createSession(
        stack,
        tenant.testKey,
        sessionBody({ expires_in, methods: ['transferencia'] }),
      );
      assert.equal(res.status, 201, `expires_in ${expires_in}: ${res.text}`);
      const lifetime = Date.parse(res.json.data.expires_at) - before;
      assert.ok(Math.abs(lifetime - expires_in * 1000) < 10_000, `expires in ${lifetime} ms`);
    }
  });

  it('reference, amount, currency and success_url are required, and checked', async () => {
    for (const field of ['reference', 'amount', 'currency', 'success_url']) {
      const body: Record<string, unknown> = sessionBody();
      delete body[field];
      const res = await createSession(stack, tenant.testKey, body);
      assert.equal(res.status, 422, `${field}: ${res.text}`);
      assert.deepEqual(fields(res), [field]);
      assert.ok(res.json.error.request_id);
    }
    const bad = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ amount: -5, currency: 'USD', success_url: 'javascript:alert(1)', methods: ['cash'] }),
    );
    assert.equal(bad.status, 422, bad.text);
    for (const f of ['amount', 'currency', 'methods.0'])
      assert.ok(fields(bad).includes(f), `${f} in ${fields(bad)}`);
    const url = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ success_url: 'ftp://shop.example.com/x' }),
    );
    assert.equal(url.status, 422, url.text);
    assert.deepEqual(fields(url), ['success_url']);
  });

  it('a customer needs all five fields when provider_a is a possible method', async () => {
    const partial = { customerId: 'cli-1', name: 'Ana' };
    const withA = await createSession(stack, tenant.testKey, sessionBody({ customer: partial }));
    assert.equal(withA.status, 422, withA.text);
    assert.deepEqual(fields(withA).sort(), ['customer.email', 'customer.lastname', 'customer.phone']);
    const explicitA = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ customer: partial, methods: ['provider_a'] }),
    );
    assert.equal(explicitA.status, 422, explicitA.text);
    const withoutA = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ customer: partial, methods: ['provider_b', 'transferencia'] }),
    );
    assert.equal(withoutA.status, 201, withoutA.text);
    const full = await createSession(
      stack,
      tenant.testKey,
      sessionBody({
        customer: {
          customerId: 'cli-2',
          name: 'Ana',
          lastname: 'Benítez',
          email: 'ana@example.com',
          phone: '+595981000000',
        },
      }),
    );
    assert.equal(full.status, 201, full.text);
  });

  it('methods is a subset of the three, kept in order, and intersected with the enabled providers', async () => {
    const subset = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ methods: ['transferencia', 'provider_b'] }),
    );
    assert.equal(subset.status, 201, subset.text);
    assert.deepEqual(subset.json.data.methods, ['provider_b', 'transferencia']);
    const empty = await createSession(stack, tenant.testKey, sessionBody({ methods: [] }));
    assert.equal(empty.status, 422, empty.text);
    assert.deepEqual(fields(empty), ['methods']);

    // A merchant with only transfers enabled.
    const limited = await stack.createTenant('Solo Transferencias');
    const db = new pg.Client({ connectionString: stack.info.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE accounts.tenants SET enabled_providers = '{transferencia}' WHERE id = $1`, [
        limited.tenantId,
      ]);
    } finally {
      await db.end();
    }
    const all = await createSession(stack, limited.testKey, sessionBody());
    assert.equal(all.status, 201, all.text);
    assert.deepEqual(all.json.data.methods, ['transferencia']);
    const mixed = await createSession(
      stack,
      limited.testKey,
      sessionBody({ methods: ['provider_a', 'transferencia'] }),
    );
    assert.equal(mixed.status, 201, mixed.text);
    assert.deepEqual(mixed.json.data.methods, ['transferencia']);
    const none = await createSession(
      stack,
      limited.testKey,
      sessionBody({ methods: ['provider_a', 'provider_b'] }),
    );
    assert.equal(none.status, 422, none.text);
    assert.deepEqual(fields(none), ['methods']);
    // The customer rule only applies when provider_a is possible: here it is not.
    const partialCustomer = await createSession(
      stack,
      limited.testKey,
      sessionBody({ customer: { customerId: 'c-9' } }),
    );
    assert.equal(partialCustomer.status, 201, partialCustomer.text);
  });

  it('unknown fields and a body that is not an object are refused', async () => {
    const extra = await createSession(
      stack,
      tenant.testKey,
      sessionBody({ colour: 'red', line_items: [{ name: 'x', quantity: 1, unit_amount: 1, sku: 'a' }] }),
    );
    assert.equal(extra.status, 422, extra.text);
    assert.deepEqual(fields(extra).sort(), ['colour', 'line_items.0.sku']);
    const notObject = await stack.request('POST', '/v1/checkout-sessions', {
      key: tenant.testKey,
      rawBody: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(notObject.status, 400, notObject.text);
    const noKey = await stack.request('POST', '/v1/checkout-sessions', { body: sessionBody() });
    assert.equal(noKey.status, 401, noKey.text);
  });
});

describe('the replay rule', () => {
  it('the same reference returns the open session with 200; after expiry a new one with 201', async () => {
    const body = sessionBody({ methods: ['transferencia'] });
    const first = await createSession(stack, tenant.testKey, body);
    assert.equal(first.status, 201, first.text);
    const again = await createSession(stack, tenant.testKey, body);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.data.id, first.json.data.id);
    assert.equal(again.json.data.expires_at, first.json.data.expires_at);

    const before = Date.now();
    const expired = await expireSession(stack, tenant.testKey, first.json.data.id);
    assert.equal(expired.status, 200, expired.text);
    assert.equal(expired.json.data.status, 'expired');
    // Contracts 6: the deadline is reached now, not an hour later.
    const deadline = Date.parse(expired.json.data.expires_at);
    assert.ok(deadline >= before - 1000 && deadline <= Date.now() + 1000, expired.json.data.expires_at);

    const fresh = await createSession(stack, tenant.testKey, body);
    assert.equal(fresh.status, 201, fresh.text);
    assert.notEqual(fresh.json.data.id, first.json.data.id);
    assert.equal(fresh.json.data.status, 'open');
  });

  it('simultaneous creates with one reference open one session', async () => {
    const body = sessionBody({ methods: ['transferencia'] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createSession(stack, tenant.testKey, body)),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 200, 200, 200, 201]);
    assert.equal(new Set(results.map((r) => r.json.data.id)).size, 1);
  });

  it("tenant B's same reference opens its own session, and B cannot touch A's", async () => {
    const body = sessionBody({ methods: ['transferencia'] });
    const a = await createSession(stack, tenant.testKey, body);
    const b = await createSession(stack, tenantB.testKey, body);
    assert.equal(a.status, 201, a.text);
    assert.equal(b.status, 201, b.text);
    assert.notEqual(a.json.data.id, b.json.data.id);
    const cross = await expireSession(stack, tenantB.testKey, a.json.data.id);
    assert.equal(cross.status, 404, cross.text);
    assert.equal(cross.json.error.code, 'NOT_FOUND');
    // The test helper does not exist for live keys; live has its own sessions.
    const live = await expireSession(stack, tenant.liveKey, a.json.data.id);
    assert.equal(live.status, 404, live.text);
    const liveSession = await createSession(stack, tenant.liveKey, body);
    assert.equal(liveSession.status, 201, liveSession.text);
    assert.equal(liveSession.json.data.environment, 'live');
  });

  it('there is no GET, list or cancel of sessions', async () => {
    const s = await createSession(stack, tenant.testKey, sessionBody({ methods: ['transferencia'] }));
    for (const [method, path] of [
      ['GET', `/v1/checkout-sessions/${s.json.data.id}`],
      ['GET', '/v1/checkout-sessions'],
      ['POST', `/v1/checkout-sessions/${s.json.data.id}/cancel`],
      ['DELETE', `/v1/checkout-sessions/${s.json.data.id}`],
    ] as const) {
      const res = await stack.request(method, path, { key: tenant.testKey });
      assert.ok([404, 405].includes(res.status), `${method} ${path}: ${res.status}`);
      assert.ok(res.json.error.code, `${method} ${path} answers in the envelope`);
    }
  });
});

describe('the hosted page', () => {
  it('is public HTML with a strict CSP while open, and 410 pointing to cancel_url once expired', async () => {
    const s = (
      await createSession(stack, tenant.testKey, sessionBody({ methods: ['transferencia', 'provider_b'] }))
    ).json.data;
    const page = await fetch(s.url);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'nonce-/);
    const html = await page.text();
    assert.match(html, /lang="es"/);
    assert.match(html, /Gs\. 150\.000/);
    assert.match(html, /id="method-transferencia"/);

    await expireSession(stack, tenant.testKey, s.id);
    const gone = await fetch(s.url);
    assert.equal(gone.status, 410);
    const text = await gone.text();
    const back = new URL(/id="back"[^>]*href="([^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&') ?? 'x:');
    assert.equal(`${back.origin}${back.pathname}`, `${SHOP}/carrito`);
    assert.equal(back.searchParams.get('status'), 'expired');
    assert.equal(back.searchParams.get('checkout_session_id'), s.id);
    assert.equal(back.searchParams.get('reference'), s.reference);

    const unknown = await fetch(`${stack.baseUrl}/v1/checkout/cs_doesnotexist`);
    assert.equal(unknown.status, 404);
  });
});

describe('attempts, completion and expiry', () => {
  it('the first confirmed attempt completes the session; the page is 410 and sends the buyer to success_url', async () => {
    const body = sessionBody({ methods: ['provider_b', 'transferencia'], metadata: { order: 42 } });
    const s = (await createSession(stack, tenant.testKey, body)).json.data;
    const page = await fetch(`${s.url}?method=provider_b`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /id="checkout"/);
    const [attempt] = await paymentsOf(stack, tenant.testKey, body.reference);
    assert.ok(attempt, 'choosing card made a payment');
    assert.equal(attempt.checkout_session_id, s.id);
    assert.equal(attempt.provider, 'provider_b');
    assert.equal(attempt.amount, '150000.00');
    assert.deepEqual(attempt.metadata, { order: 42 });
    // A reload reuses the pending attempt instead of making another payment.
    await (await fetch(`${s.url}?method=provider_b`)).text();
    assert.equal((await paymentsOf(stack, tenant.testKey, body.reference)).length, 1);

    const approved = await stack.request('POST', `/v1/test-helpers/payments/${attempt.id}/approve`, {
      key: tenant.testKey,
    });
    assert.equal(approved.status, 200, approved.text);
    const closed = await waitFor(
      () => fetch(s.url).then(async (r) => ({ status: r.status, text: await r.text() })),
      (r) => r.status === 410,
    );
    assert.equal(closed.status, 410);
    assert.match(closed.text, /gracias\?status=completed/);
    const confirmed = await eventually('the payment.confirmed webhook', () =>
      webhooks().find((b) => b['payment_id'] === attempt.id && b['event'] === 'payment.confirmed'),
    );
    assert.equal(confirmed['checkout_session_id'], s.id);
    assert.equal(confirmed['reference'], body.reference);
    assert.deepEqual(confirmed['metadata'], { order: 42 });
    // A completed session is not replayed: the same reference opens a new one.
    const next = await createSession(stack, tenant.testKey, body);
    assert.equal(next.status, 201, next.text);
  });

  it('a second attempt confirmed late is a confirmed payment of its own; the session stays completed', async () => {
    const body = sessionBody({
      methods: ['provider_a', 'provider_b'],
      customer: {
        customerId: 'late-1',
        name: 'Ana',
        lastname: 'Benítez',
        email: 'ana@example.com',
        phone: '+595981000000',
      },
    });
    const s = (await createSession(stack, tenant.testKey, body)).json.data;
    assert.equal((await fetch(`${s.url}?method=provider_a`)).status, 200);
    assert.equal((await fetch(`${s.url}?method=provider_b`)).status, 200);
    const attempts = await paymentsOf(stack, tenant.testKey, body.reference);
    assert.equal(attempts.length, 2);
    const [first, second] = attempts;
    await stack.request('POST', `/v1/test-helpers/payments/${first.id}/approve`, { key: tenant.testKey });
    await waitFor(
      () => fetch(s.url).then((r) => r.status),
      (status) => status === 410,
    );
    const late = await stack.request('POST', `/v1/test-helpers/payments/${second.id}/approve`, {
      key: tenant.testKey,
    });
    assert.equal(late.status, 200, late.text);
    assert.equal(late.json.data.status, 'confirmed');
    assert.equal(late.json.data.checkout_session_id, s.id);
    const page = await fetch(s.url);
    assert.equal(page.status, 410);
    assert.match(await page.text(), /status=completed/);
  });

  it('expiry expires every pending attempt with payment.expired, and sends nothing when no method was chosen', async () => {
    const body = sessionBody({ methods: ['provider_b', 'transferencia'] });
    const s = (await createSession(stack, tenant.testKey, body)).json.data;
    assert.equal((await fetch(`${s.url}?method=transferencia`)).status, 200);
    assert.equal((await fetch(`${s.url}?method=provider_b`)).status, 200);
    const attempts = await paymentsOf(stack, tenant.testKey, body.reference);
    assert.equal(attempts.length, 2);
    assert.ok(attempts.every((p) => p.status === 'pending' && p.checkout_session_id === s.id));

    const untouched = sessionBody({ methods: ['transferencia'] });
    const idle = (await createSession(stack, tenant.testKey, untouched)).json.data;

    assert.equal((await expireSession(stack, tenant.testKey, s.id)).status, 200);
    assert.equal((await expireSession(stack, tenant.testKey, idle.id)).status, 200);
    const after = await waitFor(
      () => paymentsOf(stack, tenant.testKey, body.reference),
      (ps) => ps.every((p) => p.status === 'expired'),
    );
    assert.deepEqual(
      after.map((p) => p.status),
      ['expired', 'expired'],
    );
    const events = await waitFor(
      async () => expiredEvents.filter((e) => e['checkout_session_id'] === s.id),
      (es) => es.length >= 2,
    );
    assert.deepEqual(events.map((e) => e['payment_id']).sort(), attempts.map((p) => p.id).sort());
    for (const e of events) assert.equal(e['reference'], body.reference);
    // The merchant hears it as one payment.expired webhook per attempt, with the session's id.
    const hooks = await eventually('two payment.expired webhooks', () => {
      const found = webhooks().filter(
        (b) => b['checkout_session_id'] === s.id && b['event'] === 'payment.expired',
      );
      return found.length >= 2 ? found : null;
    });
    assert.deepEqual(hooks.map((b) => b['payment_id']).sort(), attempts.map((p) => p.id).sort());
    // Nothing for the session where the buyer never chose a method.
    assert.equal(webhooks().filter((b) => b['reference'] === untouched.reference).length, 0);
    assert.equal((await paymentsOf(stack, tenant.testKey, untouched.reference)).length, 0);
    assert.equal(expiredEvents.filter((e) => e['reference'] === untouched.reference).length, 0);
    // Choosing a method on an expired session starts nothing.
    assert.equal((await fetch(`${s.url}?method=transferencia`)).status, 410);
  });

  it('with under 60 s left no card attempt starts', async () => {
    const body = sessionBody({ methods: ['provider_b'], expires_in: 60 });
    const s = (await createSession(stack, tenant.testKey, body)).json.data;
    const page = await fetch(s.url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /menos de un minuto/);
    assert.equal((await paymentsOf(stack, tenant.testKey, body.reference)).length, 0);
  });

  it('ten simultaneous choices of a method start one payment, and every page shows it', async () => {
    const body = sessionBody({ methods: ['provider_b', 'transferencia'] });
    const created = await createSession(stack, tenant.testKey, body);
    assert.equal(created.status, 201, created.text);
    for (const method of ['provider_b', 'transferencia']) {
      const pages = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${stack.baseUrl}/v1/checkout/${created.json.data.id}?method=${method}`),
        ),
      );
      assert.deepEqual(
        pages.map((p) => p.status),
        Array(10).fill(200),
      );
      await Promise.all(pages.map((p) => p.text()));
    }
    const payments = await paymentsOf(stack, tenant.testKey, body.reference);
    assert.deepEqual(payments.map((p) => p.provider).sort(), ['provider_b', 'transferencia']);
    for (const p of payments) assert.equal(p.checkout_session_id, created.json.data.id);
  });
});
