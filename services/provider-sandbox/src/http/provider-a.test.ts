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

const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  merchant_reference: `pay_a_${++sequence}`,
  amount: 150000,
  currency: 'PYG',
  customer: {
    id: 'cust_1',
    name: 'Ana',
    lastname: 'Benítez',
    email: 'ana@example.com',
    phone: '+595981000000',
  },
  callback_url: receiver.url,
  expires_at: new Date(sandbox.clock.now().getTime() + 15 * 60_000).toISOString(),
  ...overrides,
});

async function newSession(overrides: Record<string, unknown> = {}) {
  const body = sessionBody(overrides);
  const created = await callApi(`${sandbox.a}/sessions`, body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const sessionId = String(created.body['session_id']);
  return {
    reference: body.merchant_reference,
    sessionId,
    formUrl: `${sandbox.a}${created.body['form_path']}`,
  };
}

const callbacksFor = (reference: string) =>
  receiver.received.filter((callback) => callback.body['merchant_reference'] === reference);

async function payWith(number: string, formUrl: string): Promise<Page> {
  return submit(await open(formUrl), card(number));
}

describe('provider_a session creation', () => {
  it('answers 201 with the session, integrity token, validate URL and form path', async () => {
    const created = await callApi(`${sandbox.a}/sessions`, sessionBody());
    assert.equal(created.status, 201);
    const id = String(created.body['session_id']);
    assert.match(id, /^pas_[0-9A-Za-z]{24}$/);
    assert.match(String(created.body['integrity_token']), /^[0-9a-f]{64}$/);
    assert.equal(created.body['validate_url'], `${sandbox.a}/sessions/${id}/validate`);
    assert.equal(created.body['form_path'], `/form/${id}`);
  });

  it('refuses amounts over the limit and other currencies with 400', async () => {
    const over = await callApi(`${sandbox.a}/sessions`, sessionBody({ amount: 100_000_001 }));
    assert.deepEqual(over, {
      status: 400,
      body: { error: { message: 'amount exceeds the per-transaction limit' } },
    });
    const usd = await callApi(`${sandbox.a}/sessions`, sessionBody({ currency: 'USD' }));
    assert.deepEqual(usd, { status: 400, body: { error: { message: 'currency not supported' } } });
  });

  it('simulates an outage with 503 for 5000013', async () => {
    const down = await callApi(`${sandbox.a}/sessions`, sessionBody({ amount: 5_000_013 }));
    assert.equal(down.status, 503);
    assert.ok((down.body['error'] as { message: string }).message);
  });

  it('refuses malformed bodies with 400 naming the field', async () => {
    const bad = await callApi(`${sandbox.a}/sessions`, sessionBody({ amount: 10.5 }));
    assert.equal(bad.status, 400);
    assert.match((bad.body['error'] as { message: string }).message, /^amount: /);
  });

  it('requires a bearer key', async () => {
    const anonymous = await callApi(`${sandbox.a}/sessions`, sessionBody(), { key: null });
    assert.equal(anonymous.status, 401);
  });
});

describe('provider_a card form', () => {
  it('serves a self-contained Spanish form with stable field names and relative URLs', async () => {
    const { sessionId, formUrl } = await newSession();
    const page = await open(formUrl);
    assert.equal(page.status, 200);
    assert.equal(pageKind(page), 'form');
    for (const field of ['number', 'exp_month', 'exp_year', 'cvc']) {
      assert.match(page.html, new RegExp(`<input id="${field}" name="${field}"`));
    }
    assert.match(page.html, /Número de tarjeta/);
    assert.match(page.html, /<button id="pay" type="submit">Pagar<\/button>/);
    assert.match(page.html, /Gs\.\s150\.000/);
    assert.match(page.html, new RegExp(`action="${sessionId}/pay"`));
    assert.doesNotMatch(page.html, /(src|href)="(https?:)?\/\//, 'no external resources');
  });

  it('answers 404 with a page for an unknown session', async () => {
    const page = await open(`${sandbox.a}/form/pas_unknown`);
    assert.equal(page.status, 404);
    assert.equal(pageKind(page), 'not-found');
  });

  it('sends a malformed form back with 422 and no attempt', async () => {
    const { reference, formUrl } = await newSession();
    const page = await submit(await open(formUrl), card('4111', { cvc: '1' }));
    assert.equal(page.status, 422);
    assert.equal(pageKind(page), 'form');
    assert.match(page.html, /role="alert"/);
    assert.equal(callbacksFor(reference).length, 0);
  });
});

describe('provider_a payments through the form', () => {
  it('approves 4111 and delivers a signed callback before the result page', async () => {
    const { reference, sessionId, formUrl } = await newSession();
    const page = await payWith('4111 1111 1111 1111', formUrl);
    // The page only renders after the callback was answered.
    const callbacks = callbacksFor(reference);
    assert.equal(callbacks.length, 1);
    const [callback] = callbacks;
    assert.equal(
      callback!.headers['x-provider-signature'],
      signBody(
        SECRETS.provider_a,
        callback!.raw,
        signedAt(String(callback?.headers['x-provider-signature'])),
      ),
    );
    assert.deepEqual(Object.keys(callback!.body), [
      'type',
      'session_id',
      'merchant_reference',
      'attempt',
      'status',
      'reason',
      'operation_number',
      'authorization_number',
      'response_code',
    ]);
    assert.equal(callback!.body['type'], 'payment');
    assert.equal(callback!.body['session_id'], sessionId);
    assert.equal(callback!.body['attempt'], 1);
    assert.equal(callback!.body['status'], 'approved');
    assert.equal(callback!.body['reason'], null);
    assert.equal(callback!.body['response_code'], '00');
    assert.match(String(callback!.body['operation_number']), /^\d{12}$/);
    assert.match(String(callback!.body['authorization_number']), /^\d{6}$/);

    assert.equal(page.status, 200);
    assert.equal(resultOf(page), 'approved');
    assert.match(page.html, /Pago aprobado/);
    assert.deepEqual(postedMessage(page), {
      source: 'provider-sandbox',
      session_id: sessionId,
      status: 'approved',
      reason: null,
    });
    assert.equal(retryLink(page), undefined, 'nothing to retry after an approval');
  });

  for (const [number, reason, code] of [
    ['4000000000000002', 'card_declined', '05'],
    ['4000000000009995', 'insufficient_funds', '51'],
    ['4000000000000341', 'card_declined', '05'],
    ['4242424242424242', 'card_declined', '05'],
  ] as const) {
    it(`declines ${number} as ${reason}`, async () => {
      const { reference, sessionId, formUrl } = await newSession();
      const page = await payWith(number, formUrl);
      assert.equal(resultOf(page), 'declined');
      assert.match(page.html, /Pago rechazado/);
      assert.deepEqual(postedMessage(page), {
        source: 'provider-sandbox',
        session_id: sessionId,
        status: 'declined',
        reason,
      });
      const [callback] = callbacksFor(reference);
      assert.equal(callback?.body['status'], 'declined');
      assert.equal(callback?.body['reason'], reason);
      assert.equal(callback?.body['response_code'], code);
      assert.equal(callback?.body['authorization_number'], null);
      assert.equal(retryLink(page), formUrl);
    });
  }

  it('declines an expired card', async () => {
    const { reference, formUrl } = await newSession();
    const page = await submit(
      await open(formUrl),
      card('4111111111111111', { exp_month: '5', exp_year: '26' }),
    );
    assert.equal(resultOf(page), 'declined');
    assert.equal(callbacksFor(reference)[0]?.body['reason'], 'card_declined');
  });

  it('runs 3DS for 4000 0027 6000 3184: 123456 approves', async () => {
    const { reference, formUrl } = await newSession();
    const challenge = await payWith('4000002760003184', formUrl);
    assert.equal(pageKind(challenge), 'challenge');
    assert.match(challenge.html, /<input id="code" name="code"/);
    assert.match(challenge.html, /<button id="verify" type="submit">/);
    assert.equal(callbacksFor(reference).length, 0, 'no decision before the code');
    const page = await submit(challenge, { code: '123456' });
    assert.equal(resultOf(page), 'approved');
    const callbacks = callbacksFor(reference);
    assert.equal(callbacks.length, 1);
    assert.equal(callbacks[0]?.body['status'], 'approved');
  });

  it('runs 3DS for 4000 0027 6000 3184: a wrong code declines 3ds_failed', async () => {
    const { reference, formUrl } = await newSession();
    const page = await submit(await payWith('4000002760003184', formUrl), { code: '654321' });
    assert.equal(resultOf(page), 'declined');
    assert.equal(postedMessage(page)['reason'], '3ds_failed');
    const [callback] = callbacksFor(reference);
    assert.equal(callback?.body['reason'], '3ds_failed');
    assert.equal(callback?.body['response_code'], 'N7');
  });

  it('sends a 3DS code without a pending challenge back to the form', async () => {
    const { reference, sessionId } = await newSession();
    const response = await fetch(`${sandbox.a}/form/${sessionId}/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=123456',
    });
    assert.equal(response.status, 422);
    assert.match(await response.text(), /data-page="form"/);
    assert.equal(callbacksFor(reference).length, 0);
  });

  it('lets the buyer retry after a decline: attempt 2 approved, then the session is closed', async () => {
    const { reference, formUrl } = await newSession();
    const declined = await payWith('4000000000000002', formUrl);
    const retryUrl = retryLink(declined);
    assert.ok(retryUrl);
    const approved = await submit(await open(retryUrl), card('4111111111111111'));
    assert.equal(resultOf(approved), 'approved');
    const attempts = callbacksFor(reference).map((callback) => [
      callback.body['attempt'],
      callback.body['status'],
    ]);
    assert.deepEqual(attempts, [
      [1, 'declined'],
      [2, 'approved'],
    ]);
    const first = callbacksFor(reference)[0]!.body['operation_number'];
    assert.notEqual(first, callbacksFor(reference)[1]!.body['operation_number']);

    // Once approved, the form shows the approval and takes no further payment.
    const reopened = await open(formUrl);
    assert.equal(resultOf(reopened), 'approved');
    const again = await fetch(`${formUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(card('4111111111111111')).toString(),
    });
    assert.match(await again.text(), /data-result="approved"/);
    assert.equal(callbacksFor(reference).length, 2);
  });

  it('takes one payment when the buyer double-submits', async () => {
    const { reference, formUrl } = await newSession();
    const form = await open(formUrl);
    const pages = await Promise.all([1, 2, 3].map(() => submit(form, card('4111111111111111'))));
    assert.deepEqual(pages.map(resultOf), ['approved', 'approved', 'approved']);
    const callbacks = callbacksFor(reference);
    assert.equal(callbacks.length, 1);
    assert.equal(callbacks[0]?.body['attempt'], 1);
  });

  it('numbers concurrent declined attempts without gaps or repeats', async () => {
    const { reference, formUrl } = await newSession();
    const form = await open(formUrl);
    await Promise.all([1, 2, 3].map(() => submit(form, card('4000000000000002'))));
    assert.deepEqual(
      callbacksFor(reference).map((callback) => callback.body['attempt']),
      [1, 2, 3],
    );
  });

  it('redirects a GET on a step URL back to the form', async () => {
    const { formUrl } = await newSession();
    const response = await fetch(`${formUrl}/pay`, { redirect: 'manual' });
    assert.equal(response.status, 303);
    assert.equal(new URL(response.headers.get('location')!, `${formUrl}/pay`).toString(), formUrl);
  });
});

describe('provider_a session expiry', () => {
  it('shows "expired" and accepts nothing once expires_at has passed', async () => {
    const { reference, sessionId, formUrl } = await newSession();
    const form = await open(formUrl);
    const challenge = await payWith('4000002760003184', formUrl);
    sandbox.clock.advance(16 * 60_000);
    try {
      const expired = await open(formUrl);
      assert.equal(expired.status, 410);
      assert.equal(pageKind(expired), 'expired');
      assert.match(expired.html, /La sesión expiró/);
      const late = await submit(form, card('4111111111111111'));
      assert.equal(late.status, 410);
      const lateCode = await submit(challenge, { code: '123456' });
      assert.equal(lateCode.status, 410);
      assert.equal(callbacksFor(reference).length, 0);
      const validated = await callApi(`${sandbox.a}/sessions/${sessionId}/validate`);
      assert.equal(validated.body['status'], 'expired');
    } finally {
      sandbox.clock.advance(-16 * 60_000);
    }
  });
});

describe('provider_a validate_url', () => {
  it('reports the session state and the last attempt', async () => {
    const created = await callApi(`${sandbox.a}/sessions`, sessionBody());
    const validateUrl = String(created.body['validate_url']);
    const open1 = await callApi(validateUrl);
    assert.equal(open1.status, 200);
    assert.equal(open1.body['status'], 'open');
    assert.equal(open1.body['last_attempt'], null);
    await payWith('4111111111111111', `${sandbox.a}${created.body['form_path']}`);
    const paid = await callApi(`${validateUrl}?integrity_token=${created.body['integrity_token']}`);
    assert.equal(paid.body['status'], 'approved');
    assert.equal((paid.body['last_attempt'] as Record<string, unknown>)['status'], 'approved');
    const mismatch = await callApi(`${validateUrl}?integrity_token=nope`);
    assert.equal(mismatch.status, 409);
  });
});

describe('provider_a reversals', () => {
  async function approvedOperation() {
    const { reference, formUrl } = await newSession();
    await payWith('4111111111111111', formUrl);
    return String(callbacksFor(reference)[0]!.body['operation_number']);
  }

  it('reverses an approved operation before the cut, and repeats the answer', async () => {
    const operation = await approvedOperation();
    const reversed = await callApi(`${sandbox.a}/reversals`, { operation_number: operation });
    assert.deepEqual(reversed, { status: 200, body: { status: 'reversed', response_code: '00' } });
    const again = await callApi(`${sandbox.a}/reversals`, { operation_number: operation });
    assert.deepEqual(again, reversed);
    const settle = await callApi(`${sandbox.a}/operations/${operation}/settle`, {});
    assert.equal(settle.status, 409);
  });

  it('refuses with 90019 once the operation is settled', async () => {
    const operation = await approvedOperation();
    const settled = await callApi(`${sandbox.a}/operations/${operation}/settle`, {});
    assert.deepEqual(settled, { status: 200, body: { settled: true } });
    const refused = await callApi(`${sandbox.a}/reversals`, { operation_number: operation });
    assert.deepEqual(refused, {
      status: 409,
      body: { error: { message: 'settlement cut passed', response_code: '90019' } },
    });
  });

  it('does not settle provider_a by the calendar', async () => {
    const operation = await approvedOperation();
    sandbox.clock.advance(3 * 24 * 3600_000);
    try {
      const reversed = await callApi(`${sandbox.a}/reversals`, { operation_number: operation });
      assert.equal(reversed.status, 200);
    } finally {
      sandbox.clock.advance(-3 * 24 * 3600_000);
    }
  });

  it('answers 404 for an unknown operation and 409 for a declined one', async () => {
    const unknown = await callApi(`${sandbox.a}/reversals`, { operation_number: '999999999999' });
    assert.equal(unknown.status, 404);
    const { reference, formUrl } = await newSession();
    await payWith('4000000000000002', formUrl);
    const declined = String(callbacksFor(reference)[0]!.body['operation_number']);
    const refused = await callApi(`${sandbox.a}/reversals`, { operation_number: declined });
    assert.equal(refused.status, 409);
    const settleUnknown = await callApi(`${sandbox.a}/operations/999999999999/settle`, {});
    assert.equal(settleUnknown.status, 404);
  });

  it('keeps provider_b operations out of provider_a reversals', async () => {
    const checkout = await callApi(`${sandbox.b}/checkouts`, {
      order_id: `pay_cross_${++sequence}`,
      amount: 1000,
      currency: 'PYG',
      notify_url: receiver.url,
      expires_at: new Date(sandbox.clock.now().getTime() + 60_000).toISOString(),
    });
    await payWith('4111111111111111', `${sandbox.b}${checkout.body['form_path']}`);
    const operation = receiver.received.at(-1)!.body['operation_number'];
    const refused = await callApi(`${sandbox.a}/reversals`, { operation_number: operation });
    assert.equal(refused.status, 404);
  });
});

describe('call log', () => {
  it('records every server-to-server call by merchant reference, including refusals', async () => {
    const reference = `pay_log_${++sequence}`;
    await callApi(`${sandbox.a}/sessions`, sessionBody({ merchant_reference: reference }));
    await callApi(`${sandbox.a}/sessions`, sessionBody({ merchant_reference: reference, amount: 5_000_013 }));
    await callApi(`${sandbox.a}/sessions`, sessionBody({ merchant_reference: reference }), { key: null });
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?merchant_reference=${reference}`);
    const calls = log.body['calls'] as Array<Record<string, unknown>>;
    assert.deepEqual(
      calls.map((call) => [
        call['provider'],
        call['endpoint'],
        call['merchant_reference'],
        call['status_code'],
      ]),
      [
        ['provider_a', 'POST /sessions', reference, 201],
        ['provider_a', 'POST /sessions', reference, 503],
        ['provider_a', 'POST /sessions', reference, 401],
      ],
    );
    assert.ok(calls.every((call) => !Number.isNaN(Date.parse(String(call['at'])))));
  });

  it('filters by provider and rejects an unknown one', async () => {
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?provider=provider_b`);
    const calls = log.body['calls'] as Array<Record<string, unknown>>;
    assert.ok(calls.every((call) => call['provider'] === 'provider_b'));
    const bad = await callApi(`${sandbox.origin}/_sandbox/calls?provider=provider_c`);
    assert.equal(bad.status, 400);
  });
});
