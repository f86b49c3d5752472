import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signBody, signedAt } from '../callbacks/sign.ts';
import { open, resultOf } from '../testing/browser.ts';
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

const inAnHour = () => new Date(sandbox.clock.now().getTime() + 3600_000).toISOString();

async function newSession() {
  const reference = `pay_sim_${++sequence}`;
  const created = await callApi(`${sandbox.a}/sessions`, {
    merchant_reference: reference,
    amount: 50000,
    currency: 'PYG',
    customer: null,
    callback_url: receiver.url,
    expires_at: inAnHour(),
  });
  return { reference, sessionId: String(created.body['session_id']) };
}

const simulate = (sessionId: string, body: unknown) =>
  callApi(`${sandbox.a}/sessions/${sessionId}/simulate`, body);
const callbacksFor = (reference: string) =>
  receiver.received.filter((callback) => callback.body['merchant_reference'] === reference);

describe('simulate a provider_a session', () => {
  it('approves like the form: signed callback first, then a reversible operation', async () => {
    const { reference, sessionId } = await newSession();
    const approved = await simulate(sessionId, { status: 'approved' });
    assert.equal(approved.status, 200);
    assert.equal(approved.body['status'], 'approved');
    const [callback] = callbacksFor(reference);
    assert.equal(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_a,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.equal(callback!.body['attempt'], 1);
    assert.equal(callback!.body['operation_number'], approved.body['operation_number']);
    assert.equal(resultOf(await open(`${sandbox.a}/form/${sessionId}`)), 'approved', 'the form shows it too');
    const reversed = await callApi(`${sandbox.a}/reversals`, {
      operation_number: approved.body['operation_number'],
    });
    assert.equal(reversed.status, 200);
  });

  it('declines with the given reason, card_declined by default, and allows a later approval', async () => {
    const { reference, sessionId } = await newSession();
    assert.equal((await simulate(sessionId, { status: 'declined' })).body['status'], 'declined');
    await simulate(sessionId, { status: 'declined', reason: 'insufficient_funds' });
    await simulate(sessionId, { status: 'approved' });
    const outcomes = callbacksFor(reference).map((callback) => [
      callback.body['attempt'],
      callback.body['reason'],
      callback.body['response_code'],
    ]);
    assert.deepEqual(outcomes, [
      [1, 'card_declined', '05'],
      [2, 'insufficient_funds', '51'],
      [3, null, '00'],
    ]);
  });

  it('answers a repeated approval with the first one and refuses a decline after it', async () => {
    const { reference, sessionId } = await newSession();
    const first = await simulate(sessionId, { status: 'approved' });
    const again = await simulate(sessionId, { status: 'approved' });
    assert.deepEqual(again, first);
    assert.equal((await simulate(sessionId, { status: 'declined' })).status, 409);
    assert.equal(callbacksFor(reference).length, 1);
  });

  it('still decides after the session expired, so late approvals can be tested', async () => {
    const { reference, sessionId } = await newSession();
    sandbox.clock.advance(2 * 3600_000);
    try {
      assert.equal((await simulate(sessionId, { status: 'approved' })).status, 200);
      assert.equal(callbacksFor(reference)[0]?.body['status'], 'approved');
    } finally {
      sandbox.clock.advance(-2 * 3600_000);
    }
  });

  it('refuses unknown sessions and contradictory bodies, and stays out of the call log', async () => {
    assert.equal((await simulate('pas_nope', { status: 'approved' })).status, 404);
    const { reference, sessionId } = await newSession();
    assert.equal((await simulate(sessionId, { status: 'approved', reason: 'card_declined' })).status, 400);
    assert.equal((await simulate(sessionId, { status: 'maybe' })).status, 400);
    await simulate(sessionId, { status: 'approved' });
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?merchant_reference=${reference}`);
    const endpoints = (log.body['calls'] as Array<Record<string, unknown>>).map((call) => call['endpoint']);
    assert.deepEqual(endpoints, ['POST /sessions']);
  });
});

describe('simulate a provider_b checkout', () => {
  it('decides through /checkouts/{id}/simulate with the provider_b callback', async () => {
    const orderId = `pay_simb_${++sequence}`;
    const created = await callApi(`${sandbox.b}/checkouts`, {
      order_id: orderId,
      amount: 1000,
      currency: 'PYG',
      notify_url: receiver.url,
      expires_at: inAnHour(),
    });
    const checkoutId = String(created.body['checkout_id']);
    const declined = await callApi(`${sandbox.b}/checkouts/${checkoutId}/simulate`, {
      status: 'declined',
      reason: '3ds_failed',
    });
    assert.equal(declined.status, 200);
    const callback = receiver.received.find((received) => received.body['order_id'] === orderId);
    assert.equal(callback?.body['checkout_id'], checkoutId);
    assert.equal(callback?.body['response_code'], 'N7');
    assert.equal(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_b,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.equal(
      (await callApi(`${sandbox.a}/sessions/${checkoutId}/simulate`, { status: 'approved' })).status,
      404,
    );
  });
});

describe('simulate a registration', () => {
  async function newRegistration() {
    const created = await callApi(`${sandbox.a}/registrations`, {
      customer: {
        id: 'cust_s',
        name: 'Eva',
        lastname: 'Ríos',
        email: 'eva@example.com',
        phone: '+595991000000',
      },
      callback_url: receiver.url,
      expires_at: inAnHour(),
    });
    return String(created.body['registration_id']);
  }
  const cardCallbacks = (id: string) =>
    receiver.received.filter((callback) => callback.body['registration_id'] === id);

  it('registers 4111 by default and the token charges', async () => {
    const id = await newRegistration();
    const registered = await callApi(`${sandbox.a}/registrations/${id}/simulate`, { status: 'registered' });
    assert.equal(registered.status, 200);
    const [callback] = cardCallbacks(id);
    assert.equal(callback?.body['token'], registered.body['token']);
    assert.equal(callback?.body['last_four'], '1111');
    assert.match(String(callback?.body['expires']), /^12\/\d{2}$/);
    const charged = await callApi(`${sandbox.a}/charges`, {
      token: registered.body['token'],
      amount: 1000,
      currency: 'PYG',
      merchant_reference: `pay_simc_${++sequence}`,
    });
    assert.equal(charged.body['status'], 'approved');
  });

  it('saves the chosen test card, so 0341 registers and then declines', async () => {
    const id = await newRegistration();
    const registered = await callApi(`${sandbox.a}/registrations/${id}/simulate`, {
      status: 'registered',
      number: '4000 0000 0000 0341',
    });
    const charged = await callApi(`${sandbox.a}/charges`, {
      token: registered.body['token'],
      amount: 1000,
      currency: 'PYG',
      merchant_reference: `pay_simc_${++sequence}`,
    });
    assert.equal(charged.body['reason'], 'card_declined');
  });

  it('fails with the given reason and then can still register', async () => {
    const id = await newRegistration();
    const failed = await callApi(`${sandbox.a}/registrations/${id}/simulate`, {
      status: 'failed',
      reason: '3ds_failed',
    });
    assert.deepEqual(failed, { status: 200, body: { status: 'failed', token: null } });
    await callApi(`${sandbox.a}/registrations/${id}/simulate`, { status: 'registered' });
    const statuses = cardCallbacks(id).map((callback) => [callback.body['attempt'], callback.body['status']]);
    assert.deepEqual(statuses, [
      [1, 'failed'],
      [2, 'registered'],
    ]);
    assert.equal(
      (await callApi(`${sandbox.a}/registrations/${id}/simulate`, { status: 'failed' })).status,
      409,
    );
    assert.equal(
      (await callApi(`${sandbox.a}/registrations/par_nope/simulate`, { status: 'failed' })).status,
      404,
    );
  });
});
