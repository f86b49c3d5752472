import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createTestDatabase, type TestDatabase } from '@gateway/shared/testing/database.ts';
import { type Kysely, sql } from 'kysely';
import { cancelTimer } from '../domain/cancel-timer.ts';
import { requestTimer } from '../domain/request-timer.ts';
import type { TimerCancellation, TimerRequest } from '../domain/timer.ts';
import { announceFired } from '../events/timer-fired.ts';
import { migrations } from './migrations/index.ts';
import { SCHEMA, type SchedulerDatabase } from './schema.ts';
import { createTimerFiring } from './timer-firing.ts';
import { createTimerRepository } from './timer-repository.ts';

let testDb: TestDatabase;
let database: Database<SchedulerDatabase>;
let db: Kysely<SchedulerDatabase>;

before(async () => {
  testDb = await createTestDatabase('scheduler_db');
  database = createDatabase<SchedulerDatabase>({ url: testDb.url, schema: SCHEMA, max: 20 });
  db = database.db;
  await migrate(db as Kysely<unknown>, SCHEMA, migrations);
});

after(async () => {
  await database?.close();
  await testDb?.drop();
});

const base = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(base.getTime() + ms);
let tenantSeq = 0;
const newScope = () => ({ tenantId: `ten_db_${++tenantSeq}`, environment: 'test' as const });

const request = (
  scope: TimerRequest['scope'],
  timerKey: string,
  fireMs: number,
  requestedMs = 0,
): TimerRequest => ({
  scope,
  source: 'payments',
  timerKey,
  kind: 'payment.expiry',
  resourceId: `pay_${timerKey}`,
  fireAt: at(fireMs),
  requestedAt: at(requestedMs),
});

const cancellation = (
  scope: TimerRequest['scope'],
  timerKey: string,
  requestedMs: number,
): TimerCancellation => ({
  scope,
  source: 'payments',
  timerKey,
  requestedAt: at(requestedMs),
});

const inTransaction = <T>(work: (repo: ReturnType<typeof createTimerRepository>) => Promise<T>) =>
  db.transaction().execute((trx) => work(createTimerRepository(trx)));

const firing = () => createTimerFiring(db, announceFired);

async function firedEvents(tenantId: string) {
  const { rows } = await sql<{ payload: Record<string, string> }>`
    SELECT payload FROM outbox WHERE type = 'scheduler.timer.fired' AND tenant_id = ${tenantId} ORDER BY seq
  `.execute(db);
  return rows.map((r) => r.payload);
}

test('a timer fires only once the given instant reaches fire_at, with its event in the outbox', async () => {
  const scope = newScope();
  await inTransaction((repo) => requestTimer(repo, request(scope, 'k1', 60_000), at(0)));
  assert.equal(
    (await firing().fireDue(at(59_999), 200)).filter((t) => t.scope.tenantId === scope.tenantId).length,
    0,
  );
  const fired = (await firing().fireDue(at(60_000), 200)).filter((t) => t.scope.tenantId === scope.tenantId);
  assert.equal(fired.length, 1);
  assert.deepEqual(await firedEvents(scope.tenantId), [
    {
      timer_key: 'k1',
      kind: 'payment.expiry',
      resource_id: 'pay_k1',
      fire_at: at(60_000).toISOString(),
      fired_at: at(60_000).toISOString(),
      source: 'payments',
    },
  ]);
  await firing().fireDue(at(120_000), 200);
  assert.equal((await firedEvents(scope.tenantId)).length, 1);
});

test('re-requesting a key moves its deadline; a cancelled key never fires', async () => {
  const scope = newScope();
  await inTransaction((repo) => requestTimer(repo, request(scope, 'moved', 1000, 0), at(0)));
  await inTransaction((repo) => requestTimer(repo, request(scope, 'moved', 5000, 1), at(1)));
  await inTransaction((repo) => requestTimer(repo, request(scope, 'cancelled', 1000, 0), at(0)));
  await inTransaction((repo) => cancelTimer(repo, cancellation(scope, 'cancelled', 2), at(2)));
  await inTransaction((repo) => cancelTimer(repo, cancellation(scope, 'early', 5), at(2)));
  await inTransaction((repo) => requestTimer(repo, request(scope, 'early', 1000, 4), at(6)));
  await firing().fireDue(at(2000), 200);
  assert.deepEqual(await firedEvents(scope.tenantId), []);
  await firing().fireDue(at(5000), 200);
  assert.deepEqual(
    (await firedEvents(scope.tenantId)).map((e) => e.timer_key),
    ['moved'],
  );
  const rows = await db.selectFrom('timers').selectAll().where('tenant_id', '=', scope.tenantId).execute();
  assert.equal(rows.length, 3);
  assert.ok(rows.find((r) => r.timer_key === 'early')?.cancelled_at);
});

test('a request and a later cancellation racing in parallel always end cancelled', async () => {
  const scope = newScope();
  const keys = Array.from({ length: 40 }, (_, i) => `race${i}`);
  await Promise.all(
    keys.flatMap((key) => [
      inTransaction((repo) => requestTimer(repo, request(scope, key, 0, 0), at(0))),
      inTransaction((repo) => cancelTimer(repo, cancellation(scope, key, 1), at(1))),
    ]),
  );
  const armed = await db
    .selectFrom('timers')
    .select('timer_key')
    .where('tenant_id', '=', scope.tenantId)
    .where('cancelled_at', 'is', null)
    .execute();
  assert.deepEqual(armed, []);
});

test('concurrent firing transactions split the due timers and never fire one twice', async () => {
  const scope = newScope();
  const keys = Array.from({ length: 300 }, (_, i) => `c${i}`);
  await inTransaction(async (repo) => {
    for (const key of keys) await requestTimer(repo, request(scope, key, 0), at(0));
  });
  const runs = await Promise.all(Array.from({ length: 4 }, () => firing().fireDue(at(1000), 50)));
  // Drain whatever the parallel batches left.
  while ((await firing().fireDue(at(1000), 200)).length > 0);
  const events = await firedEvents(scope.tenantId);
  assert.equal(events.length, 300);
  assert.equal(new Set(events.map((e) => e.timer_key)).size, 300);
  const inParallel = runs.flat().filter((t) => t.scope.tenantId === scope.tenantId);
  assert.equal(new Set(inParallel.map((t) => t.timerKey)).size, inParallel.length);
});

test('tenants sharing a key keep separate timers', async () => {
  const a = newScope();
  const b = newScope();
  await inTransaction((repo) => requestTimer(repo, request(a, 'shared', 0), at(0)));
  await inTransaction((repo) => requestTimer(repo, request(b, 'shared', 0), at(0)));
  await inTransaction((repo) => cancelTimer(repo, cancellation(a, 'shared', 1), at(1)));
  await firing().fireDue(at(1000), 200);
  assert.equal((await firedEvents(a.tenantId)).length, 0);
  assert.equal((await firedEvents(b.tenantId)).length, 1);
});
