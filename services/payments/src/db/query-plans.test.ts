import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newId } from '@gateway/shared/ids.ts';
import { Kysely, PostgresDialect } from 'kysely';
import type { QueryConfig } from '@gateway/shared/db/database.ts';
import { createPayment } from '../domain/create-payment.ts';
import type { PaymentDeps } from '../domain/ports.ts';
import { listPayments } from '../domain/queries.ts';
import { type FakeProcessor, startFakeProcessor } from '../testing/fake-processor.ts';
import { SCOPE, setupDatabase, type TestDb, testDeps } from '../testing/fixtures.ts';
import { createPaymentRepository } from './payment-repository.ts';
import type { StatementPool } from '@gateway/shared/db/database.ts';
import type { PaymentsDatabase } from './schema.ts';

// Autovacuum can be off (a restored or bulk-loaded database, or this machine): the request path
// must then pick the same indexes as with statistics, or every create reads the whole tenant.
const ROWS = 100_000;

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

let db: TestDb;
let processor: FakeProcessor;
let deps: PaymentDeps;
let captured: Captured[] = [];

before(async () => {
  db = await setupDatabase('payments_plans', 4);
  processor = await startFakeProcessor();
  const pool = db.database.pool;
  await pool.query('ALTER TABLE payments SET (autovacuum_enabled = false)');
  await pool.query(
    `INSERT INTO payments (id, tenant_id, environment, reference, provider, amount, currency, status,
       customer_id, customer_external_id, provider_data, created_at, updated_at)
     SELECT 'pay_seed' || g, $1, $2, 'seed-' || g, 'transferencia', 150000, 'PYG', 'pending',
       CASE WHEN g % 10 = 0 THEN 'cust_' || (g % 97) END, CASE WHEN g % 10 = 0 THEN 'buyer-' || (g % 97) END,
       '{"bank_accounts":[]}', now() - g * interval '1 second', now() - g * interval '1 second'
     FROM generate_series(1, $3::int) AS g`,
    [SCOPE.tenantId, SCOPE.environment, ROWS],
  );
  // Every query the repository sends goes through this instance, so the plans below are of the
  // statements it really runs.
  const logged = new Kysely<PaymentsDatabase>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  // The create's prepared statements go to the pool directly: captured the same way.
  const statements: StatementPool = {
    query: ((config: QueryConfig) => {
      captured.push({ sql: config.text, parameters: config.values ?? [] });
      return pool.query(config);
    }) as StatementPool['query'],
  };
  deps = { ...testDeps(db, processor), payments: createPaymentRepository(logged, statements) };
});

after(async () => {
  await processor.close();
  await db.close();
});

async function statisticsRows(): Promise<number> {
  const { rows } = await db.database.pool.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM pg_statistic WHERE starelid = 'payments.payments'::regclass",
  );
  return Number(rows[0]!.n);
}

/** The plan of each captured statement that touches payments, as EXPLAIN's text. */
async function plans(statements: Captured[]): Promise<string[]> {
  const out: string[] = [];
  const client = await db.database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const statement of statements) {
      // Planner settings the repository gives a statement apply to its plan too.
      if (statement.sql.startsWith('SET LOCAL')) await client.query(statement.sql);
      if (!/\bpayments\b/.test(statement.sql)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${statement.sql}`,
        statement.parameters as unknown[],
      );
      out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
  return out;
}

async function run(work: () => Promise<unknown>): Promise<string[]> {
  captured = [];
  await work();
  return plans(captured);
}

describe('request-path queries without table statistics (100,000 payments of one tenant)', () => {
  it('the table has no statistics', async () => {
    assert.equal(await statisticsRows(), 0);
  });

  it('an idempotent create inserts on the unique key and replays through it', async () => {
    const input = {
      provider: 'transferencia',
      amount: 150_000n,
      currency: 'PYG',
      reference: `order-${newId('r')}`,
      targetOrigins: [],
    };
    const first = await run(() => createPayment(deps, SCOPE, input));
    assert.equal(first.length, 1, 'a new transfer is one statement');
    assert.match(first[0]!, /Conflict Arbiter Indexes: payments_idempotency_key/);

    // With a deadline the timer request goes to the outbox in the same statement, and the check
    // for a relay to wake reads only the unpublished rows' partial index.
    const [withDeadline] = await run(() =>
      createPayment(deps, SCOPE, { ...input, reference: `order-${newId('r')}`, expiresIn: 3600 }),
    );
    if (process.env['SHOW_PLANS']) console.log(withDeadline);
    assert.match(withDeadline!, /Conflict Arbiter Indexes: payments_idempotency_key/);
    assert.match(
      withDeadline!,
      /Index Only Scan using outbox_unpublished on outbox|Index Scan using outbox_unpublished on outbox/,
    );
    assert.doesNotMatch(withDeadline!, /Seq Scan on outbox/);

    const replay = await run(async () => {
      const again = await createPayment(deps, SCOPE, input);
      assert.equal(again.created, false);
    });
    const lookup = replay.find((plan) => !plan.startsWith('Insert'));
    assert.ok(lookup, 'the replay looks the winner up');
    assert.match(lookup, /Index Scan using payments_idempotency_key on payments/);
    assert.match(
      lookup,
      /Index Cond: \(idempotency_key = '[^']+'::text\)\n/,
      'the unique key is matched in full',
    );

    // With a customer the lookup comes first, through the same key.
    const withCustomer = await run(() =>
      createPayment(deps, SCOPE, { ...input, customer: { customerId: 'buyer-1' } }),
    );
    assert.match(withCustomer[0]!, /Index Scan using payments_idempotency_key on payments/);
    assert.equal(await statisticsRows(), 0, 'nothing analyzed the table meanwhile');
  });

  it('GET by id reads the primary key', async () => {
    const [plan] = await run(() => deps.payments.findById(SCOPE, 'pay_seed500'));
    assert.match(plan!, /Index Scan using payments_pkey on payments/);
  });

  it('a list page reads the list index in order, and the lazy expiry sweep its partial index', async () => {
    const [sweep, page] = await run(() => listPayments(deps, SCOPE, { perPage: 25 }));
    if (process.env['SHOW_PLANS']) console.log(`${sweep}\n\n${page}`);
    assert.match(sweep!, /Index Scan using payments_overdue on payments/);
    assert.match(
      sweep!,
      /Index Scan using payments_pkey on payments/,
      'each overdue row is updated by its key',
    );
    assert.doesNotMatch(sweep!, /payments_(list|session|customer)/);
    assert.match(page!, /Index Scan( Backward)? using payments_list on payments/);
    assert.doesNotMatch(page!, /Sort/);
    const first = await listPayments(deps, SCOPE, { perPage: 25 });
    const [, next] = await run(() => listPayments(deps, SCOPE, { perPage: 25, cursor: first.nextCursor! }));
    assert.match(next!, /Index Scan( Backward)? using payments_list on payments/);
    assert.doesNotMatch(next!, /Sort/);
  });
});
