import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newId } from '@gateway/shared/ids.ts';
import { sql } from 'kysely';
import { changeFor } from '../domain/changes.ts';
import { loadPayment } from '../domain/load.ts';
import type { Payment } from '../domain/payment.ts';
import type { NewPayment, PaymentRepository } from '../domain/ports.ts';
import { listPayments } from '../domain/queries.ts';
import { planTransition } from '../domain/transitions.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import {
  newPayment,
  OTHER_TENANT,
  outbox,
  SCOPE,
  setupDatabase,
  type TestDb,
  testDeps,
} from '../testing/fixtures.ts';
import { createPaymentRepository, escapeLike } from './payment-repository.ts';

let db: TestDb;
let repo: PaymentRepository;
let processor: FakeProcessor;
const T0 = new Date('2026-03-10T15:00:00.000Z');

before(async () => {
  db = await setupDatabase('payments_repo');
  repo = createPaymentRepository(db.database.db, db.database.pool);
  processor = await startFakeProcessor();
});

after(async () => {
  await processor.close();
  await db.close();
});

const draft = (extra: Partial<NewPayment> = {}): NewPayment => newPayment({ createdAt: T0, ...extra });

const insert = (extra: Partial<NewPayment> = {}): Promise<Payment> =>
  repo.inTransaction((tx) => tx.insert(draft(extra)));

const change = (payment: Payment, trigger: Parameters<typeof planTransition>[1], at = T0) =>
  changeFor(planTransition(payment, trigger), at);

