import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import {
  countPayments,
  LIVE,
  OTHER_TENANT,
  outbox,
  PUBLIC_BASE_URL,
  SCOPE,
  setupDatabase,
  type TestDb,
  type TestDeps,
  testDeps,
} from '../testing/fixtures.ts';
import { createPayment } from './create-payment.ts';
import type { CreatePaymentInput } from './validation.ts';

let db: TestDb;
let processor: FakeProcessor;
let deps: TestDeps;
let n = 0;

const ORIGIN = 'https://shop.example.com';
const customer = {
  customerId: 'buyer-1',
  name: 'Ana',
  lastname: 'Benítez',
  email: 'ana@x.py',
  phone: '0981',
};

const cardInput = (extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  provider: 'provider_a',
  amount: 250_000n,
  currency: 'PYG',
  reference: `order-${++n}`,
  targetOrigins: [ORIGIN],
  customer,
  ...extra,
});

const transferInput = (extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  provider: 'transferencia',
  amount: 150_000n,
  currency: 'PYG',
  reference: `order-${++n}`,
  targetOrigins: [],
  ...extra,
});

function isCode(code: string) {
  return (err: unknown) => err instanceof AppError && err.code === code;
}

before(async () => {
  db = await setupDatabase('payments_create', 10);
  processor = await startFakeProcessor();
});

after(async () => {
  await processor.close();
  await db.close();
});

beforeEach(() => {
  deps = testDeps(db, processor, 1000);
  processor.createAnswer = { status: 201, delayMs: 0 };
});

