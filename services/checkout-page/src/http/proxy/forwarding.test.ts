import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  adoptNonces,
  publicLocation,
  upstreamRequestHeaders,
  upstreamUrl,
  withoutHopByHop,
} from './forwarding.ts';

const FORM = 'http://127.0.0.1:8090/provider-a/form/pas_1';
const PUBLIC = '/v1/checkout-pages/tok/form/pas_1';

describe('upstreamRequestHeaders', () => {
  it('forwards what the form needs and never the buyer cookies or credentials', () => {
    assert.deepEqual(
      upstreamRequestHeaders({
        accept: 'text/html',
        'accept-language': 'es-PY',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Chrome',
        cookie: 'session=secret',
        authorization: 'Bearer x',
        referer: 'http://localhost:8080/v1/checkout-pages/tok',
        'x-forwarded-for': '10.0.0.1',
        connection: 'keep-alive',
        host: 'localhost:8080',
      }),
      {
        accept: 'text/html',
        'accept-language': 'es-PY',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Chrome',
      },
    );
  });
});

describe('withoutHopByHop', () => {
  it('drops hop-by-hop headers and those the Connection header names', () => {
    assert.deepEqual(
      withoutHopByHop({
        connection: 'close, X-Private',
        'x-private': '1',
        'transfer-encoding': 'chunked',
        'keep-alive': 'timeout=5',
        upgrade: 'h2c',
        'content-type': 'text/html',
      }),
      { 'content-type': 'text/html' },
    );
  });
});

describe('upstreamUrl', () => {
  it('appends the rest of the path and the query to the form URL', () => {
    assert.equal(upstreamUrl(FORM, '', '')?.href, FORM);
    assert.equal(upstreamUrl(FORM, '/pay', '')?.href, `${FORM}/pay`);
    assert.equal(upstreamUrl(FORM, '/3ds', 'lang=es&x=1')?.href, `${FORM}/3ds?lang=es&x=1`);
    assert.equal(upstreamUrl(`${FORM}?sig=abc`, '/pay', 'x=1')?.href, `${FORM}/pay?sig=abc&x=1`);
  });

  it('refuses paths that could leave the session form', () => {
    for (const rest of ['/..', '/../../sessions', '/%2e%2e', '/a%2Fb', '/./pay', '/a\\b', 'pay']) {
      assert.equal(upstreamUrl(FORM, rest, ''), null, rest);
    }
  });
});

describe('publicLocation', () => {
  const requested = new URL(`${FORM}/pay`);

  it('maps redirects inside the form to our proxy path', () => {
    assert.equal(publicLocation('../pas_1', requested, FORM, PUBLIC), PUBLIC);
    assert.equal(publicLocation(`${FORM}/3ds?step=2`, requested, FORM, PUBLIC), `${PUBLIC}/3ds?step=2`);
  });

  it('refuses redirects anywhere else', () => {
    assert.equal(publicLocation('../pas_2', requested, FORM, PUBLIC), null);
    assert.equal(publicLocation('/provider-a/sessions', requested, FORM, PUBLIC), null);
    assert.equal(
      publicLocation('https://evil.example.com/provider-a/form/pas_1', requested, FORM, PUBLIC),
      null,
    );
    assert.equal(publicLocation(`${FORM}x`, requested, FORM, PUBLIC), null);
  });
});

describe('adoptNonces', () => {
  it("moves the provider's own inline elements to our nonce", () => {
    const markup = '<style nonce="p1">a{}</style><script nonce="p1">ok()</script><script>injected()</script>';
    assert.equal(
      adoptNonces(markup, "default-src 'none'; script-src 'nonce-p1'; style-src 'nonce-p1'", 'ours'),
      '<style nonce="ours">a{}</style><script nonce="ours">ok()</script><script>injected()</script>',
    );
  });

  it('leaves the markup alone (so its scripts stay blocked) without a provider nonce', () => {
    const markup = '<script nonce="p1">x()</script>';
    assert.equal(adoptNonces(markup, null, 'ours'), markup);
    assert.equal(adoptNonces(markup, "default-src 'self'", 'ours'), markup);
  });
});
