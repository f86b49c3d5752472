import type { Kysely } from 'kysely';
import type { ReceiptsDatabase } from '../db/schema.ts';
import type { BlobStore } from '../domain/ports.ts';

/** The default file store: bytea rows in this service's schema, so there is nothing else to run. */
export function createPostgresBlobStore(db: Kysely<ReceiptsDatabase>): BlobStore {
  return {
    async put(key, content) {
      await db
        .insertInto('blobs')
        .values({ key, content: Buffer.from(content.buffer, content.byteOffset, content.length) })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ content: eb.ref('excluded.content') })))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('blobs').select('content').where('key', '=', key).executeTakeFirst();
      return row ? row.content : null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.deleteFrom('blobs').where('key', 'in', keys).execute();
    },
  };
}
