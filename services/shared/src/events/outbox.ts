import { type QueryExecutorProvider, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { newId } from '../ids.ts';
import { injectContext } from '../telemetry.ts';

/** The LISTEN channel of every outbox; the payload is the schema that was written to. */
export const OUTBOX_CHANNEL = 'outbox_written';

export interface NewEvent {
  type: string;
  tenantId: string;
  environment: 'test' | 'live';
  payload: Record<string, unknown>;
  occurredAt?: Date;
}

/**
 * Records an event in the caller's transaction: it exists exactly when the state change that
 * announces it commits. The relay publishes it later. The payload goes in as json: an outbox whose
 * column is json keeps it as written (key order included); a jsonb one converts it on assignment.
 */
export async function writeEvent(trx: QueryExecutorProvider, event: NewEvent): Promise<string> {
  const [id, type, tenantId, environment, payload, headers, occurredAt] = outboxValues(event);
  // Wakes an idle relay at commit. Only when the outbox had nothing waiting: a notifying commit
  // takes a database-wide lock, which would serialise every write under load, and a relay with
  // rows waiting is awake anyway (it lingers on a short poll after publishing). Same round trip.
  await sql`
    WITH written AS (
      INSERT INTO outbox (id, type, tenant_id, environment, payload, headers, occurred_at)
      VALUES (${id}, ${type}, ${tenantId}, ${environment}, ${payload}::json, ${headers}::jsonb, ${occurredAt})
      RETURNING 1
    )
    SELECT pg_notify(${OUTBOX_CHANNEL}, current_schema()) FROM written
    WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL)
  `.execute(trx);
  return id;
}

/**
 * An event as the values of its outbox row, in the order of the columns `id, type, tenant_id,
 * environment, payload (json text), headers (jsonb text: the active trace context), occurred_at`.
 * For a statement that writes the row itself (payments' prepared create).
 */
export function outboxValues(
  event: NewEvent,
): [
  id: string,
  type: string,
  tenantId: string,
  environment: string,
  payload: string,
  headers: string,
  occurredAt: string,
] {
  const headers: Record<string, string> = {};
  injectContext((k, v) => {
    headers[k] = v;
  });
  return [
    newId('evt'),
    event.type,
    event.tenantId,
    event.environment,
    JSON.stringify(event.payload),
    JSON.stringify(headers),
    (event.occurredAt ?? new Date()).toISOString(),
  ];
}

/**
 * Tables every event-producing or -consuming service has in its own schema. Each service lists
 * this migration under its own dated name, so its history stays frozen.
 */
export const createEventTables: Migration = {
  async up(db) {
    await sql`
      CREATE TABLE outbox (
        seq bigserial PRIMARY KEY,
        id text NOT NULL UNIQUE,
        type text NOT NULL,
        tenant_id text NOT NULL,
        environment text NOT NULL,
        payload jsonb NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        occurred_at timestamptz(3) NOT NULL,
        published_at timestamptz(3),
        locked_until timestamptz(3),
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`.execute(db);
    await sql`CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL`.execute(db);
    await sql`
      CREATE TABLE inbox (
        consumer text NOT NULL,
        event_id text NOT NULL,
        processed_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`.execute(db);
    await sql`
      CREATE TABLE dead_letters (
        id bigserial PRIMARY KEY,
        consumer text NOT NULL,
        event_id text,
        subject text NOT NULL,
        data text NOT NULL,
        error text NOT NULL,
        deliveries integer NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`.execute(db);
  },
};
