import { mapDbError } from '@gateway/shared/db/errors.ts';
import { type Kysely, sql } from 'kysely';
import type { EndpointStore } from '../domain/ports.ts';
import { type EndpointRow, toEndpoint } from './rows.ts';

const COLUMNS = sql`id, url, events, description, status, created_at`;

const rethrow = (err: unknown): never => {
  throw mapDbError(err);
};

export function createEndpointStore(db: Kysely<unknown>): EndpointStore {
  return {
    async create(scope, endpoint, now) {
      const r = await sql<EndpointRow>`
        INSERT INTO endpoints (id, tenant_id, environment, url, events, description, status, secret_sealed, created_at, updated_at)
        VALUES (${endpoint.id}, ${scope.tenantId}, ${scope.environment}, ${endpoint.url}, ${endpoint.events},
                ${endpoint.description}, 'enabled', ${endpoint.sealedSecret}, ${now}, ${now})
        RETURNING ${COLUMNS}`
        .execute(db)
        .catch(rethrow);
      return toEndpoint(r.rows[0]!);
    },

    async list(scope, cursor, limit) {
      const backwards = cursor?.direction === 'prev';
      const after = cursor
        ? backwards
          ? sql`AND (created_at, id) > (${new Date(cursor.createdAt)}, ${cursor.id})`
          : sql`AND (created_at, id) < (${new Date(cursor.createdAt)}, ${cursor.id})`
        : sql``;
      const order = backwards ? sql`ORDER BY created_at ASC, id ASC` : sql`ORDER BY created_at DESC, id DESC`;
      const r = await sql<EndpointRow>`
        SELECT ${COLUMNS} FROM endpoints
        WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND status <> 'deleted' ${after}
        ${order} LIMIT ${limit}`
        .execute(db)
        .catch(rethrow);
      return r.rows.map(toEndpoint);
    },

    async get(scope, id) {
      const r = await sql<EndpointRow>`
        SELECT ${COLUMNS} FROM endpoints
        WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND id = ${id} AND status <> 'deleted'`
        .execute(db)
        .catch(rethrow);
      return r.rows[0] && toEndpoint(r.rows[0]);
    },

    async delete(scope, id, now) {
      return db
        .transaction()
        .execute(async (trx) => {
          const r = await sql`
            UPDATE endpoints SET status = 'deleted', updated_at = ${now}
            WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND id = ${id} AND status <> 'deleted'
            RETURNING id`.execute(trx);
          if (r.rows.length === 0) return false;
          await sql`
            UPDATE deliveries SET status = 'cancelled', next_attempt_at = NULL
            WHERE endpoint_id = ${id} AND tenant_id = ${scope.tenantId} AND environment = ${scope.environment}
              AND status = 'pending'`.execute(trx);
          return true;
        })
        .catch(rethrow);
    },

    async rotate(scope, id, sealedSecret, previousUntil, now) {
      const r = await sql<EndpointRow>`
        UPDATE endpoints
        SET previous_secret_sealed = secret_sealed, previous_secret_until = ${previousUntil},
            secret_sealed = ${sealedSecret}, updated_at = ${now}
        WHERE tenant_id = ${scope.tenantId} AND environment = ${scope.environment} AND id = ${id} AND status <> 'deleted'
        RETURNING ${COLUMNS}`
        .execute(db)
        .catch(rethrow);
      return r.rows[0] && toEndpoint(r.rows[0]);
    },
  };
}
