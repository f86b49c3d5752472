// The typed client, generated from the served OpenAPI document, used as a merchant would.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGatewayClient } from '@gateway/client';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Client merchant');
});

test('create, replay, read and list a payment through the typed client', async () => {
  const gateway = createGatewayClient({ baseUrl: stack.baseUrl, apiKey: tenant.testKey });
  const body = {
    provider: 'transferencia' as const,
    amount: 150000,
    currency: 'PYG' as const,
    reference: `client-${Date.now()}`,
    metadata: { order: 'A-1' },
  };
  const created = await gateway.POST('/v1/payments', { body });
  assert.equal(created.response.status, 201);
  const payment = created.data!.data;
  assert.equal(payment.amount, '150000.00');
  assert.equal(payment.status, 'pending');

  const replay = await gateway.POST('/v1/payments', { body });
  assert.equal(replay.response.status, 200);
  assert.equal(replay.data!.data.id, payment.id);

  const read = await gateway.GET('/v1/payments/{id}', { params: { path: { id: payment.id } } });
  assert.deepEqual(read.data!.data.metadata, { order: 'A-1' });

  const list = await gateway.GET('/v1/payments', { params: { query: { reference: body.reference } } });
  assert.deepEqual(
    list.data!.data.map((p) => p.id),
    [payment.id],
  );
});

test('errors come back typed in the envelope', async () => {
  const gateway = createGatewayClient({ baseUrl: stack.baseUrl, apiKey: tenant.testKey });
  const missing = await gateway.GET('/v1/payments/{id}', { params: { path: { id: 'pay_missing' } } });
  assert.equal(missing.response.status, 404);
  assert.equal(missing.error!.error.code, 'NOT_FOUND');
  const anonymous = createGatewayClient({ baseUrl: stack.baseUrl, apiKey: 'sk_test_wrong' });
  const denied = await anonymous.GET('/v1/customers', {});
  assert.equal(denied.response.status, 401);
  assert.equal(denied.error!.error.code, 'UNAUTHORIZED');
});
