import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signBody, signedAt } from '../callbacks/sign.ts';
import {
  card,
  open,
  type Page,
  pageKind,
  postedMessage,
  resultOf,
  retryLink,
  submit,
} from '../testing/browser.ts';
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

async function newRegistration() {
  const created = await callApi(`${sandbox.a}/registrations`, {
    customer: {
      id: 'cust_9',
      name: 'Luis',
      lastname: 'Gómez',
      email: 'luis@example.com',
      phone: '+595971000000',
    },
    callback_url: receiver.url,
    expires_at: new Date(sandbox.clock.now().getTime() + 15 * 60_000).toISOString(),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const registrationId = String(created.body['registration_id']);
  assert.equal(created.body['form_path'], `/registration-form/${registrationId}`);
  return { registrationId, formUrl: `${sandbox.a}${created.body['form_path']}` };
}

const callbacksFor = (registrationId: string) =>
  receiver.received.filter((callback) => callback.body['registration_id'] === registrationId);

async function register(number: string, code = '123456'): Promise<{ registrationId: string; page: Page }> {
  const { registrationId, formUrl } = await newRegistration();
  const challenge = await submit(await open(formUrl), card(number, { exp_month: '4', exp_year: '31' }));
  assert.equal(pageKind(challenge), 'challenge', 'registration always asks for 3DS');
  return { registrationId, page: await submit(challenge, { code }) };
}

async function savedToken(number: string): Promise<string> {
  const { registrationId } = await register(number);
  const token = callbacksFor(registrationId)[0]?.body['token'];
  assert.equal(typeof token, 'string');
  return String(token);
}

const charge = (token: string, overrides: Record<string, unknown> = {}) =>
  callApi(`${sandbox.a}/charges`, {
    token,
    amount: 99000,
    currency: 'PYG',
    merchant_reference: `pay_c_${++sequence}`,
    ...overrides,
  });

describe('card registration', () => {
  it('registers 4111 after 3DS and calls back with a signed token', async () => {
    const { registrationId, page } = await register('4111111111111111');
    assert.equal(resultOf(page), 'registered');
    assert.match(page.html, /Tarjeta registrada/);
    assert.deepEqual(postedMessage(page), {
      source: 'provider-sandbox',
      registration_id: registrationId,
      status: 'registered',
      reason: null,
    });
    const [callback] = callbacksFor(registrationId);
    assert.equal(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_a,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.deepEqual(callback!.body, {
      type: 'card',
      registration_id: registrationId,
      attempt: 1,
      status: 'registered',
      reason: null,
      token: callback!.body['token'],
      brand: 'visa',
      last_four: '1111',
      expires: '04/31',
    });
    assert.match(String(callback!.body['token']), /^tok_[0-9A-Za-z]{32}$/);
  });

  it('fails with 3ds_failed on a wrong code, and a retry can still register', async () => {
    const { registrationId, page } = await register('4111111111111111', '000000');
    assert.equal(resultOf(page), 'failed');
    const retry = retryLink(page);
    assert.ok(retry);
    const challenge = await submit(await open(retry), card('4000000000000341'));
    const registered = await submit(challenge, { code: '123456' });
    assert.equal(resultOf(registered), 'registered');
    const outcomes = callbacksFor(registrationId).map((callback) => [
      callback.body['attempt'],
      callback.body['status'],
      callback.body['reason'],
      callback.body['token'] === null,
    ]);
    assert.deepEqual(outcomes, [
      [1, 'failed', '3ds_failed', true],
      [2, 'registered', null, false],
    ]);
  });

  it('refuses a declined card after 3DS', async () => {
    const { registrationId, page } = await register('4000000000000002');
    assert.equal(resultOf(page), 'failed');
    const [callback] = callbacksFor(registrationId);
    assert.equal(callback?.body['reason'], 'card_declined');
    assert.equal(callback?.body['last_four'], '0002');
  });

  it('requires the full customer', async () => {
    const refused = await callApi(`${sandbox.a}/registrations`, {
      customer: { id: 'cust_9' },
      callback_url: receiver.url,
      expires_at: new Date().toISOString(),
    });
    assert.equal(refused.status, 400);
  });
});

describe('charges by token', () => {
  it('approves a saved 4111 and the saved 3DS card without a challenge', async () => {
    for (const number of ['4111111111111111', '4000002760003184']) {
      const charged = await charge(await savedToken(number));
      assert.equal(charged.status, 200);
      assert.equal(charged.body['status'], 'approved', number);
      assert.equal(charged.body['reason'], null);
      assert.equal(charged.body['response_code'], '00');
      assert.match(String(charged.body['operation_number']), /^\d{12}$/);
      assert.match(String(charged.body['authorization_number']), /^\d{6}$/);
    }
  });

  it('declines a saved 0341 as card_declined', async () => {
    const charged = await charge(await savedToken('4000000000000341'));
    assert.deepEqual(
      { ...charged.body, operation_number: 'n' },
      {
        status: 'declined',
        reason: 'card_declined',
        operation_number: 'n',
        authorization_number: null,
        response_code: '05',
      },
    );
  });

  it('applies the magic amounts and the limit', async () => {
    const token = await savedToken('4111111111111111');
    assert.equal((await charge(token, { amount: 100_000_001 })).status, 400);
    assert.equal((await charge(token, { currency: 'USD' })).status, 400);
    assert.equal((await charge(token, { amount: 5_000_013 })).status, 503);
  });

  it('answers 404 for an unknown token', async () => {
    const charged = await charge('tok_nope');
    assert.deepEqual(charged, { status: 404, body: { error: { message: 'unknown token' } } });
  });

  it('charges can be reversed and are logged once per call', async () => {
    const reference = `pay_c_${++sequence}`;
    const charged = await charge(await savedToken('4111111111111111'), { merchant_reference: reference });
    const reversed = await callApi(`${sandbox.a}/reversals`, {
      operation_number: charged.body['operation_number'],
    });
    assert.equal(reversed.status, 200);
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?merchant_reference=${reference}`);
    const endpoints = (log.body['calls'] as Array<Record<string, unknown>>).map((call) => call['endpoint']);
    assert.deepEqual(endpoints, ['POST /charges', 'POST /reversals']);
  });
});
