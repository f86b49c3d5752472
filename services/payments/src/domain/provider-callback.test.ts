import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { signCallback } from '@gateway/shared/providers/callback-signature.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import { outbox, SCOPE, setupDatabase, type TestDb, type TestDeps, testDeps } from '../testing/fixtures.ts';
import { createPayment } from './create-payment.ts';
import { cancelPayment, simulateProviderResult } from './payment-actions.ts';
import type { Payment } from './payment.ts';
import { handleProviderCallback } from './provider-callback.ts';

let db: TestDb;
let processor: FakeProcessor;
let deps: TestDeps;
let n = 0;
const delivered: { provider: string; body: string; signature: string }[] = [];

before(async () => {
  db = await setupDatabase('payments_callback');
  processor = await startFakeProcessor();
  // The sandbox posts to the edge, which hands the raw body to HandleProviderCallback.
  processor.deliver = async (provider, body, signature) => {
    delivered.push({ provider, body, signature });
    await handleProviderCallback(deps, provider, body, signature);
  };
});

after(async () => {
  await processor.close();
  await db.close();
});

beforeEach(() => {
  deps = testDeps(db, processor);
});

async function card(
  provider: 'provider_a' | 'provider_b' = 'provider_a',
  expiresIn?: number,
): Promise<Payment> {
  const { payment } = await createPayment(deps, SCOPE, {
    provider,
    amount: 99_000n,
    currency: 'PYG',
    reference: `cb-${++n}`,
    targetOrigins: ['https://shop.example.com'],
    expiresIn,
  });
  return payment;
}

const approve = (p: Payment) => simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null });
const decline = (p: Payment, reason = 'insufficient_funds') =>
  simulateProviderResult(deps, SCOPE, p.id, { approved: false, reason });

const eventsOf = async (p: Payment) =>
  (await outbox(db))
    .filter((e) => e.payload['payment_id'] === p.id)
    .map((e) => e.type.replace('payments.payment.', ''));

const code = (c: string) => (err: unknown) => err instanceof AppError && err.code === c;

