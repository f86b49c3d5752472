import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { transactionStore } from '../db/payment-repository.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import {
  OTHER_TENANT,
  outbox,
  SCOPE,
  setupDatabase,
  type TestDb,
  type TestDeps,
  testDeps,
} from '../testing/fixtures.ts';
import { changeFor } from './changes.ts';
import { createPayment } from './create-payment.ts';
import {
  cancelPayment,
  confirmPayment,
  expireOnTimer,
  expirePayment,
  rejectPayment,
  reversePayment,
  settlePayment,
  simulateProviderResult,
} from './payment-actions.ts';
import type { Payment, Provider } from './payment.ts';
import { handleProviderCallback } from './provider-callback.ts';
import { resolveCheckoutToken } from './queries.ts';
import { planTransition } from './transitions.ts';

let db: TestDb;
let processor: FakeProcessor;
let deps: TestDeps;
let n = 0;

before(async () => {
  db = await setupDatabase('payments_actions');
  processor = await startFakeProcessor();
  processor.deliver = async (provider, body, signature) => {
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

async function create(provider: Provider, expiresIn?: number): Promise<Payment> {
  const { payment } = await createPayment(deps, SCOPE, {
    provider,
    amount: 120_000n,
    currency: 'PYG',
    reference: `act-${++n}`,
    targetOrigins: ['https://shop.example.com'],
    expiresIn,
    returnUrl: 'myapp://done',
  });
  return payment;
}

async function withReceipt(): Promise<Payment> {
  const p = await create('transferencia');
  const moved = await deps.payments.transition(
    SCOPE,
    p.id,
    changeFor(planTransition(p, 'receipt_uploaded'), deps.clock.now()),
  );
  assert.equal(moved?.status, 'receipt_uploaded');
  return moved;
}

const code = (c: string) => (err: unknown) => err instanceof AppError && err.code === c;
const fieldsOf = (err: unknown) => (err as AppError).details?.['fields'] as Record<string, string[]>;

describe('payment actions', () => {
  it('cancel: pending only; unknown, malformed and foreign ids are NOT_FOUND', async () => {
    const p = await create('transferencia');
    const cancelled = await cancelPayment(deps, SCOPE, p.id);
    assert.equal(cancelled.status, 'cancelled');
    await assert.rejects(cancelPayment(deps, SCOPE, p.id), code('INVALID_STATE'));
    await assert.rejects(cancelPayment(deps, SCOPE, 'pay_doesnotexist'), code('NOT_FOUND'));
    await assert.rejects(cancelPayment(deps, SCOPE, 'nope'), code('NOT_FOUND'));
    const other = await create('transferencia');
    await assert.rejects(cancelPayment(deps, OTHER_TENANT, other.id), code('NOT_FOUND'));
  });

  it('confirm and reject need a receipt; reject needs a reason, checked first', async () => {
    const p = await create('transferencia');
    await assert.rejects(confirmPayment(deps, SCOPE, p.id, null), code('INVALID_STATE'));
    await assert.rejects(rejectPayment(deps, SCOPE, p.id, 'illegible'), code('INVALID_STATE'));
    await assert.rejects(rejectPayment(deps, SCOPE, p.id, '  '), (err: unknown) =>
      Boolean(fieldsOf(err)['reason']),
    );

    const confirmed = await confirmPayment(deps, SCOPE, (await withReceipt()).id, 'seen in the statement');
    assert.equal(confirmed.status, 'confirmed');
    assert.equal(confirmed.confirmedAfterExpiry, false);

    const rejected = await rejectPayment(deps, SCOPE, (await withReceipt()).id, 'illegible receipt');
    assert.equal(rejected.status, 'rejected');
    assert.equal(rejected.rejectionReason, 'illegible receipt');
    assert.ok(rejected.failedAt);
    const [event] = (await outbox(db)).filter((e) => e.payload['payment_id'] === rejected.id).slice(-1);
    assert.equal(event?.type, 'payments.payment.rejected');
    assert.equal(event?.payload['rejection_reason'], 'illegible receipt');
  });

  it('confirm rescues expired and cancelled transfers; card payments are not confirmed by hand', async () => {
    const expired = await create('transferencia', 60);
    deps.clock.advance(60_000);
    const late = await confirmPayment(deps, SCOPE, expired.id, null);
    assert.equal(late.recoveredFromStatus, 'expired');
    assert.equal(late.confirmedAfterExpiry, true);

    const card = await create('provider_a');
    await cancelPayment(deps, SCOPE, card.id);
    await assert.rejects(confirmPayment(deps, SCOPE, card.id, null), code('INVALID_STATE'));
  });

  it('expire: the helper expires a pending payment once, then INVALID_STATE; the timer path is a no-op', async () => {
    const p = await create('transferencia');
    const expired = await expirePayment(deps, SCOPE, p.id);
    assert.equal(expired.status, 'expired');
    assert.deepEqual(expired.expiredAt, deps.clock.now());
    await assert.rejects(expirePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
    await db.database.db
      .transaction()
      .execute((trx) => expireOnTimer(transactionStore(trx), deps.providers, SCOPE, p.id, deps.clock.now()));
    await db.database.db
      .transaction()
      .execute((trx) =>
        expireOnTimer(transactionStore(trx), deps.providers, SCOPE, 'pay_unknown', deps.clock.now()),
      );
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id).map((e) => e.type);
    assert.deepEqual(events, ['payments.payment.expired']);
  });

  const fireTimer = (id: string) =>
    db.database.db
      .transaction()
      .execute((trx) => expireOnTimer(transactionStore(trx), deps.providers, SCOPE, id, deps.clock.now()));

  /** The buyer pays, but the processor's callback never reaches us. */
  async function approvedWithoutCallback(): Promise<Payment> {
    const p = await create('provider_a', 600);
    const deliver = processor.deliver;
    processor.deliver = async () => undefined;
    try {
      await simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null });
    } finally {
      processor.deliver = deliver;
    }
    assert.equal((await deps.payments.findById(SCOPE, p.id))?.status, 'pending');
    return p;
  }

  it('the deadline timer asks the processor first: a paid payment whose callback was lost is confirmed, not expired', async () => {
    const p = await approvedWithoutCallback();
    await fireTimer(p.id);
    const after = await deps.payments.findById(SCOPE, p.id);
    assert.equal(after?.status, 'confirmed');
    assert.equal(after?.confirmedAfterExpiry, false);
    assert.ok(after?.operationNumber);
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id).map((e) => e.type);
    assert.deepEqual(events, ['payments.payment.confirmed'], 'confirmed once, never announced as expired');
  });

  it('a payment already expired on read is still rescued by the timer when the processor approved it', async () => {
    const p = await approvedWithoutCallback();
    await expirePayment(deps, SCOPE, p.id);
    await fireTimer(p.id);
    const after = await deps.payments.findById(SCOPE, p.id);
    assert.equal(after?.status, 'confirmed');
    assert.equal(after?.recoveredFromStatus, 'expired');
  });

  it('an unpaid card payment expires at the deadline; a processor outage retries the timer instead of expiring blind', async () => {
    const p = await create('provider_a', 600);
    processor.lookupDown = true;
    try {
      await assert.rejects(fireTimer(p.id), code('PROVIDER_ERROR'));
    } finally {
      processor.lookupDown = false;
    }
    assert.equal((await deps.payments.findById(SCOPE, p.id))?.status, 'pending');
    await fireTimer(p.id);
    assert.equal((await deps.payments.findById(SCOPE, p.id))?.status, 'expired');
  });

  for (const provider of ['provider_a', 'provider_b'] as const) {
    it(`${provider}: reverse a confirmed payment; after the settlement cut it is REVERSAL_WINDOW_CLOSED`, async () => {
      const p = await create(provider);
      await assert.rejects(reversePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
      await assert.rejects(settlePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
      await simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null });
      const reversed = await reversePayment(deps, SCOPE, p.id);
      assert.equal(reversed.status, 'reversed');
      await assert.rejects(reversePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
      const path = processor.calls.at(-1)?.path;
      assert.equal(path, provider === 'provider_a' ? '/provider-a/reversals' : '/provider-b/refunds');

      const q = await create(provider);
      await simulateProviderResult(deps, SCOPE, q.id, { approved: true, reason: null });
      const settled = await settlePayment(deps, SCOPE, q.id);
      assert.equal(settled.status, 'confirmed');
      await assert.rejects(reversePayment(deps, SCOPE, q.id), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.code, 'REVERSAL_WINDOW_CLOSED');
        assert.equal(err.message, 'The settlement cut has passed; the payment can no longer be reversed.');
        assert.deepEqual(err.details, { provider_response_code: '90019' });
        return true;
      });
      assert.equal((await deps.payments.findById(SCOPE, q.id))?.status, 'confirmed');
      const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id).map((e) => e.type);
      assert.deepEqual(events, ['payments.payment.confirmed', 'payments.payment.reversed']);
    });
  }

  it('a transfer is never reversed, nor settled, nor decided by a provider', async () => {
    const p = await withReceipt();
    await confirmPayment(deps, SCOPE, p.id, null);
    await assert.rejects(reversePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
    await assert.rejects(settlePayment(deps, SCOPE, p.id), code('INVALID_STATE'));
    await assert.rejects(
      simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null }),
      code('INVALID_STATE'),
    );
  });

  it('a provider outage during a reversal is PROVIDER_ERROR and leaves the payment confirmed', async () => {
    const p = await create('provider_a');
    await simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null });
    const broken = {
      ...deps,
      providers: testDeps(db, { ...processor, aUrl: 'http://127.0.0.1:1/x' }).providers,
    };
    await assert.rejects(reversePayment(broken, SCOPE, p.id), code('PROVIDER_ERROR'));
    assert.equal((await deps.payments.findById(SCOPE, p.id))?.status, 'confirmed');
  });

  it('a confirmed payment cannot be decided again', async () => {
    const p = await create('provider_b');
    await simulateProviderResult(deps, SCOPE, p.id, { approved: true, reason: null });
    await assert.rejects(
      simulateProviderResult(deps, SCOPE, p.id, { approved: false, reason: null }),
      code('INVALID_STATE'),
    );
  });

  it('resolves a checkout token for the hosted page', async () => {
    const p = await create('provider_a');
    const view = await resolveCheckoutToken(deps, p.checkout!.token);
    assert.equal(view.payment.id, p.id);
    assert.deepEqual(view.targetOrigins, ['https://shop.example.com']);
    assert.equal(view.returnUrl, 'myapp://done');
    assert.equal(view.cancelUrl, 'myapp://done');
    assert.deepEqual(view.checkoutExpiresAt, p.checkout!.expiresAt);
    assert.equal(view.providerFormUrl, `${processor.aUrl}/form/${p.providerSessionId}`);
    assert.equal(view.merchantName, 'Tienda Test');
    await assert.rejects(resolveCheckoutToken(deps, 'unknown-token'), code('NOT_FOUND'));
    await assert.rejects(resolveCheckoutToken(deps, ''), code('NOT_FOUND'));
  });
});
