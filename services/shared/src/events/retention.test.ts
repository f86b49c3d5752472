import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createEventTables } from './outbox.ts';
import { pruneEventTables } from './retention.ts';

describe('pruneEventTables', () => {
  let testDb: TestDatabase;
  let database: Database<unknown>;

  before(async () => {
    testDb = await createTestDatabase('retention');
    database = createDatabase({ url: testDb.url, schema: 'retention', max: 2 });
    await migrate(database.db, 'retention', { '2026-11-23-0001-events': createEventTables });
  });

  after(async () => {
    await database.close();
    await testDb.drop();
  });

  it('deletes only what is past its age: published outbox rows, inbox rows, dead letters', async () => {
    const db = database.db;
    const hoursAgo = (h: number) => sql`now() - ${`${h} hours`}::interval`;
    const outbox = (id: string, occurred: number, published: number | null) =>
      sql`
      INSERT INTO outbox (id, type, tenant_id, environment, payload, occurred_at, published_at)
      VALUES (${id}, 't.a.b', 'ten', 'test', '{}'::jsonb, ${hoursAgo(occurred)},
              ${published === null ? null : hoursAgo(published)})`.execute(db);
    await outbox('evt_old_published', 100, 50); // past 48 h: deleted
    await outbox('evt_young_published', 100, 47); // within 48 h: kept
    await outbox('evt_old_unpublished', 100, null); // never published: kept whatever its age
    const inbox = (id: string, h: number) =>
      sql`INSERT INTO inbox (consumer, event_id, processed_at) VALUES ('c', ${id}, ${hoursAgo(h)})`.execute(
        db,
      );
    await inbox('evt_in_old', 73);
    await inbox('evt_in_young', 71);
    const dead = (id: string, h: number) =>
      sql`
      INSERT INTO dead_letters (consumer, event_id, subject, data, error, deliveries, created_at)
      VALUES ('c', ${id}, 's', '{}', 'e', 1, ${hoursAgo(h)})`.execute(db);
    await dead('evt_dead_old', 200);
    await dead('evt_dead_young', 150);

    const pruned = await pruneEventTables(db, { outboxHours: 48, inboxHours: 72, deadLetterHours: 168 });
    assert.deepEqual(pruned, { outbox: 1, inbox: 1, deadLetters: 1 });
    const ids = async (q: ReturnType<typeof sql<{ id: string }>>) =>
      (await q.execute(db)).rows.map((r) => r.id).sort();
    assert.deepEqual(await ids(sql<{ id: string }>`SELECT id FROM outbox`), [
      'evt_old_unpublished',
      'evt_young_published',
    ]);
    assert.deepEqual(await ids(sql<{ id: string }>`SELECT event_id AS id FROM inbox`), ['evt_in_young']);
    assert.deepEqual(await ids(sql<{ id: string }>`SELECT event_id AS id FROM dead_letters`), [
      'evt_dead_young',
    ]);
    assert.deepEqual(await pruneEventTables(db, { outboxHours: 48, inboxHours: 72, deadLetterHours: 168 }), {
      outbox: 0,
      inbox: 0,
      deadLetters: 0,
    });
  });
});
