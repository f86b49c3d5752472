import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createPayment, providerA, providerB, transferencia, waitForPayment } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Lifecycle merchant');
});

async function create(body: Record<string, unknown>) {
  const res = await createPayment(stack, tenant.testKey, body);
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

const post = (path: string, body?: unknown) => stack.request('POST', path, { key: tenant.testKey, body });

function assertConflict(res: { status: number; json: any }, code: string) {
  assert.equal(res.status, 409, JSON.stringify(res.json));
  assert.equal(res.json.error.code, code);
}

test('cancel applies to pending payments only', async () => {
  const p = await create(transferencia());
  const res = await post(`/v1/payments/${p.id}/cancel`);
  assert.equal(res.status, 200);
  assert.equal(res.json.data.status, 'cancelled');
  assertConflict(await post(`/v1/payments/${p.id}/cancel`), 'INVALID_STATE');
  assert.equal((await post('/v1/payments/pay_doesnotexist/cancel')).status, 404);
});

test('provider approval confirms; reverse before the settlement cut reverses it', async () => {
  const p = await create(providerA());
  const approved = await post(`/v1/test-helpers/payments/${p.id}/approve`);
  assert.equal(approved.status, 200, approved.text);
  assert.equal(approved.json.data.status, 'confirmed');
  assert.ok(approved.json.data.confirmed_at);
  assert.equal(approved.json.data.confirmed_after_expiry, false);
  assert.equal(typeof approved.json.data.provider_data.operation_number, 'string');
  assert.equal(typeof approved.json.data.provider_data.response_code, 'string');
  const reversed = await post(`/v1/payments/${p.id}/reverse`);
  assert.equal(reversed.status, 200, reversed.text);
  assert.equal(reversed.json.data.status, 'reversed');
  assertConflict(await post(`/v1/payments/${p.id}/reverse`), 'INVALID_STATE');
});

test('after the settlement cut a reverse is 409 REVERSAL_WINDOW_CLOSED with provider code 90019', async () => {
  for (const body of [providerA(), providerB()]) {
    const p = await create(body);
    assert.equal((await post(`/v1/test-helpers/payments/${p.id}/approve`)).status, 200);
    assert.equal((await post(`/v1/test-helpers/payments/${p.id}/settle`)).status, 200);
    const res = await post(`/v1/payments/${p.id}/reverse`);
    assertConflict(res, 'REVERSAL_WINDOW_CLOSED');
    assert.equal(res.json.error.details.provider_response_code, '90019');
    const after = await stack.request('GET', `/v1/payments/${p.id}`, { key: tenant.testKey });
    assert.equal(after.json.data.status, 'confirmed');
  }
});

test('provider_b payments reverse the same day', async () => {
  const p = await create(providerB());
  await post(`/v1/test-helpers/payments/${p.id}/approve`);
  const res = await post(`/v1/payments/${p.id}/reverse`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.data.status, 'reversed');
});

test('a decline fails the payment; a later approval (retry in the iframe) confirms it late', async () => {
  const p = await create(providerA());
  const declined = await post(`/v1/test-helpers/payments/${p.id}/decline`, { reason: 'insufficient_funds' });
  assert.equal(declined.status, 200, declined.text);
  assert.equal(declined.json.data.status, 'failed');
  assert.ok(declined.json.data.failed_at);
  assert.ok(declined.json.data.rejection_reason);
  const approved = await post(`/v1/test-helpers/payments/${p.id}/approve`);
  assert.equal(approved.json.data.status, 'confirmed');
  assert.equal(approved.json.data.recovered_from_status, 'failed');
  assert.equal(approved.json.data.confirmed_after_expiry, true);
});

test('the decline helper takes any reason and the payment carries it as rejection_reason', async () => {
  const p = await create(providerB());
  const declined = await post(`/v1/test-helpers/payments/${p.id}/decline`, { reason: 'Tarjeta vencida' });
  assert.equal(declined.status, 200, declined.text);
  assert.equal(declined.json.data.status, 'failed');
  assert.equal(declined.json.data.rejection_reason, 'Tarjeta vencida');
  const plain = await create(providerB());
  const withoutReason = await post(`/v1/test-helpers/payments/${plain.id}/decline`);
  assert.equal(withoutReason.status, 200, withoutReason.text);
  assert.equal(withoutReason.json.data.status, 'failed');
  assert.ok(withoutReason.json.data.rejection_reason);
});

test('the expire helper gives a transfer without a deadline one: now', async () => {
  const p = await create(transferencia());
  assert.equal(p.expires_at, null);
  const expired = await post(`/v1/test-helpers/payments/${p.id}/expire`);
  assert.equal(expired.status, 200, expired.text);
  assert.equal(expired.json.data.status, 'expired');
  assert.equal(expired.json.data.expires_at, expired.json.data.expired_at);
});

test('an expired payment can still be confirmed late, with the recovery fields set', async () => {
  const p = await create(transferencia({ expires_in: 3600 }));
  const expired = await post(`/v1/test-helpers/payments/${p.id}/expire`);
  assert.equal(expired.status, 200, expired.text);
  assert.equal(expired.json.data.status, 'expired');
  assert.ok(expired.json.data.expired_at);
  // Contracts 6: the deadline is reached now, so it is the moment of expiry, not an hour later.
  assert.equal(expired.json.data.expires_at, expired.json.data.expired_at);
  assertConflict(await post(`/v1/payments/${p.id}/cancel`), 'INVALID_STATE');
  assertConflict(await post(`/v1/test-helpers/payments/${p.id}/expire`), 'INVALID_STATE');
  const confirmed = await post(`/v1/payments/${p.id}/confirm`, {
    notes: 'transfer seen in the bank statement',
  });
  assert.equal(confirmed.status, 200, confirmed.text);
  const c = confirmed.json.data;
  assert.equal(c.status, 'confirmed');
  assert.equal(c.confirmed_after_expiry, true);
  assert.equal(c.recovered_from_status, 'expired');
  assert.ok(c.expired_at && c.confirmed_at);
});

test('a cancelled transfer confirmed late cannot be reversed: transfers are irreversible', async () => {
  const p = await create(transferencia());
  await post(`/v1/payments/${p.id}/cancel`);
  const confirmed = await post(`/v1/payments/${p.id}/confirm`);
  assert.equal(confirmed.json.data.status, 'confirmed');
  assert.equal(confirmed.json.data.recovered_from_status, 'cancelled');
  assertConflict(await post(`/v1/payments/${p.id}/reverse`), 'INVALID_STATE');
});

test('confirm and reject need a receipt_uploaded transfer; reject needs a reason', async () => {
  const p = await create(transferencia());
  assertConflict(await post(`/v1/payments/${p.id}/confirm`), 'INVALID_STATE');
  assertConflict(await post(`/v1/payments/${p.id}/reject`, { reason: 'illegible receipt' }), 'INVALID_STATE');
  const noReason = await post(`/v1/payments/${p.id}/reject`, {});
  assert.equal(noReason.status, 422);
  assert.ok(noReason.json.error.details.fields.reason);
  assert.deepEqual(noReason.json.error.details.fields.reason, ['is required']);
});

test('the scheduler expires a pending payment at its deadline; the checkout link is closed after it', async () => {
  const p = await create(providerB({ expires_in: 60 }));
  const page = await fetch(p.checkout.checkout_url);
  assert.equal(page.status, 200);
  const expired = await waitForPayment(stack, tenant.testKey, p.id, (x) => x.status === 'expired', 80_000);
  assert.equal(expired.status, 'expired');
  const lateness = Date.parse(expired.expired_at) - Date.parse(expired.expires_at);
  assert.ok(lateness >= 0 && lateness < 3000, `fired ${lateness} ms after the deadline`);
  const closed = await fetch(p.checkout.checkout_url);
  assert.equal(closed.status, 410);
  const approve = await post(`/v1/test-helpers/payments/${p.id}/approve`);
  assert.equal(
    approve.json.data.status,
    'confirmed',
    'a card approval landing after expiry is a late confirmation',
  );
  assert.equal(approve.json.data.recovered_from_status, 'expired');
});