describe('payment repository', () => {
  it('of two concurrent transitions from pending exactly one wins, and only its event is written', async () => {
    for (let round = 0; round < 20; round++) {
      const p = await insert();
      const results = await Promise.all([
        repo.transition(SCOPE, p.id, change(p, 'cancel')),
        repo.transition(SCOPE, p.id, change(p, 'deadline_reached')),
      ]);
      const winners = results.filter((r) => r !== null);
      assert.equal(winners.length, 1, `round ${round}`);
      const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id);
      assert.equal(events.length, 1);
      assert.equal(events[0]?.type, `payments.payment.${winners[0]?.status}`);
    }
  });

  it('the same transition twice concurrently applies once', async () => {
    const p = await insert();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => repo.transition(SCOPE, p.id, change(p, 'cancel'))),
    );
    assert.equal(results.filter((r) => r !== null).length, 1);
  });

  it('expiring sets expires_at to the moment of expiry unless the deadline came earlier', async () => {
    const at = new Date(T0.getTime() + 60_000);
    const expire = async (expiresAt: Date | null) => {
      const p = await insert({ expiresAt });
      return (await repo.transition(SCOPE, p.id, change(p, 'deadline_reached', at)))?.expiresAt;
    };
    assert.deepEqual(await expire(null), at, 'no deadline: this moment');
    assert.deepEqual(await expire(new Date(at.getTime() + 3_600_000)), at, 'a later deadline: this moment');
    const earlier = new Date(at.getTime() - 30_000);
    assert.deepEqual(await expire(earlier), earlier, 'an earlier deadline stays');
  });

  it('a late confirmation records the state it rescued, computed at update time', async () => {
    const p = await insert();
    const expired = await repo.transition(SCOPE, p.id, change(p, 'deadline_reached'));
    assert.equal(expired?.status, 'expired');
    assert.deepEqual(expired?.expiredAt, T0);
    const later = new Date(T0.getTime() + 5000);
    const confirmed = await repo.transition(SCOPE, p.id, change(expired!, 'confirm', later));
    assert.equal(confirmed?.status, 'confirmed');
    assert.equal(confirmed?.confirmedAfterExpiry, true);
    assert.equal(confirmed?.recoveredFromStatus, 'expired');
    assert.deepEqual(confirmed?.confirmedAt, later);
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['payments.payment.expired', 'payments.payment.confirmed'],
    );
    assert.equal(events[1]?.payload['recovered_from_status'], 'expired');
    assert.equal(events[1]?.payload['confirmed_after_expiry'], true);
  });

  it('a transition never touches another tenant or environment', async () => {
    const p = await insert();
    assert.equal(await repo.transition(OTHER_TENANT, p.id, change(p, 'cancel')), null);
    assert.equal(await repo.findById(OTHER_TENANT, p.id), null);
    assert.equal(await repo.findById({ ...SCOPE, environment: 'live' }, p.id), null);
    assert.equal((await repo.findById(SCOPE, p.id))?.status, 'pending');
  });

  it('lazy expiry: reading a pending payment past its deadline expires it first, once', async () => {
    const deps = { ...testDeps(db, processor), payments: repo };
    deps.clock.set(T0);
    const p = await insert({ expiresAt: new Date(T0.getTime() + 60_000) });
    assert.equal((await loadPayment(deps, SCOPE, p.id)).status, 'pending');
    deps.clock.advance(60_000);
    const [a, b] = await Promise.all([loadPayment(deps, SCOPE, p.id), loadPayment(deps, SCOPE, p.id)]);
    assert.equal(a.status, 'expired');
    assert.equal(b.status, 'expired');
    assert.deepEqual(a.expiredAt, deps.clock.now());
    const events = (await outbox(db)).filter((e) => e.payload['payment_id'] === p.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['payments.payment.expired'],
    );
  });

  it('metadata and customer data come back exactly as stored', async () => {
    const metadata = '{"z": 1, "a": {"big": 12345678901234567890, "s": "ñ"}}';
    const p = await insert({ metadataJson: metadata, customerDataJson: '{"customerId":"c","name":"Ana"}' });
    const read = await repo.findById(SCOPE, p.id);
    assert.equal(read?.metadataJson, metadata);
    assert.equal(read?.customerDataJson, '{"customerId":"c","name":"Ana"}');
  });

  it('one payment whose expiry cannot be written never fails the list or the other payments', async () => {
    const scope = { tenantId: 'ten_poison', environment: 'test' as const };
    const deadline = new Date(T0.getTime() + 60_000);
    const legacy = await insert({
      ...scope,
      reference: 'legacy-nul',
      expiresAt: deadline,
      // Accepted by the json column before the edge refused it; jsonb and UTF-8 consumers refuse it.
      metadataJson: '{"nul":"\\u0000","k\\u0000":"\\ud800"}',
    });
    const refused = await insert({ ...scope, reference: 'refused-by-outbox', expiresAt: deadline });
    const fine = await insert({ ...scope, reference: 'fine', expiresAt: deadline });
    // A fault no sanitising can prevent: the outbox refuses this one payment's events.
    await sql`
      CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.payload->>'reference' = 'refused-by-outbox' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$`.execute(db.database.db);
    await sql`CREATE TRIGGER refuse_one BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_one()`.execute(
      db.database.db,
    );
    try {
      const deps = { ...testDeps(db, processor), payments: repo };
      deps.clock.set(new Date(deadline.getTime() + 1000));
      const page = await listPayments(deps, scope, {});
      const status = Object.fromEntries(page.items.map((p) => [p.reference, p.status]));
      assert.deepEqual(status, { 'legacy-nul': 'expired', 'refused-by-outbox': 'pending', fine: 'expired' });
      const events = (await outbox(db)).filter((e) =>
        [legacy.id, refused.id, fine.id].includes(e.payload['payment_id'] as string),
      );
      assert.deepEqual(events.map((e) => e.payload['reference']).sort(), ['fine', 'legacy-nul']);
      const published = events.find((e) => e.payload['reference'] === 'legacy-nul');
      assert.deepEqual(published?.payload['metadata'], { nul: '\ufffd', 'k\ufffd': '\ufffd' });
      assert.equal((await repo.findById(scope, legacy.id))?.metadataJson, legacy.metadataJson);
    } finally {
      await sql`DROP TRIGGER refuse_one ON outbox`.execute(db.database.db);
      await sql`DROP FUNCTION refuse_one()`.execute(db.database.db);
    }
  });

  it("an event publishes the payment's metadata as stored: key order and a __proto__ key kept", async () => {
    const metadata = '{"z":1,"__proto__":{"b":2,"a":1},"a":"ñ😀"}';
    const p = await insert({ metadataJson: metadata });
    const cancelled = await repo.transition(SCOPE, p.id, change(p, 'cancel'));
    assert.equal(cancelled?.status, 'cancelled');
    const rows = await sql<{ payload: string }>`
      SELECT payload::text AS payload FROM outbox WHERE payload->>'payment_id' = ${p.id}`.execute(
      db.database.db,
    );
    assert.equal(rows.rows.length, 1);
    assert.ok(rows.rows[0]!.payload.includes(`"metadata":${metadata}`), rows.rows[0]!.payload);
  });

  it('escapes LIKE wildcards', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
  });
});

