import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { card, open, resultOf, submit } from '../testing/browser.ts';
import { type Receiver, startReceiver } from '../testing/receiver.ts';
import { callApi, type Sandbox, startSandbox } from '../testing/sandbox.ts';

const closers: Array<Sandbox | Receiver> = [];
after(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
});

async function payAgainst(receiver: Receiver) {
  const sandbox = await startSandbox({ callbackRetryDelayMs: 1000 });
  closers.push(sandbox);
  const created = await callApi(`${sandbox.a}/sessions`, {
    merchant_reference: 'pay_delivery',
    amount: 1000,
    currency: 'PYG',
    customer: null,
    callback_url: receiver.url,
    expires_at: new Date(sandbox.clock.now().getTime() + 60_000).toISOString(),
  });
  const started = Date.now();
  const page = await submit(await open(`${sandbox.a}${created.body['form_path']}`), card('4111111111111111'));
  return { page, finished: Date.now(), started };
}

describe('callback delivery from the form', { concurrency: true }, () => {
  it('retries a refusing gateway 1 s apart and renders only after the 2xx', async () => {
    const receiver = await startReceiver((n) => (n < 3 ? 502 : 200));
    closers.push(receiver);
    const { page, finished, started } = await payAgainst(receiver);
    assert.equal(receiver.received.length, 3);
    assert.ok(finished >= receiver.received[2]!.at, 'page after the accepted try');
    assert.ok(finished - started >= 1900, 'two one-second pauses');
    assert.equal(resultOf(page), 'approved');
  });

  it('still shows the result when the gateway never accepts', async () => {
    const receiver = await startReceiver(() => 500);
    closers.push(receiver);
    const { page } = await payAgainst(receiver);
    assert.equal(receiver.received.length, 3);
    assert.equal(resultOf(page), 'approved');
  });
});
