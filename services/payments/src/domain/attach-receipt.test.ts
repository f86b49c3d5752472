import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { sql } from 'kysely';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import {
  newPayment,
  OTHER_TENANT,
  outbox,
  SCOPE,
  setupDatabase,
  type TestDb,
  type TestDeps,
  testDeps,
} from '../testing/fixtures.ts';
import { attachReceipt } from './attach-receipt.ts';
import { confirmPayment } from './payment-actions.ts';
import type { Payment } from './payment.ts';

let db: TestDb;
let deps: TestDeps;
let processor: FakeProcessor;

before(async () => {
  db = await setupDatabase('payments_receipts');
  processor = await startFakeProcessor();
  deps = testDeps(db, processor);
});

after(async () => {
  await processor.close();
  await db.close();
});

async function payment(extra: Partial<Payment> = {}): Promise<Payment> {
  const now = deps.clock.now();
  return deps.payments.inTransaction((tx) => tx.insert(newPayment({ createdAt: now, ...extra })));
}

const eventsOf = async (id: string) =>
  (await outbox(db)).filter((e) => e.payload['payment_id'] === id).map((e) => e.type);

const links = async (id: string) =>
  (
    await sql<{
      receipt_id: string;
    }>`SELECT receipt_id FROM payment_receipts WHERE payment_id = ${id} ORDER BY created_at, receipt_id`.execute(
      db.database.db,
    )
  ).rows.map((r) => r.receipt_id);

const code = (expected: string) => (err: unknown) => err instanceof AppError && err.code === expected;

describe('attachReceipt', () => {
  it('moves pending to receipt_uploaded once, appends later receipts, and repeats change nothing', async () => {
    const p = await payment();
    const first = await attachReceipt(deps, SCOPE, p.id, 'rcpt_one');
    assert.equal(first.status, 'receipt_uploaded');
    assert.deepEqual(await eventsOf(p.id), ['payments.payment.receipt_uploaded']);
    assert.equal((await attachReceipt(deps, SCOPE, p.id, 'rcpt_one')).status, 'receipt_uploaded');
    assert.equal((await attachReceipt(deps, SCOPE, p.id, 'rcpt_two')).status, 'receipt_uploaded');
    assert.deepEqual(await eventsOf(p.id), ['payments.payment.receipt_uploaded']);
    assert.deepEqual((await links(p.id)).sort(), ['rcpt_one', 'rcpt_two']);
  });

  it('a receipt already linked is still answered after the payment moved on; a new one is 409', async () => {
    const p = await payment();
    await attachReceipt(deps, SCOPE, p.id, 'rcpt_before_confirm');
    await confirmPayment(deps, SCOPE, p.id, null);
    assert.equal((await attachReceipt(deps, SCOPE, p.id, 'rcpt_before_confirm')).status, 'confirmed');
    await assert.rejects(attachReceipt(deps, SCOPE, p.id, 'rcpt_after_confirm'), code('INVALID_STATE'));
    assert.deepEqual(await links(p.id), ['rcpt_before_confirm']);
  });

  it('card payments and expired transfers are 422 and keep no link; another tenant is 404', async () => {
    const card = await payment({ provider: 'provider_b' });
    await assert.rejects(attachReceipt(deps, SCOPE, card.id, 'rcpt_card'), code('VALIDATION_FAILED'));
    assert.deepEqual(await links(card.id), []);

    const overdue = await payment({ expiresAt: new Date(deps.clock.now().getTime() - 1000) });
    await assert.rejects(attachReceipt(deps, SCOPE, overdue.id, 'rcpt_late'), code('VALIDATION_FAILED'));
    assert.equal((await deps.payments.findById(SCOPE, overdue.id))?.status, 'expired');
    assert.deepEqual(await links(overdue.id), []);

    const mine = await payment();
    await assert.rejects(attachReceipt(deps, OTHER_TENANT, mine.id, 'rcpt_x'), code('NOT_FOUND'));
    assert.equal((await deps.payments.findById(SCOPE, mine.id))?.status, 'pending');
  });
});