describe('createPayment', () => {
  it('50 concurrent creates of one reference make one payment and one provider call', async () => {
    const input = cardInput();
    processor.createAnswer = { status: 201, delayMs: 150 };
    const before = processor.callsTo('/provider-a/sessions');
    const results = await Promise.all(Array.from({ length: 50 }, () => createPayment(deps, SCOPE, input)));
    assert.equal(processor.callsTo('/provider-a/sessions') - before, 1, 'one provider call');
    assert.equal(results.filter((r) => r.created).length, 1);
    const ids = new Set(results.map((r) => r.payment.id));
    assert.equal(ids.size, 1);
    // Every replay is the stored row: identical to what the winner returned.
    const winner = results.find((r) => r.created)!.payment;
    for (const r of results) assert.deepEqual(r.payment, winner);
    const found = await deps.payments.findByReference(SCOPE, input.reference);
    assert.equal(found?.id, winner.id);
  });

  it('card creates waiting on the processor hold no connection: a transfer still goes through at once', async () => {
    // Slow enough that a transfer waiting for one of them could not finish first, even on a busy machine.
    processor.createAnswer = { status: 201, delayMs: 1500 };
    const patient = { ...deps, providers: testDeps(db, processor, 10_000).providers };
    // More slow creates than the pool has connections (10).
    const cards = Array.from({ length: 25 }, () =>
      createPayment(patient, SCOPE, cardInput({ provider: 'provider_b', customer: undefined })).then(() =>
        performance.now(),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const transfer = await createPayment(deps, SCOPE, transferInput());
    const transferDone = performance.now();
    assert.equal(transfer.created, true);
    const cardsDone = await Promise.all(cards);
    assert.ok(
      transferDone < Math.min(...cardsDone),
      'the transfer answered before any card create, so it waited for none of them',
    );
  });

  it('a create that died during its processor call is finished by the next request with the reference', async () => {
    const input = cardInput({ provider: 'provider_b', customer: undefined });
    // What a crash between the insert and the processor's answer leaves: a row whose lease ran out.
    processor.createAnswer = { status: 201, delayMs: 300 };
    const dying = { ...deps, providerLeaseMs: 50, providers: testDeps(db, processor, 10_000).providers };
    const first = createPayment(dying, SCOPE, input);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stalled = await deps.payments.findByReference(SCOPE, input.reference);
    assert.ok(stalled?.providerCallUntil, 'the row is committed with a lease before the processor answers');
    assert.equal(stalled.providerSessionId, null);
    await first;
    // Rewind as if the first request had died before recording the answer.
    await db.database.pool.query(
      'UPDATE payments SET provider_session_id = NULL, provider_form_path = NULL, provider_call_until = $2 WHERE id = $1',
      [stalled.id, new Date(deps.clock.now().getTime() - 1000)],
    );
    processor.createAnswer = { status: 201, delayMs: 0 };
    const calls = processor.callsTo('/provider-b/checkouts');
    const recovered = await createPayment(deps, SCOPE, input);
    assert.equal(recovered.created, false);
    assert.equal(recovered.payment.id, stalled.id);
    assert.ok(recovered.payment.providerSessionId, 'the session is attached');
    assert.equal(recovered.payment.providerCallUntil, null);
    assert.equal(processor.callsTo('/provider-b/checkouts') - calls, 1);
    const again = await createPayment(deps, SCOPE, input);
    assert.deepEqual(again.payment, recovered.payment);
    assert.equal(processor.callsTo('/provider-b/checkouts') - calls, 1, 'a finished create is only replayed');
  });

  it('while the card processors are sandboxes closed to live keys, a live card create is FORBIDDEN and stores nothing', async () => {
    const closed = { ...deps, liveCardProcessing: false };
    const calls = processor.callsTo('/provider-a/sessions');
    const stored = await countPayments(db);
    for (const input of [cardInput(), cardInput({ provider: 'provider_b', customer: undefined })]) {
      await assert.rejects(createPayment(closed, LIVE, input), isCode('FORBIDDEN'));
    }
    assert.equal(processor.callsTo('/provider-a/sessions'), calls);
    assert.equal(await countPayments(db), stored);
    // Test keys and live transfers are not card processing through a sandbox.
    assert.equal((await createPayment(closed, SCOPE, cardInput())).created, true);
    assert.equal((await createPayment(closed, LIVE, transferInput())).created, true);
  });

  it('a card create returns the checkout block and the raw session fields, stored for replays', async () => {
    const { payment, created } = await createPayment(
      deps,
      SCOPE,
      cardInput({ metadataJson: '{"z":1,"a":[true]}' }),
    );
    assert.equal(created, true);
    assert.equal(payment.status, 'pending');
    assert.ok(payment.checkout?.url.startsWith(`${PUBLIC_BASE_URL}/v1/checkout-pages/`));
    assert.equal(payment.checkout?.token.length, 32);
    const now = deps.clock.now().getTime();
    assert.equal(payment.checkout?.expiresAt.getTime(), now + 15 * 60_000);
    assert.equal(payment.expiresAt?.getTime(), now + 3600_000);
    const data = JSON.parse(payment.providerDataJson!);
    assert.deepEqual(Object.keys(data).sort(), ['integrity_token', 'session_id', 'validate_url']);
    assert.equal(payment.metadataJson, '{"z":1,"a":[true]}', 'metadata comes back byte for byte');
    assert.deepEqual(JSON.parse(payment.customerDataJson!), customer);
    assert.equal(payment.customerId, 'cust_buyer-1');
    assert.equal(payment.customerExternalId, 'buyer-1');

    const session = processor.calls.at(-1)!;
    assert.equal(session.body['merchant_reference'], payment.id);
    assert.deepEqual(session.body['customer'], { id: 'cust_buyer-1', ...withoutId(customer) });
    assert.equal(session.body['callback_url'], `${PUBLIC_BASE_URL}/v1/provider-callbacks/provider_a`);

    const again = await createPayment(deps, SCOPE, cardInput({ reference: payment.reference }));
    assert.equal(again.created, false);
    assert.deepEqual(again.payment, payment);

    const timer = (await outbox(db)).filter((e) => e.type === 'payments.timer.requested').at(-1)!;
    assert.deepEqual(timer.payload, {
      timer_key: `payment-expiry:${payment.id}`,
      fire_at: payment.expiresAt?.toISOString(),
      kind: 'payment.expire',
      resource_id: payment.id,
    });
  });

  it('the checkout link never outlives a short deadline', async () => {
    const { payment } = await createPayment(
      deps,
      SCOPE,
      cardInput({ provider: 'provider_b', expiresIn: 120 }),
    );
    assert.equal(payment.checkout?.expiresAt.getTime(), payment.expiresAt?.getTime());
    assert.equal(payment.providerDataJson, null, 'provider_b has no operation yet');
  });

  it('a transfer snapshots bank accounts and instructions and never expires by default', async () => {
    const { payment } = await createPayment(deps, SCOPE, transferInput());
    assert.equal(payment.expiresAt, null);
    assert.equal(payment.checkout, null);
    assert.deepEqual(JSON.parse(payment.providerDataJson!), {
      bank_accounts: deps.settings.value.bankAccounts,
      instructions: deps.settings.value.instructions,
    });
    const timers = (await outbox(db)).filter((e) => e.payload['resource_id'] === payment.id);
    assert.deepEqual(timers, [], 'no deadline, no timer');
  });

  it('the same reference with a different amount, currency, provider or card_id is REFERENCE_ALREADY_USED', async () => {
    const input = transferInput();
    await createPayment(deps, SCOPE, input);
    for (const change of [{ amount: 1n }, { provider: 'provider_b' }, { cardId: 'card_1' }]) {
      await assert.rejects(
        createPayment(deps, SCOPE, { ...input, ...change }),
        isCode('REFERENCE_ALREADY_USED'),
      );
    }
    // On a fresh reference, card_id is refused for any provider but provider_a.
    await assert.rejects(
      createPayment(deps, SCOPE, transferInput({ cardId: 'card_1' })),
      isCode('VALIDATION_FAILED'),
    );
  });

  it('the same reference in another tenant or environment is another operation', async () => {
    const input = transferInput();
    const a = await createPayment(deps, SCOPE, input);
    const b = await createPayment(deps, OTHER_TENANT, input);
    const c = await createPayment(deps, LIVE, input);
    assert.equal(new Set([a.payment.id, b.payment.id, c.payment.id]).size, 3);
  });

  it('a provider refusal stores a failed payment with its message, no checkout link and payment.failed; it replays as failed', async () => {
    processor.createAnswer = { status: 400, delayMs: 0, message: 'amount exceeds the per-transaction limit' };
    const input = cardInput();
    const { payment, created } = await createPayment(deps, SCOPE, input);
    assert.equal(created, true);
    assert.equal(payment.status, 'failed');
    assert.equal(payment.rejectionReason, 'amount exceeds the per-transaction limit');
    assert.ok(payment.failedAt);
    assert.equal(payment.checkout, null, 'no session at the processor, so no checkout link');
    const event = (await outbox(db)).filter((e) => e.payload['payment_id'] === payment.id);
    assert.deepEqual(
      event.map((e) => e.type),
      ['payments.payment.failed'],
    );
    assert.equal(event[0]?.payload['rejection_reason'], payment.rejectionReason);
    processor.createAnswer = { status: 201, delayMs: 0 };
    const replay = await createPayment(deps, SCOPE, input);
    assert.equal(replay.created, false);
    assert.deepEqual(replay.payment, payment);
  });

  for (const [label, answer] of [
    ['a 503', { status: 503, delayMs: 0 }],
    ['a timeout', { status: 201, delayMs: 1500 }],
  ] as const) {
    it(`${label} is PROVIDER_ERROR, stores nothing, and the reference can be retried`, async () => {
      processor.createAnswer = { ...answer };
      const input = cardInput();
      const count = await countPayments(db);
      await assert.rejects(createPayment(deps, SCOPE, input), isCode('PROVIDER_ERROR'));
      assert.equal(await countPayments(db), count);
      processor.createAnswer = { status: 201, delayMs: 0 };
      const retry = await createPayment(deps, SCOPE, input);
      assert.equal(retry.created, true);
    });
  }

  it('a network failure is PROVIDER_ERROR', async () => {
    const broken = {
      ...deps,
      providers: testDeps(db, { ...processor, aUrl: 'http://127.0.0.1:1/x' }).providers,
    };
    await assert.rejects(createPayment(broken, SCOPE, cardInput()), isCode('PROVIDER_ERROR'));
  });

  it('a provider disabled for the tenant is a 422 on provider', async () => {
    deps.settings.value.enabledProviders = ['transferencia'];
    await assert.rejects(createPayment(deps, SCOPE, cardInput()), (err: unknown) => {
      assert.ok(err instanceof AppError && err.code === 'VALIDATION_FAILED');
      assert.ok((err.details as { fields: Record<string, unknown> }).fields['provider']);
      return true;
    });
  });

  it('customer_id must name an existing customer; its snapshot is what was known of it', async () => {
    await assert.rejects(
      createPayment(deps, SCOPE, transferInput({ customerId: 'ghost' })),
      (err: unknown) => {
        assert.ok(err instanceof AppError && err.code === 'VALIDATION_FAILED');
        assert.ok((err.details as { fields: Record<string, unknown> }).fields['customer_id']);
        return true;
      },
    );
    await createPayment(deps, SCOPE, transferInput({ customer: { customerId: 'known', email: 'k@x.py' } }));
    assert.equal(deps.customers.upserts, 1);
    const { payment } = await createPayment(deps, SCOPE, transferInput({ customerId: 'known' }));
    assert.deepEqual(JSON.parse(payment.customerDataJson!), { customerId: 'known', email: 'k@x.py' });
    assert.equal(payment.customerId, 'cust_known');
    assert.equal(deps.customers.upserts, 1, 'customer_id refers, it does not upsert');
  });

  it('checkout-session attempts share the session reference and are never replays', async () => {
    const input = cardInput({ checkoutSessionId: 'cs_1' });
    const first = await createPayment(deps, SCOPE, input);
    const second = await createPayment(deps, SCOPE, { ...input, provider: 'provider_b' });
    assert.notEqual(first.payment.id, second.payment.id);
    assert.equal(second.created, true);
  });

  it('a replay after the deadline shows the payment expired', async () => {
    const input = cardInput({ expiresIn: 60 });
    await createPayment(deps, SCOPE, input);
    deps.clock.advance(60_000);
    const replay = await createPayment(deps, SCOPE, input);
    assert.equal(replay.created, false);
    assert.equal(replay.payment.status, 'expired');
  });
});

function withoutId<T extends { customerId: string }>(value: T): Omit<T, 'customerId'> {
  const { customerId: _id, ...rest } = value;
  return rest;
}
