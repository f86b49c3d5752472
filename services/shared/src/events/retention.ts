import { type Kysely, sql } from 'kysely';
import type { Logger } from '../logger.ts';

export interface RetentionPolicy {
  /** Published outbox rows older than this are deleted (JetStream holds the events). */
  outboxHours: number;
  /** Inbox rows older than this are deleted: longer than any redelivery can arrive. */
  inboxHours: number;
  /** Dead letters older than this are deleted, once someone had time to look at them. */
  deadLetterHours: number;
}

export interface Pruned {
  outbox: number;
  inbox: number;
  deadLetters: number;
}

// Bounded deletes keep each statement's locks and WAL small on a table that grew for months.
const CHUNK = 5000;

async function prune(
  db: Kysely<unknown>,
  statement: (limit: number) => ReturnType<typeof sql>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await statement(CHUNK).execute(db);
    const n = Number(result.numAffectedRows ?? 0n);
    total += n;
    if (n < CHUNK) return total;
  }
}

/** Deletes what is past its age in the service's event tables; nothing younger is touched. */
export async function pruneEventTables(db: Kysely<unknown>, policy: RetentionPolicy): Promise<Pruned> {
  const age = (hours: number) => `${hours * 3600} seconds`;
  const outbox = await prune(
    db,
    (limit) => sql`
      DELETE FROM outbox WHERE seq IN (
        SELECT seq FROM outbox
        WHERE published_at IS NOT NULL AND published_at < now() - ${age(policy.outboxHours)}::interval
        LIMIT ${limit})`,
  );
  const inbox = await prune(
    db,
    (limit) => sql`
      DELETE FROM inbox WHERE (consumer, event_id) IN (
        SELECT consumer, event_id FROM inbox
        WHERE processed_at < now() - ${age(policy.inboxHours)}::interval LIMIT ${limit})`,
  );
  const deadLetters = await prune(
    db,
    (limit) => sql`
      DELETE FROM dead_letters WHERE id IN (
        SELECT id FROM dead_letters
        WHERE created_at < now() - ${age(policy.deadLetterHours)}::interval LIMIT ${limit})`,
  );
  return { outbox, inbox, deadLetters };
}

/** Runs `pruneEventTables` now and then every `intervalMs` until stopped. */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private readonly db: Kysely<unknown>;
  private readonly policy: RetentionPolicy;
  private readonly intervalMs: number;
  private readonly logger: Logger;

  constructor(options: { db: Kysely<unknown>; policy: RetentionPolicy; intervalMs: number; logger: Logger }) {
    this.db = options.db;
    this.policy = options.policy;
    this.intervalMs = options.intervalMs;
    this.logger = options.logger;
  }

  start(): void {
    const tick = () => {
      this.current = pruneEventTables(this.db, this.policy).then(
        (pruned) => {
          if (pruned.outbox + pruned.inbox + pruned.deadLetters > 0)
            this.logger.info({ pruned }, 'event tables pruned');
        },
        (err: unknown) => this.logger.warn({ err }, 'pruning event tables failed; will try again'),
      );
    };
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.current;
  }
}
