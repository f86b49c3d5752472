import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ManualClock } from '@gateway/shared/clock.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { buildApp } from '../app.ts';
import { configSchema } from '../config.ts';
import { NOW } from '../domain/fixtures.ts';
import type { CardRegistration } from '../domain/registration.ts';

const TOKEN = 'regtoken123';
const PAGE = `/v1/card-registrations/${TOKEN}`;
const FORM = `${PAGE}/form/par_abc`;

function registration(overrides: Partial<CardRegistration> = {}): CardRegistration {
  return {
    cardId: 'card_123',
    status: 'pending',
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    targetOrigins: ['https://shop.example.com'],
    returnUrl: 'miapp://cards?x=1',
    providerFormUrl: 'http://127.0.0.1:8090/provider-a/registration-form/par_abc',
    ...overrides,
  };
}

describe('the card registration page', async () => {
  const known: Record<string, CardRegistration> = {
    [TOKEN]: registration(),
    regregistered: registration({ status: 'registered' }),
    regexpired: registration({ expiresAt: new Date(NOW.getTime() - 1) }),
  };
  const calls: { url: string; method: string; body: string }[] = [];
  const cancelled: string[] = [];
  const app = await buildApp(
    configSchema.parse({ LOG_LEVEL: 'silent' }),
    createLogger('checkout-page', 'silent'),
    {
      clock: new ManualClock(NOW),
      checkouts: { resolve: async () => null },
      registrations: {
        resolve: async (token) => known[token] ?? null,
        cancel: async (token) => {
          cancelled.push(token);
          return known[token] ? 'invalid' : null;
        },
      },
      fetch: async (input, init) => {
        calls.push({
          url: String(input),
          method: init?.method ?? 'GET',
          body: init?.body ? Buffer.from(init.body as Uint8Array).toString('utf8') : '',
        });
        return new Response('<html><body data-page="form">form</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
    },
  );
  after(() => app.close());

  it('renders our page around our own proxy path, framable only by the target origins', async () => {
    const res = await app.inject({ url: PAGE });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, new RegExp(`<iframe id="provider-form" src="${FORM}"`));
    assert.match(res.body, /allow="payment"/);
    assert.doesNotMatch(res.body, /127\.0\.0\.1:8090|registration-form/);
    assert.match(
      res.headers['content-security-policy'] as string,
      /frame-ancestors https:\/\/shop\.example\.com$/,
    );
    assert.match(res.body, /status=registered(\\u0026|&)card_id=card_123/);
  });

  it('proxies the provider form for its own registration only', async () => {
    const form = await app.inject({ url: FORM });
    assert.equal(form.statusCode, 200);
    assert.equal(calls.at(-1)?.url, 'http://127.0.0.1:8090/provider-a/registration-form/par_abc');
    const post = await app.inject({
      method: 'POST',
      url: `${FORM}/3ds`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=123456',
    });
    assert.equal(post.statusCode, 200);
    assert.deepEqual(calls.at(-1), {
      url: 'http://127.0.0.1:8090/provider-a/registration-form/par_abc/3ds',
      method: 'POST',
      body: 'code=123456',
    });
    const before = calls.length;
    assert.equal((await app.inject({ url: `${PAGE}/form/par_other` })).statusCode, 404);
    assert.equal((await app.inject({ url: `${FORM}/..%2F..%2Fcharges` })).statusCode, 404);
    assert.equal(calls.length, before, 'nothing else of the provider is reachable');
  });

  it('answers the status, 404 for an unknown token and 410 once registered or expired', async () => {
    const status = await app.inject({ url: `${PAGE}/status` });
    assert.deepEqual(status.json(), { status: 'pending', card_id: 'card_123' });
    assert.equal((await app.inject({ url: '/v1/card-registrations/nope123' })).statusCode, 404);
    const registered = await app.inject({ url: '/v1/card-registrations/regregistered' });
    assert.equal(registered.statusCode, 410);
    assert.match(registered.body, /miapp:\/\/cards\?x=1&amp;status=registered&amp;card_id=card_123/);
    assert.equal((await app.inject({ url: '/v1/card-registrations/regexpired' })).statusCode, 410);
    assert.equal(
      (await app.inject({ url: '/v1/card-registrations/regexpired/form/par_abc' })).statusCode,
      410,
    );
  });

  it('cancel fails the registration through cards', async () => {
    const res = await app.inject({ method: 'POST', url: `${PAGE}/cancel` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'invalid' });
    assert.deepEqual(cancelled, [TOKEN]);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/v1/card-registrations/nope123/cancel' })).statusCode,
      404,
    );
  });
});
