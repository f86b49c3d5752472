import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import { newId } from '@gateway/shared/ids.ts';
import { injectContext } from '@gateway/shared/telemetry.ts';
import { type RawBuilder, sql } from 'kysely';

/**
 * The outbox row writeEvent would write, as an INSERT … SELECT to embed in a CTE: the payment
 * and its event then go to the database in one statement instead of a four-statement transaction.
 */
export function outboxInsert(event: NewEvent, from: RawBuilder<unknown>): RawBuilder<unknown> {
  const headers: Record<string, string> = {};
  injectContext((k, v) => {
    headers[k] = v;
  });
  return sql`
    INSERT INTO outbox (id, type, tenant_id, environment, payload, headers, occurred_at)
    SELECT ${newId('evt')}, ${event.type}, ${event.tenantId}, ${event.environment},
           ${JSON.stringify(event.payload)}::json, ${JSON.stringify(headers)}::jsonb,
           ${(event.occurredAt ?? new Date()).toISOString()}::timestamptz ${from}`;
}
