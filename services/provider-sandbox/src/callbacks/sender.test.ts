import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { pino } from 'pino';
import { startReceiver } from '../testing/receiver.ts';
import { createCallbackSender } from './sender.ts';
import { signBody, signedAt } from './sign.ts';

const log = pino({ level: 'silent' });

describe('callback sender', () => {
  const receivers: Array<{ close(): Promise<void> }> = [];
  after(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  it('signs the raw body with HMAC-SHA256 hex', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const sender = createCallbackSender({ log, retryDelayMs: 1000, timeoutMs: 2000 });
    const outcome = await sender.send(receiver.url, 'shh', { type: 'payment', amount: 1 });
    assert.deepEqual(outcome, { delivered: true, tries: 1 });
    const [callback] = receiver.received;
    assert.equal(callback?.raw, '{"type":"payment","amount":1}');
    assert.equal(
      callback?.headers['x-provider-signature'],
      signBody('shh', callback.raw, signedAt(String(callback.headers['x-provider-signature']))),
    );
    assert.match(String(callback?.headers['x-provider-signature']), /^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('retries 1 s apart until a 2xx', async () => {
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 204));
    receivers.push(receiver);
    const sender = createCallbackSender({ log, retryDelayMs: 1000, timeoutMs: 2000 });
    const outcome = await sender.send(receiver.url, 'shh', { type: 'payment' });
    assert.deepEqual(outcome, { delivered: true, tries: 3 });
    const [first, second, third] = receiver.received.map((callback) => callback.at);
    assert.ok(second! - first! >= 950 && third! - second! >= 950, 'tries are about a second apart');
    assert.equal(
      new Set(receiver.received.map((callback) => callback.raw)).size,
      1,
      'every try sends the same bytes',
    );
  });

  it('gives up after three tries without throwing', async () => {
    const receiver = await startReceiver(() => 503);
    receivers.push(receiver);
    const sender = createCallbackSender({ log, retryDelayMs: 10, timeoutMs: 2000 });
    assert.deepEqual(await sender.send(receiver.url, 'shh', {}), { delivered: false, tries: 3 });
    assert.equal(receiver.received.length, 3);
  });

  it('survives an unreachable receiver', async () => {
    const sender = createCallbackSender({ log, retryDelayMs: 10, timeoutMs: 500 });
    assert.deepEqual(await sender.send('http://127.0.0.1:1/nowhere', 'shh', {}), {
      delivered: false,
      tries: 3,
    });
  });
});
