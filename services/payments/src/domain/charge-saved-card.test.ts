import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import {
  countPayments,
  newPayment,
  OTHER_TENANT,
  outbox,
  SCOPE,
  setupDatabase,
  type TestDb,
  type TestDeps,
  testDeps,
} from '../testing/fixtures.ts';
import { CHARGE_GRACE_MS, PROVIDER_UNAVAILABLE } from './charge-saved-card.ts';
import { createPayment } from './create-payment.ts';
import { getPayment } from './queries.ts';
import type { CreatePaymentInput } from './validation.ts';

let db: TestDb;
let processor: FakeProcessor;
let deps: TestDeps;
let n = 0;

const charge = (extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  provider: 'provider_a',
  amount: 120_000n,
  currency: 'PYG',
  reference: `charge-${++n}`,
  targetOrigins: [],
  cardId: 'card_saved',
  ...extra,
});

const isCode = (code: string) => (err: unknown) => err instanceof AppError && err.code === code;

before(async () => {
  db = await setupDatabase('payments_card_charge', 30);
  processor = await startFakeProcessor();
});

after(async () => {
  await processor.close();
  await db.close();
});

beforeEach(() => {
  deps = testDeps(db, processor);
  deps.cards.add({ id: 'card_saved' });
});

/** A charge whose request died between committing the processing row and deciding it. */
function insertStuck(input: CreatePaymentInput) {
  return deps.payments.inTransaction((tx) =>
    tx.insert(
      newPayment({
        id: `pay_stuck_${++n}`,
        reference: input.reference,
        provider: 'provider_a',
        amount: input.amount,
        status: 'processing',
        cardId: 'card_saved',
        createdAt: deps.clock.now(),
      }),
    ),
  );
}

