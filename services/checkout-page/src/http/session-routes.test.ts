import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { buildApp } from '../app.ts';
import type { SessionSource } from '../clients/sessions.ts';
import { configSchema } from '../config.ts';
import type { Attempt, HostedSession } from '../domain/hosted-session.ts';

const base: HostedSession = {
  id: 'cs_open',
  status: 'open',
  reference: 'order-1',
  amount: 150000n,
  methods: ['provider_a', 'transferencia'],
  description: '<b>Pedido</b>',
  lineItems: [{ name: 'Yerba', quantity: 2n, unitAmount: 75000n }],
  successUrl: 'https://shop.example.com/ok',
  cancelUrl: 'https://shop.example.com/cancel',
  remainingMs: 600_000,
  branding: { tradeName: 'Tienda Sol', logoUrl: 'https://cdn.example.com/logo.png', primaryColor: '#0b6e4f' },
};

const sessions: Record<string, HostedSession> = {
  cs_open: base,
  cs_one: { ...base, id: 'cs_one', methods: ['transferencia'] },
  cs_late: { ...base, id: 'cs_late', remainingMs: 30_000 },
  cs_done: { ...base, id: 'cs_done', status: 'completed', remainingMs: 0 },
  cs_gone: { ...base, id: 'cs_gone', status: 'expired', remainingMs: 0 },
  cs_due: { ...base, id: 'cs_due', remainingMs: 0 },
  // The sessions service stores success_url as cancel_url when the merchant gave none.
  cs_nocancel: { ...base, id: 'cs_nocancel', cancelUrl: base.successUrl },
};

const started: { id: string; method: string }[] = [];

const source: SessionSource = {
  async get(id) {
    if (id === 'cs_down') throw new AppError('UNAVAILABLE', 'down');
    const s = sessions[id];
    if (!s) throw new AppError('NOT_FOUND', 'No such checkout session.');
    return s;
  },
  async startAttempt(id, method): Promise<Attempt> {
    started.push({ id, method });
    return {
      paymentId: 'pay_1',
      method,
      status: 'pending',
      checkoutUrl: method === 'transferencia' ? null : 'https://pay.example.com/v1/checkout-pages/tok_1',
      bankAccounts: [
        {
          bankName: 'Banco Continental',
          accountType: 'Cuenta corriente',
          accountNumber: '1234567890',
          holderName: 'Comercio S.A.',
          holderRuc: '80012345-6',
        },
      ],
      instructions: 'Indicá la referencia.',
    };
  },
  close() {},
};

describe('GET /v1/checkout/:id', async () => {
  const app = await buildApp(configSchema.parse({ LOG_LEVEL: 'silent' }), createLogger('t', 'silent'), {
    checkouts: { resolve: async () => null },
    sessions: source,
  });
  after(() => app.close());

  it('shows branding, the order escaped, the total and a selector, under a strict CSP that allows the logo', async () => {
    started.length = 0;
    const res = await app.inject({ url: '/v1/checkout/cs_open' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<p id="merchant" class="merchant">Tienda Sol<\/p>/);
    assert.match(res.body, /&lt;b&gt;Pedido&lt;\/b&gt;/);
    assert.match(res.body, /Gs\. 150\.000/);
    assert.match(res.body, /--brand:#0b6e4f/);
    assert.match(res.body, /id="method-provider_a"/);
    assert.match(res.body, /id="method-transferencia"/);
    assert.deepEqual(started, [], 'showing the selector starts nothing');
    const csp = res.headers['content-security-policy'] as string;
    assert.match(csp, /img-src 'self' data: https:\/\/cdn\.example\.com;/);
    assert.match(csp, /frame-ancestors 'self'/);
  });

  it('a chosen card method embeds our own iframe path, never an absolute or provider URL', async () => {
    const res = await app.inject({ url: '/v1/checkout/cs_open?method=provider_a' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<iframe id="checkout" src="\/v1\/checkout-pages\/tok_1"/);
    assert.match(res.body, /id="other-method"/);
  });

  it('a card attempt carries the server-built failed return: notice hidden, back link, script config', async () => {
    const failed =
      'https://shop.example.com/cancel?status=failed&reference=order-1&checkout_session_id=cs_open';
    const res = await app.inject({ url: '/v1/checkout/cs_open?method=provider_a' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div id="failed" class="notice ko" role="alert" hidden>/);
    assert.ok(res.body.includes(`id="failed-back" class="button" href="${failed.replaceAll('&', '&amp;')}"`));
    assert.ok(res.body.includes(`"failedUrl":"${failed.replaceAll('&', '\\u0026')}"`));
    assert.match(res.body, /"redirectDelayMs":5000/);
    const plain = await app.inject({ url: '/v1/checkout/cs_nocancel?method=provider_a' });
    assert.match(
      plain.body,
      /id="failed-back" class="button" href="https:\/\/shop\.example\.com\/ok\?status=failed&amp;reference=order-1&amp;checkout_session_id=cs_nocancel"/,
    );
  });

  it('a single method skips the selector', async () => {
    started.length = 0;
    const res = await app.inject({ url: '/v1/checkout/cs_one' });
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(res.body, /id="methods"/);
    assert.match(res.body, /id="bank-accounts"/);
    assert.deepEqual(started, [{ id: 'cs_one', method: 'transferencia' }]);
  });

  it('with under 60 s left the card is disabled and never started', async () => {
    started.length = 0;
    const page = await app.inject({ url: '/v1/checkout/cs_late' });
    assert.match(page.body, /id="method-provider_a" data-card disabled/);
    const asked = await app.inject({ url: '/v1/checkout/cs_late?method=provider_a' });
    assert.equal(asked.statusCode, 200);
    assert.match(asked.body, /id="problem"/);
    assert.deepEqual(started, []);
  });

  it('a closed session is 410: completed points to success_url, expired to cancel_url', async () => {
    const done = await app.inject({ url: '/v1/checkout/cs_done' });
    assert.equal(done.statusCode, 410);
    assert.match(
      done.body,
      /href="https:\/\/shop\.example\.com\/ok\?status=completed&amp;reference=order-1&amp;checkout_session_id=cs_done"/,
    );
    for (const id of ['cs_gone', 'cs_due']) {
      const gone = await app.inject({ url: `/v1/checkout/${id}?method=provider_a` });
      assert.equal(gone.statusCode, 410);
      assert.match(gone.body, /cancel\?status=expired&amp;reference=order-1/);
    }
  });

  it('unknown ids are 404 without asking; sessions down is 503', async () => {
    assert.equal((await app.inject({ url: '/v1/checkout/nope' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/v1/checkout/cs_missing' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/v1/checkout/cs_down' })).statusCode, 503);
  });
});
