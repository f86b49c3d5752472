import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { FORM_PATH, harness, pending, TOKEN } from '../testing/harness.ts';

const PROVIDER_FORM = 'http://127.0.0.1:8090/provider-a/form/pas_abc';

function providerPage(status = 200, headers: Record<string, string> = {}) {
  return new Response(
    '<style nonce="pn">a{}</style><form action="pas_abc/pay"></form><script nonce="pn">go()</script>',
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; script-src 'nonce-pn'; style-src 'nonce-pn'",
        'set-cookie': 'provider=1',
        ...headers,
      },
    },
  );
}

describe('the provider form proxy', async () => {
  const { app, calls, clock } = await harness({
    checkouts: { ...pending(), tok_closed: pending({ status: 'cancelled' })[TOKEN]! },
    provider: (call) => {
      if (call.url.endsWith('/pay')) return providerPage(200);
      if (call.url.endsWith('/go-back'))
        return new Response(null, { status: 303, headers: { location: '../pas_abc' } });
      if (call.url.endsWith('/escape')) {
        return new Response(null, {
          status: 302,
          headers: { location: 'http://127.0.0.1:8090/provider-a/sessions' },
        });
      }
      if (call.url.endsWith('/broken')) return new Response('boom', { status: 503 });
      if (call.url.endsWith('/data')) return Response.json({ ok: true });
      return providerPage(200);
    },
  });
  after(() => app.close());

  it('serves the form from the provider under our origin with our own CSP', async () => {
    const res = await app.inject({
      url: `${FORM_PATH}?lang=es`,
      headers: { cookie: 'buyer=secret', accept: 'text/html' },
    });
    assert.equal(res.statusCode, 200);
    const call = calls.at(-1)!;
    assert.equal(call.url, `${PROVIDER_FORM}?lang=es`);
    assert.equal(call.method, 'GET');
    assert.equal(call.headers.get('cookie'), null, "the buyer's cookies never reach the provider");
    assert.equal(call.headers.get('accept'), 'text/html');
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce && nonce !== 'pn');
    assert.match(
      csp,
      /frame-ancestors 'self' https:\/\/shop\.example\.com$/,
      'our page, inside the merchant page',
    );
    assert.ok(res.body.includes(`<script nonce="${nonce}">go()</script>`));
    assert.ok(res.body.includes(`<style nonce="${nonce}">`));
    assert.equal(res.headers['set-cookie'], undefined, 'provider cookies stay with the provider');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
  });

  it('forwards a card post byte for byte with its content type', async () => {
    const payload = 'number=4111+1111+1111+1111&exp_month=12&exp_year=2030&cvc=123';
    const res = await app.inject({
      method: 'POST',
      url: `${FORM_PATH}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    assert.equal(res.statusCode, 200);
    const call = calls.at(-1)!;
    assert.equal(call.url, `${PROVIDER_FORM}/pay`);
    assert.equal(call.method, 'POST');
    assert.equal(call.body, payload);
    assert.equal(call.headers.get('content-type'), 'application/x-www-form-urlencoded');
  });

  it('maps redirects inside the form to our path and refuses others', async () => {
    const back = await app.inject({ url: `${FORM_PATH}/go-back` });
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers['location'], FORM_PATH);
    const outside = await app.inject({ url: `${FORM_PATH}/escape` });
    assert.equal(outside.statusCode, 502);
    assert.equal(outside.headers['location'], undefined);
  });

  it('passes non-HTML answers through without running anything', async () => {
    const res = await app.inject({ url: `${FORM_PATH}/data` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { ok: true });
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
  });

  it("reaches only the token's own session and only below its form", async () => {
    const before = calls.length;
    for (const url of [
      `/v1/checkout-pages/${TOKEN}/form/pas_other`,
      `/v1/checkout-pages/${TOKEN}/form/pas_other/pay`,
      `/v1/checkout-pages/tok_nope/form/pas_abc`,
      `${FORM_PATH}/..%2F..%2Fsessions`,
      `${FORM_PATH}/%2e%2e/x`,
    ]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
    }
    assert.equal(calls.length, before, 'nothing reached the provider');
  });

  it('shows a friendly 502 page when the provider fails', async () => {
    const res = await app.inject({ url: `${FORM_PATH}/broken` });
    assert.equal(res.statusCode, 502);
    assert.match(res.body, /No pudimos cargar el formulario de pago/);
    assert.doesNotMatch(res.body, /boom/);
  });

  it('answers 410 and forwards nothing once the link expired or the payment closed', async () => {
    const before = calls.length;
    clock.advance(10 * 60 * 1000);
    const expired = await app.inject({ method: 'POST', url: `${FORM_PATH}/pay`, payload: 'number=4111' });
    clock.advance(-10 * 60 * 1000);
    assert.equal(expired.statusCode, 410);
    assert.match(expired.body, /data-notice="expired"/);
    const closed = await app.inject({ url: '/v1/checkout-pages/tok_closed/form/pas_abc' });
    assert.equal(closed.statusCode, 410);
    assert.equal(calls.length, before);
  });
});

describe('the provider form proxy, provider unreachable', async () => {
  const { app } = await harness({ checkouts: pending() });
  after(() => app.close());

  it('shows a friendly 502 page', async () => {
    const res = await app.inject({ url: FORM_PATH });
    assert.equal(res.statusCode, 502);
    assert.match(res.body, /data-notice="provider-unavailable"/);
    assert.match(
      res.headers['content-security-policy'] as string,
      /frame-ancestors 'self' https:\/\/shop\.example\.com$/,
    );
  });
});
