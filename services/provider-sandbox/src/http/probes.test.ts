import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, type Sandbox, startSandbox } from '../testing/sandbox.ts';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(async () => {
  await sandbox.close();
});

describe('probes and unknown paths', () => {
  it('answers healthz and readyz', async () => {
    assert.deepEqual(await callApi(`${sandbox.origin}/healthz`), { status: 200, body: { status: 'ok' } });
    assert.deepEqual(await callApi(`${sandbox.origin}/readyz`), { status: 200, body: { status: 'ready' } });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    assert.deepEqual(await callApi(`${sandbox.a}/nothing`), {
      status: 404,
      body: { error: { message: 'not found' } },
    });
  });

  it('answers a body that is not JSON with 400 in the same shape', async () => {
    const response = await fetch(`${sandbox.a}/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{not json',
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as { error: { message: string } };
    assert.equal(typeof body.error.message, 'string');
  });
});
