import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen once landed: a schema change is a new dated migration.
// Spec 6 (the last event received wins): the claim holds back a delivery while an earlier event of
// the same resource is still pending to the same endpoint. Deliveries carry what that check compares
// (resource, event creation time), so it is one probe of one partial index, whatever the statistics.
export const deliveriesInOrderPerResource: Migration = {
  async up(db) {
    await sql`ALTER TABLE events ADD COLUMN resource_id text`.execute(db);
    await sql`ALTER TABLE deliveries ADD COLUMN resource_id text, ADD COLUMN event_created_at timestamptz(3)`.execute(
      db,
    );
    // Only pending deliveries are ever compared, so only they are filled in: rewriting every stored
    // event (30 days of them) would lock and bloat the table for nothing. An older event redelivered
    // later goes out unordered, as it did before.
    await sql`
      UPDATE deliveries d
      SET resource_id = CASE WHEN ev.type LIKE 'card.%' THEN ev.card_id ELSE ev.payment_id END,
          event_created_at = ev.created_at
      FROM events ev WHERE ev.id = d.event_id AND d.status = 'pending'`.execute(db);
    // Keyed on one expression that no other index covers: without statistics the planner would
    // otherwise probe by endpoint_id alone (deliveries_endpoint) and walk every pending delivery.
    await sql`
      CREATE INDEX deliveries_resource_pending ON deliveries ((endpoint_id || ' ' || resource_id), event_created_at, event_id)
      WHERE status = 'pending' AND resource_id IS NOT NULL`.execute(db);
  },
};
