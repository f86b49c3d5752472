import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { harness, pending, TOKEN } from '../testing/harness.ts';

const PAGE = `/v1/checkout-pages/${TOKEN}`;

describe('GET /v1/checkout-pages/:token', async () => {
  const { app, resolved, clock } = await harness({
    checkouts: {
      ...pending({ reference: '<script>alert(1)</script>', returnUrl: 'miapp://done?x=1' }),
      tok_confirmed: pending({ status: 'confirmed', returnUrl: 'https://shop.example.com/ok' })[TOKEN]!,
      tok_noorigins: pending({ targetOrigins: [] })[TOKEN]!,
    },
  });
  after(() => app.close());

  it('renders the page with the amount, the reference escaped and our own iframe', async () => {
    const res = await app.inject({ url: PAGE });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/html; charset=utf-8/);
    const body = res.body;
    assert.match(body, /Tienda Demo/);
    assert.match(body, /Gs\. 150\.000/);
    assert.match(body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.doesNotMatch(body, /<script>alert/);
    assert.match(body, /<iframe id="provider-form" src="\/v1\/checkout-pages\/tok_abc123\/form\/pas_abc"/);
    assert.match(body, /<strong id="countdown">10:00<\/strong>/);
    assert.doesNotMatch(body, /127\.0\.0\.1:8090|provider-a\/form/, 'no provider URL reaches the buyer');
    assert.match(
      body,
      /"returnUrl":"miapp:\/\/done\?x=1\u0026status=confirmed\u0026payment_id=pay_123"|miapp:\/\/done\?x=1\\u0026status=confirmed\\u0026payment_id=pay_123/,
    );
  });

  it('sends the strict headers with a nonce that matches the inline script and style', async () => {
    const res = await app.inject({ url: PAGE });
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce);
    assert.match(csp, new RegExp(`style-src 'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'`));
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /frame-src 'self'/);
    assert.match(csp, /connect-src 'self'/);
    assert.match(csp, /frame-ancestors https:\/\/shop\.example\.com$/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.ok(res.body.includes(`<script nonce="${nonce}">`));
    assert.ok(res.body.includes(`<style nonce="${nonce}">`));
    const other = await app.inject({ url: PAGE });
    assert.notEqual(other.headers['content-security-policy'], csp, 'a fresh nonce per response');
  });

  it('lets only our own origin frame a page without target origins', async () => {
    const res = await app.inject({ url: '/v1/checkout-pages/tok_noorigins' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-security-policy'] as string, /frame-ancestors 'self'$/);
  });

  it('answers 404 for an unknown token, and does not even ask for a malformed one', async () => {
    const unknown = await app.inject({ url: '/v1/checkout-pages/tok_nope' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /data-notice="unknown"/);
    assert.doesNotMatch(unknown.body, /<iframe/);
    const before = resolved.length;
    const malformed = await app.inject({ url: '/v1/checkout-pages/a%20b' });
    assert.equal(malformed.statusCode, 404);
    assert.equal(resolved.length, before);
  });

  it('answers 410 without an iframe for a closed payment, linking back with its status', async () => {
    const res = await app.inject({ url: '/v1/checkout-pages/tok_confirmed' });
    assert.equal(res.statusCode, 410);
    assert.match(res.body, /data-notice="closed"/);
    assert.match(res.body, /ya fue confirmado/);
    assert.match(
      res.body,
      /href="https:\/\/shop\.example\.com\/ok\?status=confirmed&amp;payment_id=pay_123"/,
    );
    assert.doesNotMatch(res.body, /<iframe/);
    assert.match(
      res.headers['content-security-policy'] as string,
      /frame-ancestors https:\/\/shop\.example\.com$/,
    );
  });

  it('answers 410 once the link expires', async () => {
    clock.advance(10 * 60 * 1000);
    const res = await app.inject({ url: PAGE });
    clock.advance(-10 * 60 * 1000);
    assert.equal(res.statusCode, 410);
    assert.match(res.body, /data-notice="expired"/);
    assert.match(res.body, /El enlace de pago venció/);
    assert.doesNotMatch(res.body, /<iframe/);
  });

  it('answers 404 as a page for other paths', async () => {
    const res = await app.inject({ url: '/nothing-here' });
    assert.equal(res.statusCode, 404);
    assert.match(res.headers['content-type'] as string, /text\/html/);
  });
});

describe('GET /v1/checkout-pages/:token/status', async () => {
  const { app } = await harness({ checkouts: pending({ status: 'failed' }) });
  after(() => app.close());

  it('reports the authoritative payment status as JSON', async () => {
    const res = await app.inject({ url: `${PAGE}/status` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'failed', payment_id: 'pay_123' });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('answers 404 for an unknown token', async () => {
    const res = await app.inject({ url: '/v1/checkout-pages/tok_nope/status' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
  });
});

describe('when payments is down', async () => {
  const { app } = await harness({ down: true });
  after(() => app.close());

  it('answers 503 with a friendly page', async () => {
    const res = await app.inject({ url: PAGE });
    assert.equal(res.statusCode, 503);
    assert.match(res.body, /Servicio no disponible/);
  });
});

describe('probes', async () => {
  const { app } = await harness({});
  after(() => app.close());

  it('answers healthz and readyz', async () => {
    assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
  });
});