describe('provider callbacks', () => {
  it('an approval confirms and merges the operation into provider_data', async () => {
    const p = await card();
    const confirmed = await approve(p);
    assert.equal(confirmed.status, 'confirmed');
    assert.ok(confirmed.confirmedAt);
    assert.equal(confirmed.confirmedAfterExpiry, false);
    assert.equal(confirmed.recoveredFromStatus, null);
    const data = JSON.parse(confirmed.providerDataJson!);
    assert.equal(data.session_id, p.providerSessionId, 'the session fields stay');
    assert.match(data.operation_number, /^op_/);
    assert.equal(data.authorization_number, '123456');
    assert.equal(data.response_code, '00');
    assert.equal(confirmed.operationNumber, data.operation_number);
    assert.deepEqual(await eventsOf(p), ['confirmed']);
  });

  it('a repeated callback changes nothing and writes no event', async () => {
    const p = await card();
    await approve(p);
    const last = delivered.at(-1)!;
    const before = await deps.payments.findById(SCOPE, p.id);
    const again = await handleProviderCallback(deps, last.provider, last.body, last.signature);
    assert.deepEqual(again, before);
    assert.deepEqual(await eventsOf(p), ['confirmed']);
  });

  it('concurrent deliveries of one callback apply once', async () => {
    const p = await card('provider_b');
    const body = JSON.stringify({
      type: 'payment',
      checkout_id: p.providerSessionId,
      order_id: p.id,
      attempt: 1,
      status: 'approved',
      reason: null,
      operation_number: 'op_x',
      authorization_number: 'a1',
      response_code: '00',
    });
    const signature = signCallback(processor.secrets.provider_b, body);
    await Promise.all(
      Array.from({ length: 8 }, () => handleProviderCallback(deps, 'provider_b', body, signature)),
    );
    assert.deepEqual(await eventsOf(p), ['confirmed']);
  });

  it('a decline fails the payment; a retry approved in the iframe confirms it late', async () => {
    const p = await card();
    const failed = await decline(p);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.rejectionReason, 'insufficient_funds');
    assert.ok(failed.failedAt);
    const confirmed = await approve(p);
    assert.equal(confirmed.status, 'confirmed');
    assert.equal(confirmed.confirmedAfterExpiry, true);
    assert.equal(confirmed.recoveredFromStatus, 'failed');
    assert.equal(confirmed.rejectionReason, null);
    assert.deepEqual(await eventsOf(p), ['failed', 'confirmed']);
    const [failedEvent] = (await outbox(db)).filter(
      (e) => e.payload['payment_id'] === p.id && e.type === 'payments.payment.failed',
    );
    assert.equal(failedEvent?.payload['rejection_reason'], 'insufficient_funds');
  });

  it('a decline arriving after the confirmation is ignored', async () => {
    const p = await card();
    await approve(p);
    const late = JSON.stringify({
      type: 'payment',
      session_id: p.providerSessionId,
      merchant_reference: p.id,
      attempt: 7,
      status: 'declined',
      reason: 'card_declined',
      operation_number: 'op_late',
      authorization_number: null,
      response_code: '05',
    });
    const after = await handleProviderCallback(
      deps,
      'provider_a',
      late,
      signCallback(processor.secrets.provider_a, late),
    );
    assert.equal(after.status, 'confirmed');
    assert.deepEqual(await eventsOf(p), ['confirmed']);
  });

  it('an approval after the deadline expires the payment first, then confirms it late', async () => {
    const p = await card('provider_b', 60);
    deps.clock.advance(61_000);
    const confirmed = await approve(p);
    assert.equal(confirmed.status, 'confirmed');
    assert.equal(confirmed.recoveredFromStatus, 'expired');
    assert.equal(confirmed.confirmedAfterExpiry, true);
    assert.ok(confirmed.expiredAt);
    assert.deepEqual(await eventsOf(p), ['expired', 'confirmed']);
  });

  it('an approval after a cancel is a late confirmation too: money was taken', async () => {
    const p = await card();
    await cancelPayment(deps, SCOPE, p.id);
    const confirmed = await approve(p);
    assert.equal(confirmed.recoveredFromStatus, 'cancelled');
    assert.deepEqual(await eventsOf(p), ['cancelled', 'confirmed']);
  });

  it('a decline after expiry changes nothing', async () => {
    const p = await card('provider_a', 60);
    deps.clock.advance(60_000);
    const after = await decline(p);
    assert.equal(after.status, 'expired');
    assert.deepEqual(await eventsOf(p), ['expired']);
  });

  it('a bad signature is UNAUTHORIZED and nothing is read', async () => {
    const p = await card();
    const body = JSON.stringify({
      type: 'payment',
      session_id: p.providerSessionId,
      merchant_reference: p.id,
    });
    for (const signature of [
      '',
      'abc',
      signCallback('wrong-secret', body),
      signCallback(processor.secrets.provider_b, body),
    ]) {
      await assert.rejects(handleProviderCallback(deps, 'provider_a', body, signature), code('UNAUTHORIZED'));
    }
    assert.equal((await deps.payments.findById(SCOPE, p.id))?.status, 'pending');
  });

  it('signed nonsense is MALFORMED_REQUEST; an unknown session or provider is NOT_FOUND', async () => {
    const sign = (body: string) => signCallback(processor.secrets.provider_a, body);
    await assert.rejects(
      handleProviderCallback(deps, 'provider_a', '{', sign('{')),
      code('MALFORMED_REQUEST'),
    );
    await assert.rejects(
      handleProviderCallback(deps, 'provider_a', '{}', sign('{}')),
      code('MALFORMED_REQUEST'),
    );
    const ghost = JSON.stringify({
      type: 'payment',
      session_id: 'pas_ghost',
      merchant_reference: 'pay_ghost',
      attempt: 1,
      status: 'approved',
    });
    await assert.rejects(handleProviderCallback(deps, 'provider_a', ghost, sign(ghost)), code('NOT_FOUND'));
    await assert.rejects(
      handleProviderCallback(deps, 'transferencia', ghost, sign(ghost)),
      code('NOT_FOUND'),
    );
  });
});
