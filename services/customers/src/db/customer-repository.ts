import { writeEvent } from '@gateway/shared/events/outbox.ts';
import { newId } from '@gateway/shared/ids.ts';
import { type Kysely, sql } from 'kysely';
import { type Customer, ID_PREFIX, type Scope } from '../domain/customer.ts';
import type { CustomerStore, ListQuery } from '../domain/ports.ts';
import type { CustomerUpsert } from '../domain/upsert.ts';
import { customerEvent } from '../events/customer-events.ts';
import type { CustomerRow, CustomersDatabase } from './schema.ts';

// Columns an upsert only overwrites with a value: null in the insert means "keep" (spec 2.4).
type KeptColumn =
  | 'last_seen_provider'
  | 'last_seen_name'
  | 'last_seen_lastname'
  | 'last_seen_email'
  | 'last_seen_phone'
  | 'last_seen_ruc';

export function createCustomerStore(db: Kysely<CustomersDatabase>): CustomerStore {
  return {
    async upsert(scope, upsert) {
      // Database failures are mapped (and logged) once, by the service kit's gRPC adapter.
      return await db.transaction().execute(async (trx) => {
        const { created, ...row } = await upsertRow(trx, scope, upsert);
        const customer = toCustomer(row);
        await writeEvent(trx, customerEvent(scope, customer, created));
        return { customer, created };
      });
    },

    async findById(scope, id) {
      const row = await scoped(db, scope).where('id', '=', id).executeTakeFirst();
      return row && toCustomer(row);
    },

    async findByExternalId(scope, externalId) {
      const row = await scoped(db, scope).where('external_id', '=', externalId).executeTakeFirst();
      return row && toCustomer(row);
    },

    async list(scope, { externalId, cursor, limit }: ListQuery) {
      const backwards = cursor?.direction === 'prev';
      const order = backwards ? 'asc' : 'desc';
      let query = scoped(db, scope);
      if (externalId !== null) query = query.where('external_id', '=', externalId);
      if (cursor) {
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('created_at', 'id'),
            backwards ? '>' : '<',
            tuple(new Date(cursor.createdAt), cursor.id),
          ),
        );
      }
      const rows = await query.orderBy('created_at', order).orderBy('id', order).limit(limit).execute();
      return rows.map(toCustomer);
    },
  };
}

function scoped(db: Kysely<CustomersDatabase>, scope: Scope) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('environment', '=', scope.environment);
}

// One statement decides create-or-update under the unique constraint, so concurrent first
// sightings of an external_id cannot make two customers; xmax = 0 only on a fresh insert.
function upsertRow(db: Kysely<CustomersDatabase>, scope: Scope, upsert: CustomerUpsert) {
  return db
    .insertInto('customers')
    .values({
      id: newId(ID_PREFIX),
      tenant_id: scope.tenantId,
      environment: scope.environment,
      external_id: upsert.externalId,
      last_seen_at: upsert.seenAt,
      last_seen_source: upsert.source,
      last_seen_provider: upsert.provider,
      last_seen_name: upsert.fields.name,
      last_seen_lastname: upsert.fields.lastname,
      last_seen_email: upsert.fields.email,
      last_seen_phone: upsert.fields.phone,
      last_seen_ruc: upsert.fields.ruc,
      created_at: upsert.seenAt,
      updated_at: upsert.seenAt,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'environment', 'external_id']).doUpdateSet((eb) => {
        const keep = <C extends KeptColumn>(column: C) =>
          eb.fn.coalesce(eb.ref(`excluded.${column}` as const), eb.ref(`customers.${column}` as const));
        return {
          last_seen_at: eb.ref('excluded.last_seen_at'),
          last_seen_source: eb.ref('excluded.last_seen_source'),
          last_seen_provider: keep('last_seen_provider'),
          last_seen_name: keep('last_seen_name'),
          last_seen_lastname: keep('last_seen_lastname'),
          last_seen_email: keep('last_seen_email'),
          last_seen_phone: keep('last_seen_phone'),
          last_seen_ruc: keep('last_seen_ruc'),
          updated_at: eb.ref('excluded.updated_at'),
        };
      }),
    )
    .returningAll()
    .returning(sql<boolean>`xmax = 0`.as('created'))
    .executeTakeFirstOrThrow();
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    externalId: row.external_id,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    lastSeenSource: row.last_seen_source,
    lastSeenProvider: row.last_seen_provider,
    lastSeen: {
      name: row.last_seen_name,
      lastname: row.last_seen_lastname,
      email: row.last_seen_email,
      phone: row.last_seen_phone,
      ruc: row.last_seen_ruc,
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
