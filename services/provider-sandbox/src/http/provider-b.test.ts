import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signBody, signedAt } from '../callbacks/sign.ts';
import { card, open, postedMessage, resultOf, submit } from '../testing/browser.ts';
import { type Receiver, startReceiver } from '../testing/receiver.ts';
import { callApi, SECRETS, type Sandbox, startSandbox } from '../testing/sandbox.ts';

let sandbox: Sandbox;
let receiver: Receiver;
let sequence = 0;

before(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
});

after(async () => {
  await sandbox.close();
  await receiver.close();
});

const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  order_id: `pay_b_${++sequence}`,
  amount: 250000,
  currency: 'PYG',
  notify_url: receiver.url,
  expires_at: new Date(sandbox.clock.now().getTime() + 3600_000).toISOString(),
  ...overrides,
});

const callbacksFor = (orderId: string) =>
  receiver.received.filter((callback) => callback.body['order_id'] === orderId);

async function pay(number: string) {
  const body = checkoutBody();
  const created = await callApi(`${sandbox.b}/checkouts`, body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const page = await submit(await open(`${sandbox.b}${created.body['form_path']}`), card(number));
  return { orderId: body.order_id, checkoutId: String(created.body['checkout_id']), page };
}

describe('provider_b checkouts', () => {
  it('answers 201 with the checkout id and form path', async () => {
    const created = await callApi(`${sandbox.b}/checkouts`, checkoutBody());
    assert.equal(created.status, 201);
    assert.match(String(created.body['checkout_id']), /^pbc_[0-9A-Za-z]{24}$/);
    assert.deepEqual(Object.keys(created.body), ['checkout_id', 'form_path']);
    assert.equal(created.body['form_path'], `/form/${created.body['checkout_id']}`);
  });

  it('refuses like provider_a: 400 over the limit or another currency, 503 for 5000013', async () => {
    assert.equal(
      (await callApi(`${sandbox.b}/checkouts`, checkoutBody({ amount: 100_000_001 }))).status,
      400,
    );
    assert.equal((await callApi(`${sandbox.b}/checkouts`, checkoutBody({ currency: 'BRL' }))).status, 400);
    assert.equal((await callApi(`${sandbox.b}/checkouts`, checkoutBody({ amount: 5_000_013 }))).status, 503);
    assert.equal((await callApi(`${sandbox.b}/checkouts`, checkoutBody(), { key: null })).status, 401);
  });

  it('does not serve provider_b checkouts under provider_a', async () => {
    const created = await callApi(`${sandbox.b}/checkouts`, checkoutBody());
    const page = await open(`${sandbox.a}/form/${created.body['checkout_id']}`);
    assert.equal(page.status, 404);
  });
});

describe('provider_b payments', () => {
  it('approves through the form with its own callback shape and secret', async () => {
    const { orderId, checkoutId, page } = await pay('4111111111111111');
    assert.equal(resultOf(page), 'approved');
    assert.deepEqual(postedMessage(page), {
      source: 'provider-sandbox',
      session_id: checkoutId,
      status: 'approved',
      reason: null,
    });
    const [callback] = callbacksFor(orderId);
    assert.equal(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_b,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.notEqual(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_a,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.deepEqual(Object.keys(callback!.body), [
      'type',
      'checkout_id',
      'order_id',
      'attempt',
      'status',
      'reason',
      'operation_number',
      'authorization_number',
      'response_code',
    ]);
    assert.equal(callback!.body['checkout_id'], checkoutId);
    assert.equal(callback!.body['attempt'], 1);
  });

  it('runs the same 3DS challenge', async () => {
    const { orderId, page } = await pay('4000002760003184');
    const result = await submit(page, { code: '123456' });
    assert.equal(resultOf(result), 'approved');
    assert.equal(callbacksFor(orderId)[0]?.body['status'], 'approved');
  });

  it('declines insufficient funds', async () => {
    const { orderId, page } = await pay('4000000000009995');
    assert.equal(resultOf(page), 'declined');
    assert.equal(callbacksFor(orderId)[0]?.body['response_code'], '51');
  });
});

describe('provider_b refunds (same Asunción day only)', () => {
  async function approvedAt(iso: string) {
    sandbox.clock.set(iso);
    const { orderId } = await pay('4111111111111111');
    return String(callbacksFor(orderId)[0]!.body['operation_number']);
  }

  it('refunds on the same day, up to 23:59 local even though UTC has moved on', async () => {
    const operation = await approvedAt('2026-06-15T13:00:00Z'); // 10:00 in Asunción
    sandbox.clock.set('2026-06-16T02:59:00Z'); // 23:59 in Asunción
    const refunded = await callApi(`${sandbox.b}/refunds`, { operation_number: operation });
    assert.deepEqual(refunded, { status: 200, body: { status: 'reversed', response_code: '00' } });
  });

  it('refuses with 90019 from the next local day', async () => {
    const operation = await approvedAt('2026-06-15T13:00:00Z');
    sandbox.clock.set('2026-06-16T03:00:00Z'); // 00:00 in Asunción
    const refused = await callApi(`${sandbox.b}/refunds`, { operation_number: operation });
    assert.deepEqual(refused, {
      status: 409,
      body: { error: { message: 'settlement cut passed', response_code: '90019' } },
    });
  });

  it('refuses with 90019 after an explicit settle on the same day', async () => {
    const operation = await approvedAt('2026-06-15T13:00:00Z');
    const settled = await callApi(`${sandbox.b}/operations/${operation}/settle`, {});
    assert.deepEqual(settled, { status: 200, body: { settled: true } });
    const refused = await callApi(`${sandbox.b}/refunds`, { operation_number: operation });
    assert.equal(refused.status, 409);
    assert.equal((refused.body['error'] as Record<string, string>)['response_code'], '90019');
  });

  it('answers 404 for an unknown operation and logs refunds under the order id', async () => {
    assert.equal((await callApi(`${sandbox.b}/refunds`, { operation_number: '123' })).status, 404);
    const operation = await approvedAt('2026-06-15T13:00:00Z');
    const orderId = receiver.received.at(-1)!.body['order_id'];
    await callApi(`${sandbox.b}/refunds`, { operation_number: operation });
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?merchant_reference=${orderId}`);
    const endpoints = (log.body['calls'] as Array<Record<string, unknown>>).map((call) => call['endpoint']);
    assert.deepEqual(endpoints, ['POST /checkouts', 'POST /refunds']);
  });
});
