import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createTestDatabase, type TestDatabase } from '@gateway/shared/testing/database.ts';
import type { Kysely } from 'kysely';
import type { Receipt, Scope } from '../domain/receipt.ts';
import { createPostgresBlobStore } from '../storage/postgres-blob-store.ts';
import { migrations, SCHEMA } from './migrations/index.ts';
import { createReceiptStore } from './receipt-store.ts';
import type { ReceiptsDatabase } from './schema.ts';

const SCOPE: Scope = { tenantId: 'ten_a', environment: 'test' };
const OTHER: Scope = { tenantId: 'ten_b', environment: 'test' };
const LIVE: Scope = { tenantId: 'ten_a', environment: 'live' };
let test: TestDatabase;
let database: Database<ReceiptsDatabase>;

before(async () => {
  test = await createTestDatabase('receipts_store');
  database = createDatabase<ReceiptsDatabase>({ url: test.url, schema: SCHEMA });
  await migrate(database.db as unknown as Kysely<unknown>, SCHEMA, migrations);
});

after(async () => {
  await database.close();
  await test.drop();
});

function receipt(paymentId: string, createdAt: Date, scope = SCOPE): Receipt {
  const id = newId('rcpt');
  return {
    id,
    tenantId: scope.tenantId,
    environment: scope.environment,
    paymentId,
    status: 'pending_attach',
    contentType: 'image/jpeg',
    size: 1234,
    originalContentType: 'image/png',
    originalSize: 5678,
    width: 200,
    height: 100,
    notes: 'nota',
    fileKey: `${scope.tenantId}/${scope.environment}/${id}/file`,
    thumbnailKey: `${scope.tenantId}/${scope.environment}/${id}/thumbnail`,
    createdAt,
    attachedAt: null,
  };
}

describe('receipt store (Postgres)', () => {
  it('lists only attached receipts of the scope, oldest first; pending ones wait for recovery', async () => {
    const store = createReceiptStore(database.db);
    const pay = newId('pay');
    const first = receipt(pay, new Date('2026-03-10T10:00:00Z'));
    const second = receipt(pay, new Date('2026-03-10T10:05:00Z'));
    const pending = receipt(pay, new Date('2026-03-10T10:10:00Z'));
    for (const r of [second, first, pending]) await store.insertPending(r);
    await store.markAttached(SCOPE, first.id, new Date('2026-03-10T10:00:01Z'));
    await store.markAttached(SCOPE, second.id, new Date('2026-03-10T10:05:01Z'));

    assert.deepEqual(
      (await store.listAttached(SCOPE, pay)).map((r) => r.id),
      [first.id, second.id],
    );
    const read = await store.findById(SCOPE, pay, first.id);
    assert.equal(read?.status, 'attached');
    assert.equal(read?.size, 1234);
    assert.equal(read?.notes, 'nota');

    const stale = await store.listPending(new Date('2026-03-10T10:10:00Z'), 10);
    assert.deepEqual(
      stale.filter((r) => r.paymentId === pay).map((r) => r.id),
      [pending.id],
    );
    assert.equal(
      (await store.listPending(new Date('2026-03-10T10:09:59Z'), 10)).filter((r) => r.paymentId === pay)
        .length,
      0,
    );

    await store.remove(SCOPE, pending.id);
    assert.equal(await store.findById(SCOPE, pay, pending.id), null);
  });

  it('another tenant or environment sees nothing and removes nothing', async () => {
    const store = createReceiptStore(database.db);
    const pay = newId('pay');
    const mine = receipt(pay, new Date());
    await store.insertPending(mine);
    await store.markAttached(SCOPE, mine.id, new Date());
    for (const scope of [OTHER, LIVE]) {
      assert.equal(await store.findById(scope, pay, mine.id), null);
      assert.deepEqual(await store.listAttached(scope, pay), []);
      await store.remove(scope, mine.id);
      await store.markAttached(scope, mine.id, new Date());
    }
    assert.equal((await store.findById(SCOPE, pay, mine.id))?.status, 'attached');
    assert.equal(await store.findById(SCOPE, newId('pay'), mine.id), null, 'the payment id must match too');
  });

  it('keeps blobs byte for byte and deletes them by key', async () => {
    const blobs = createPostgresBlobStore(database.db);
    const bytes = new Uint8Array(256).map((_, i) => i);
    await blobs.put('k/one', bytes);
    await blobs.put('k/two', new Uint8Array([1, 2, 3]));
    assert.deepEqual(new Uint8Array((await blobs.get('k/one')) ?? []), bytes);
    await blobs.delete(['k/one', 'k/two']);
    assert.equal(await blobs.get('k/one'), null);
    assert.equal(await blobs.get('k/two'), null);
  });
});