describe('charging a saved card', () => {
  it('an approval is confirmed synchronously, without a deadline, with payment.confirmed', async () => {
    const { payment, created } = await createPayment(deps, SCOPE, charge());
    assert.equal(created, true);
    assert.equal(payment.status, 'confirmed');
    assert.ok(payment.confirmedAt);
    assert.equal(payment.expiresAt, null);
    assert.equal(payment.cardId, 'card_saved');
    assert.equal(payment.operationNumber, '000000000001');
    assert.deepEqual(deps.cards.charges, [payment.id], 'the provider reference is the payment id');
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === payment.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['payments.payment.confirmed'],
    );
    assert.equal(events[0]!.payload['customer_id'], 'saved-customer');
  });

  it("files the card's customer with source card_charge", async () => {
    const { payment } = await createPayment(deps, SCOPE, charge());
    assert.equal(payment.customerExternalId, 'saved-customer');
    assert.equal(deps.customers.upserts, 1);
    assert.deepEqual(JSON.parse(payment.customerDataJson ?? '{}'), { customerId: 'saved-customer' });
  });

  it('a decline is failed with the reason and payment.failed', async () => {
    deps.cards.answer = { status: 'declined', reason: 'card_declined', operationNumber: '000000000002' };
    const { payment } = await createPayment(deps, SCOPE, charge());
    assert.equal(payment.status, 'failed');
    assert.equal(payment.rejectionReason, 'card_declined');
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === payment.id);
    assert.deepEqual(
      events.map((e) => [e.type, e.payload['rejection_reason']]),
      [['payments.payment.failed', 'card_declined']],
    );
  });

  it('a provider that does not answer leaves nothing pending: failed, provider_unavailable', async () => {
    deps.cards.answer = { status: 'unavailable', reason: PROVIDER_UNAVAILABLE, operationNumber: null };
    const first = await createPayment(deps, SCOPE, charge());
    assert.equal(first.payment.status, 'failed');
    assert.equal(first.payment.rejectionReason, PROVIDER_UNAVAILABLE);
    // The cards service itself unreachable (deadline passed) is decided the same way.
    deps.cards.answer = new AppError('UNAVAILABLE', 'deadline exceeded');
    const second = await createPayment(deps, SCOPE, charge());
    assert.equal(second.payment.status, 'failed');
    assert.equal(second.payment.rejectionReason, PROVIDER_UNAVAILABLE);
  });

  it('replays the original with the same body; another amount, currency or card is REFERENCE_ALREADY_USED', async () => {
    deps.cards.add({ id: 'card_other' });
    const input = charge();
    const first = await createPayment(deps, SCOPE, input);
    const again = await createPayment(deps, SCOPE, input);
    assert.equal(again.created, false);
    assert.equal(again.payment.id, first.payment.id);
    for (const change of [
      { amount: 1n },
      { cardId: 'card_other' },
      { cardId: undefined, targetOrigins: ['https://shop.example.com'] },
    ]) {
      await assert.rejects(
        createPayment(deps, SCOPE, { ...input, ...change }),
        isCode('REFERENCE_ALREADY_USED'),
      );
    }
    assert.equal(deps.cards.charges.length, 1);
  });

  it('concurrent identical charges make one payment and one provider charge', async () => {
    deps.cards.delayMs = 150;
    const input = charge();
    const results = await Promise.all(Array.from({ length: 20 }, () => createPayment(deps, SCOPE, input)));
    assert.equal(new Set(results.map((r) => r.payment.id)).size, 1);
    assert.equal(results.filter((r) => r.created).length, 1);
    assert.equal(deps.cards.charges.length, 1);
  });

  it('a charge left processing by a crash is never charged again: a replay past the grace fails it', async () => {
    const input = charge();
    // The request died between committing the processing row and deciding it.
    const stuck = await insertStuck(input);
    const early = await getPayment(deps, SCOPE, stuck.id);
    assert.equal(early.status, 'processing', 'within the grace period it may still be decided');
    deps.clock.advance(CHARGE_GRACE_MS);
    const replayed = await createPayment(deps, SCOPE, input);
    assert.equal(replayed.created, false);
    assert.equal(replayed.payment.id, stuck.id);
    assert.equal(replayed.payment.status, 'failed');
    assert.equal(replayed.payment.rejectionReason, PROVIDER_UNAVAILABLE);
    assert.deepEqual(deps.cards.charges, [], 'the card is not charged a second time');
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === stuck.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['payments.payment.failed'],
    );
  });

  it('reading a charge left processing past the grace period fails it too', async () => {
    const stuck = await insertStuck(charge());
    deps.clock.advance(CHARGE_GRACE_MS);
    const read = await getPayment(deps, SCOPE, stuck.id);
    assert.equal(read.status, 'failed');
    assert.equal(read.rejectionReason, PROVIDER_UNAVAILABLE);
  });

  it('a replay while the charge is in flight waits for its outcome', async () => {
    deps.cards.delayMs = 300;
    const input = charge();
    const first = createPayment(deps, SCOPE, input);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await createPayment(deps, SCOPE, input);
    assert.equal(second.created, false);
    assert.equal(second.payment.status, 'confirmed');
    assert.equal((await first).payment.id, second.payment.id);
    assert.equal(deps.cards.charges.length, 1);
  });

  it('a card deleted while the charge starts fails the payment instead of leaving it processing', async () => {
    deps.cards.answer = new AppError('INVALID_STATE', 'A deleted card cannot be charged.');
    const { payment } = await createPayment(deps, SCOPE, charge());
    assert.equal(payment.status, 'failed');
    assert.equal(payment.rejectionReason, 'card_not_chargeable');
  });

  it('refuses an unknown card, a card that is not registered and another provider, charging nothing', async () => {
    deps.cards.add({ id: 'card_deleted', status: 'deleted' });
    const before = await countPayments(db);
    await assert.rejects(createPayment(deps, SCOPE, charge({ cardId: 'card_nope' })), isCode('NOT_FOUND'));
    await assert.rejects(
      createPayment(deps, SCOPE, charge({ cardId: 'card_deleted' })),
      isCode('INVALID_STATE'),
    );
    await assert.rejects(
      createPayment(deps, SCOPE, charge({ provider: 'provider_b' })),
      isCode('VALIDATION_FAILED'),
    );
    assert.equal(await countPayments(db), before);
    assert.deepEqual(deps.cards.charges, []);
  });

  it('a reference is per tenant: the same reference elsewhere is another charge', async () => {
    const input = charge();
    const a = await createPayment(deps, SCOPE, input);
    const b = await createPayment(deps, OTHER_TENANT, input);
    assert.notEqual(a.payment.id, b.payment.id);
  });
});
