import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OUTBOX_CHANNEL } from '@gateway/shared/events/outbox.ts';
import { newId } from '@gateway/shared/ids.ts';
import type { NewPayment, PaymentRepository } from '../domain/ports.ts';
import { newPayment, setupDatabase, type TestDb } from '../testing/fixtures.ts';
import { createPaymentRepository } from './payment-repository.ts';

let db: TestDb;
let repo: PaymentRepository;

before(async () => {
  db = await setupDatabase('payments_create_statement', 4);
  repo = createPaymentRepository(db.database.db, db.database.pool);
});

after(async () => {
  await db.close();
});

const draft = (expiresAt: Date | null): NewPayment =>
  newPayment({ expiresAt, targetOrigins: ['https://shop.example'], metadataJson: '{"order":"A-1"}' });

test('the prepared create stores every column and returns the row; a taken reference returns none', async () => {
  const payment = draft(new Date(Date.now() + 3_600_000));
  const created = await repo.create(payment, { requestExpiryTimer: true });
  assert.equal(created?.id, payment.id);
  assert.equal(created?.amount, 150_000n);
  assert.deepEqual(created?.targetOrigins, ['https://shop.example']);
  assert.equal(created?.metadataJson, '{"order":"A-1"}');
  assert.equal(created?.expiresAt?.getTime(), payment.expiresAt?.getTime());
  const { rows } = await db.database.pool.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM outbox WHERE payload->>'resource_id' = $1",
    [payment.id],
  );
  assert.equal(rows[0]?.n, '1', 'the timer request is written with the payment');
  assert.equal(await repo.create({ ...payment, id: newId('pay') }, { requestExpiryTimer: true }), null);
  const again = await db.database.pool.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM outbox WHERE payload->>'resource_id' = $1",
    [payment.id],
  );
  assert.equal(again.rows[0]?.n, '1', 'a refused create writes no event');
});

test('a create with a deadline wakes an idle relay once, and sends nothing while events are waiting', async () => {
  const listener = await db.database.pool.connect();
  const wakes: string[] = [];
  listener.on('notification', (n) => wakes.push(n.payload ?? ''));
  await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
  try {
    await db.database.pool.query('UPDATE outbox SET published_at = now() WHERE published_at IS NULL');
    const soon = () => new Date(Date.now() + 3_600_000);
    await repo.create(draft(soon()), { requestExpiryTimer: true });
    await repo.create(draft(soon()), { requestExpiryTimer: true });
    await repo.create(draft(null), { requestExpiryTimer: true });
    // Notifications arrive after commit on the listening connection: give them a moment.
    await listener.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(wakes, ['payments']);
  } finally {
    await listener.query('UNLISTEN *');
    listener.release();
  }
});

test('a column added by a migration while connections hold the prepared create does not break it', async () => {
  // Several creates first, so the statement is prepared on the pool's connections.
  for (let i = 0; i < 4; i++) assert.ok(await repo.create(draft(null), { requestExpiryTimer: true }));
  await db.database.pool.query('ALTER TABLE payments ADD COLUMN added_later text');
  try {
    for (let i = 0; i < 4; i++) {
      assert.ok(await repo.create(draft(new Date(Date.now() + 60_000)), { requestExpiryTimer: true }));
      assert.ok(await repo.create(draft(null), { requestExpiryTimer: true }));
    }
  } finally {
    await db.database.pool.query('ALTER TABLE payments DROP COLUMN added_later');
  }
});