describe('listPayments', () => {
  const scope = { tenantId: 'ten_list', environment: 'test' as const };
  const made: Payment[] = [];

  before(async () => {
    const rows: Partial<NewPayment>[] = [
      { reference: 'order-1001', provider: 'transferencia' },
      {
        reference: 'order-1002',
        provider: 'transferencia',
        customerId: 'cust_A',
        customerExternalId: 'buyer-a',
      },
      {
        reference: 'order_2001',
        provider: 'provider_a',
        customerId: 'cust_A',
        customerExternalId: 'buyer-a',
      },
      { reference: 'invoice-50%', provider: 'provider_b' },
      { reference: 'invoice-3002', provider: 'transferencia', expiresAt: new Date(T0.getTime() + 60_000) },
    ];
    for (const [i, row] of rows.entries()) {
      made.push(
        await insert({ ...row, tenantId: scope.tenantId, createdAt: new Date(T0.getTime() + i * 1000) }),
      );
    }
    await insert({ reference: 'order-9999', tenantId: 'ten_elsewhere' });
  });

  const deps = () => {
    const d = { ...testDeps(db, processor), payments: repo };
    d.clock.set(T0);
    return d;
  };

  const refs = async (request: Parameters<typeof listPayments>[2], d = deps()) =>
    (await listPayments(d, scope, request)).items.map((p) => p.reference);

  it('filters by status, provider, partial reference or id, customer by either id', async () => {
    assert.deepEqual(await refs({}), [
      'invoice-3002',
      'invoice-50%',
      'order_2001',
      'order-1002',
      'order-1001',
    ]);
    assert.deepEqual(await refs({ provider: 'transferencia' }), ['invoice-3002', 'order-1002', 'order-1001']);
    assert.deepEqual(await refs({ reference: 'der-100' }), ['order-1002', 'order-1001']);
    assert.deepEqual(await refs({ reference: '50%' }), ['invoice-50%']);
    assert.deepEqual(await refs({ reference: 'r_2' }), ['order_2001'], '_ is a character, not a wildcard');
    assert.deepEqual(await refs({ reference: made[2]!.id.slice(4, 14) }), ['order_2001']);
    assert.deepEqual(await refs({ customerId: 'buyer-a' }), ['order_2001', 'order-1002']);
    assert.deepEqual(await refs({ customerId: 'cust_A' }), ['order_2001', 'order-1002']);
    assert.deepEqual(await refs({ status: 'pending', provider: '' }), await refs({}));
  });

  it('from and to both include the instants they name', async () => {
    const from = made[1]!.createdAt.toISOString();
    const to = made[3]!.createdAt.toISOString();
    assert.deepEqual(await refs({ from, to }), [made[3]!.reference, 'order_2001', 'order-1002']);
  });

  it('a list after a deadline sweeps the overdue payments first', async () => {
    const d = deps();
    d.clock.advance(61_000);
    assert.deepEqual(await refs({ status: 'expired' }, d), ['invoice-3002']);
    assert.ok(!(await refs({ status: 'pending' }, d)).includes('invoice-3002'));
  });

  it('walks pages both ways without gaps or repeats', async () => {
    const d = deps();
    const seen: string[] = [];
    let page = await listPayments(d, scope, { perPage: 2 });
    seen.push(...page.items.map((p) => p.reference));
    while (page.nextCursor) {
      page = await listPayments(d, scope, { perPage: 2, cursor: page.nextCursor });
      seen.push(...page.items.map((p) => p.reference));
    }
    assert.deepEqual(seen, ['invoice-3002', 'invoice-50%', 'order_2001', 'order-1002', 'order-1001']);
    const back = await listPayments(d, scope, { perPage: 2, cursor: page.prevCursor! });
    assert.deepEqual(
      back.items.map((p) => p.reference),
      ['order_2001', 'order-1002'],
    );
  });

  it('rejects unknown filters values', async () => {
    await assert.rejects(listPayments(deps(), scope, { status: 'paid' }));
    await assert.rejects(listPayments(deps(), scope, { provider: 'paypal' }));
    await assert.rejects(listPayments(deps(), scope, { from: 'yesterday' }));
  });
});
