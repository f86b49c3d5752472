import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, type Sandbox, startSandbox } from '../testing/sandbox.ts';

let sandbox: Sandbox;
let sequence = 0;

before(async () => {
  sandbox = await startSandbox();
});

after(async () => {
  await sandbox.close();
});

const setLatency = (body: unknown) =>
  fetch(`${sandbox.origin}/_sandbox/latency`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const session = (reference: string) =>
  callApi(`${sandbox.a}/sessions`, {
    merchant_reference: reference,
    amount: 50000,
    currency: 'PYG',
    customer: null,
    callback_url: 'http://127.0.0.1:1/cb',
    expires_at: new Date(sandbox.clock.now().getTime() + 3600_000).toISOString(),
  });

describe('PUT /_sandbox/latency', () => {
  it('makes card creates answer late while other calls answer at once, and 0 restores it', async () => {
    const set = await setLatency({ create_ms: 300 });
    assert.equal(set.status, 200);
    assert.deepEqual(await set.json(), { create_ms: 300, amount: null });

    const reference = `pay_slow_${++sequence}`;
    const started = performance.now();
    const pending = session(reference);
    // The call is logged on arrival, before the answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = await callApi(`${sandbox.origin}/_sandbox/calls?merchant_reference=${reference}`);
    assert.equal((log.body['calls'] as unknown[]).length, 1);
    const created = await pending;
    assert.equal(created.status, 201);
    assert.ok(performance.now() - started >= 290, 'answered after the latency');

    const quick = performance.now();
    const validate = await callApi(
      `${sandbox.a}/sessions/${String(created.body['session_id'])}/validate?integrity_token=x`,
    );
    assert.notEqual(validate.status, 500);
    assert.ok(performance.now() - quick < 250, 'other endpoints are not slowed');

    await setLatency({ create_ms: 0 });
    const fast = performance.now();
    assert.equal((await session(`pay_slow_${++sequence}`)).status, 201);
    assert.ok(performance.now() - fast < 250);
  });

  it('with an amount, only creates of that amount answer late', async () => {
    await setLatency({ create_ms: 400, amount: 77_777 });
    const started = performance.now();
    assert.equal((await session(`pay_other_${++sequence}`)).status, 201);
    assert.ok(performance.now() - started < 300, 'another amount answers at once');
    const slow = performance.now();
    const created = await callApi(`${sandbox.b}/checkouts`, {
      order_id: `pay_slow_${++sequence}`,
      amount: 77_777,
      currency: 'PYG',
      notify_url: 'http://127.0.0.1:1/cb',
      expires_at: new Date(sandbox.clock.now().getTime() + 3600_000).toISOString(),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(performance.now() - slow >= 390);
    await setLatency({ create_ms: 0 });
  });

  it('refuses anything but an integer from 0 to 60000', async () => {
    for (const body of [
      {},
      { create_ms: -1 },
      { create_ms: 1.5 },
      { create_ms: 60_001 },
      { create_ms: '5' },
      { create_ms: 5, amount: 0 },
    ]) {
      const res = await setLatency(body);
      assert.equal(res.status, 400, JSON.stringify(body));
    }
  });
});
