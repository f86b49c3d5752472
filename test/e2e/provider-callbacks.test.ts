import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { installationSecrets } from '../../deploy/local/secrets.ts';
import { createPayment, providerA } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
const secrets = installationSecrets(join(import.meta.dirname, '..', '..'));
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Callback merchant');
});

/** What provider_a would send: `t=<unix>,v1=<hex HMAC of "t.body">` with the callback secret. */
function sign(body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secrets.PROVIDER_A_CALLBACK_SECRET).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

const deliver = (body: string, signature: string) =>
  stack.request('POST', '/v1/provider-callbacks/provider_a', {
    rawBody: body,
    headers: { 'content-type': 'application/json', 'x-provider-signature': signature },
  });

test('a correctly signed approval older than five minutes is refused and changes nothing; a fresh one confirms', async () => {
  const created = await createPayment(stack, tenant.testKey, providerA());
  assert.equal(created.status, 201, created.text);
  const payment = created.json.data;
  const body = JSON.stringify({
    type: 'payment',
    attempt: 1,
    status: 'approved',
    session_id: payment.provider_data.session_id,
    merchant_reference: payment.id,
    reason: null,
    operation_number: '000123',
    authorization_number: '654321',
    response_code: '00',
  });

  const replayed = await deliver(body, sign(body, new Date(Date.now() - 6 * 60_000)));
  assert.equal(replayed.status, 401, replayed.text);
  assert.equal(replayed.json.error.code, 'UNAUTHORIZED');
  const fromTheFuture = await deliver(body, sign(body, new Date(Date.now() + 6 * 60_000)));
  assert.equal(fromTheFuture.status, 401, fromTheFuture.text);
  // The body alone, signed the way callbacks were before timestamps, is not a signature.
  const bare = createHmac('sha256', secrets.PROVIDER_A_CALLBACK_SECRET).update(body).digest('hex');
  assert.equal((await deliver(body, bare)).status, 401);
  const still = await stack.request('GET', `/v1/payments/${payment.id}`, { key: tenant.testKey });
  assert.equal(still.json.data.status, 'pending');

  const fresh = await deliver(body, sign(body, new Date()));
  assert.equal(fresh.status, 200, fresh.text);
  const after = await stack.request('GET', `/v1/payments/${payment.id}`, { key: tenant.testKey });
  assert.equal(after.json.data.status, 'confirmed');
});
