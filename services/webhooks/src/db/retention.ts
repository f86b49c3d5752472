import type { Logger } from '@gateway/shared/logger.ts';
import { type Kysely, sql } from 'kysely';

export interface RetentionOptions {
  db: Kysely<unknown>;
  logger: Logger;
  /** Events (with their deliveries and attempts) are kept at least this long (contracts 5: 30 days). */
  eventDays: number;
  intervalMs: number;
}

const BATCH = 1000;

/** Deletes in small batches so a large backlog never holds long locks. */
async function pruneBatches(db: Kysely<unknown>, statement: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await statement().execute(db);
    const n = Number(r.numAffectedRows ?? 0n);
    total += n;
    if (n < BATCH) return total;
  }
}

export async function pruneOnce(db: Kysely<unknown>, eventDays: number): Promise<Record<string, number>> {
  const age = `${eventDays} days`;
  const events = await pruneBatches(
    db,
    () => sql`
      DELETE FROM events WHERE id IN (
        SELECT id FROM events WHERE created_at < now() - ${age}::interval
          AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.event_id = events.id AND d.status = 'pending')
        LIMIT ${BATCH})`,
  );
  // The inbox only has to outlive JetStream's redelivery of the same message (the stream keeps 30 days).
  const inbox = await pruneBatches(
    db,
    () => sql`
      DELETE FROM inbox WHERE ctid IN (
        SELECT ctid FROM inbox WHERE processed_at < now() - ${age}::interval LIMIT ${BATCH})`,
  );
  const outbox = await pruneBatches(
    db,
    () => sql`
      DELETE FROM outbox WHERE seq IN (
        SELECT seq FROM outbox WHERE published_at IS NOT NULL AND published_at < now() - interval '7 days' LIMIT ${BATCH})`,
  );
  return { events, inbox, outbox };
}

/** Runs the prune now and then every interval; returns a stop function. */
export function startRetention(options: RetentionOptions): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = pruneOnce(options.db, options.eventDays)
      .then((counts) => options.logger.info(counts, 'retention prune done'))
      .catch((err: unknown) => options.logger.warn({ err }, 'retention prune failed'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, options.intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
