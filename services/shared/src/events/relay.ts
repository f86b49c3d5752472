import { headers as natsHeaders } from '@nats-io/transport-node';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import type { EventEnvelope } from './envelope.ts';
import { subjectFor } from './envelope.ts';
import type { Nats } from './nats.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  tenant_id: string;
  environment: 'test' | 'live';
  payload: Record<string, unknown>;
  headers: Record<string, string>;
  occurred_at: Date;
  attempts: number;
}

export interface RelayOptions<DB = unknown> {
  db: Kysely<DB>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  batchSize?: number;
  leaseMs?: number;
  /** Poll interval when nothing wakes the relay (no `pool` to LISTEN on: every 50 ms). */
  idleMs?: number;
  /** Publishes of one batch in flight at once; 1 publishes strictly one after the other. */
  concurrency?: number;
  /** A row that failed this many times is parked in dead_letters and the rows behind it move on. */
  maxAttempts?: number;
  /** Given, the relay LISTENs for outbox writes on its own connection and polls only as a fallback. */
  pool?: pg.Pool;
  /** Test seam: called after a row is published and before it is marked, to simulate a crash. */
  afterPublish?: (eventId: string) => void | Promise<void>;
}

const PARKED_BY = 'outbox_relay';
// Room for the headers (trace context, Nats-Msg-Id) next to the body.
const HEADROOM_BYTES = 4096;
const LINGER_MS = 500;
const LINGER_POLL_MS = 10;

/**
 * Publishes outbox rows to JetStream in order. A row is leased, published with
 * `Nats-Msg-Id` = event id, and marked only after the PubAck; if the relay dies in between,
 * the lease expires, the row is published again and JetStream drops the duplicate.
 *
 * A batch is published `concurrency` rows at a time over one connection (JetStream stores them
 * in the order sent) and marked with one statement. A failed row holds back the rows after it
 * that were not sent yet; a row failing `maxAttempts` times is parked in dead_letters, logged
 * with its id, so a poison row never jams the outbox.
 */
export class OutboxRelay<DB = unknown> {
  private readonly options: Required<Omit<RelayOptions<DB>, 'afterPublish' | 'pool'>> &
    Pick<RelayOptions<DB>, 'afterPublish' | 'pool'>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private listener: pg.Client | undefined;
  private pending = false;
  private cycleFailed = false;
  private backingOff = false;

  constructor(options: RelayOptions<DB>) {
    this.options = {
      batchSize: 100,
      leaseMs: 30_000,
      idleMs: options.pool ? 1000 : 50,
      concurrency: 1,
      maxAttempts: 10,
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.options.pool) void this.listen(this.options.pool);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Publishes everything currently due; returns how many rows were published. */
  async drainOnce(): Promise<number> {
    const { db, batchSize, leaseMs } = this.options;
    // One batch in flight per outbox, even across replicas: a second relay leasing the next batch
    // would publish it alongside the first and interleave the order. The advisory lock makes the
    // check-and-lease atomic; an expired lease (a dead relay) frees the outbox again.
    const leased = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('outbox_relay'), hashtext(current_schema()))`.execute(
        trx,
      );
      return sql<OutboxRow>`
        UPDATE outbox SET locked_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval,
                          attempts = attempts + 1
        WHERE seq IN (
          SELECT seq FROM outbox WHERE published_at IS NULL ORDER BY seq LIMIT ${batchSize}
        )
        AND NOT EXISTS (
          SELECT 1 FROM outbox busy WHERE busy.published_at IS NULL AND busy.locked_until >= clock_timestamp()
        )
        RETURNING seq, id, type, tenant_id, environment, payload, headers, occurred_at, attempts
      `.execute(trx);
    });
    const rows = leased.rows.sort((a, b) => Number(BigInt(a.seq) - BigInt(b.seq)));
    this.cycleFailed = false;
    if (rows.length === 0) return 0;

    const done: string[] = [];
    let failure: { row: OutboxRow; err: unknown } | undefined;
    let crash: unknown;
    const inFlight = new Set<Promise<void>>();
    const parked: string[] = [];
    for (const row of rows) {
      if (failure || crash) break;
      let message: string;
      try {
        message = this.encode(row);
      } catch (err) {
        // No retry can ever publish it (it cannot be serialised, or exceeds max_payload): parked
        // at once instead of holding back every later row.
        await this.park(row, err);
        parked.push(row.seq);
        continue;
      }
      const task = this.publish(row, message)
        .then(
          async () => {
            try {
              await this.options.afterPublish?.(row.id);
              done.push(row.seq);
            } catch (err) {
              crash ??= err;
            }
          },
          (err: unknown) => {
            if (!failure || BigInt(row.seq) < BigInt(failure.row.seq)) failure = { row, err };
          },
        )
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= this.options.concurrency) await Promise.race(inFlight);
      // A publish refused at once (closed connection, payload too large) stops the batch before
      // the next row goes out, so it cannot be overtaken.
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(inFlight);

    if (done.length > 0)
      await sql`UPDATE outbox SET published_at = now(), locked_until = NULL WHERE seq = ANY(${done}::bigint[])`.execute(
        db,
      );
    if (crash) throw crash;
    if (failure) {
      this.cycleFailed = true;
      // Rows that were not sent wait with the failed one: the next cycle must not lease past them.
      const held = rows.filter((r) => !done.includes(r.seq) && !parked.includes(r.seq)).map((r) => r.seq);
      await sql`UPDATE outbox SET locked_until = NULL WHERE seq = ANY(${held}::bigint[])`.execute(db);
      await this.failed(failure.row, failure.err);
    }
    return done.length;
  }

  private async failed(row: OutboxRow, err: unknown): Promise<void> {
    const { db, logger, maxAttempts } = this.options;
    // Only a row that fails on its own is parked: while NATS or JetStream is away every row fails,
    // and an outage must delay events, never dead-letter them.
    if (row.attempts < maxAttempts || (await this.outage(err))) {
      await sql`UPDATE outbox SET last_error = ${String(err)} WHERE seq = ${row.seq}`.execute(db);
      logger.warn({ err, event_id: row.id, attempts: row.attempts }, 'outbox publish failed; will retry');
      return;
    }
    await this.park(row, err);
  }

  /** Moves a row to dead_letters (with its whole event, for an operator) in one transaction. */
  private async park(row: OutboxRow, err: unknown): Promise<void> {
    const { db, logger } = this.options;
    let data: string;
    try {
      data = JSON.stringify(this.envelope(row));
    } catch {
      data = String(row.payload);
    }
    // Moved, not copied: the outbox row goes away in the same transaction its dead letter is written.
    await db.transaction().execute(async (trx) => {
      await sql`
        INSERT INTO dead_letters (consumer, event_id, subject, data, error, deliveries)
        VALUES (${PARKED_BY}, ${row.id}, ${row.type}, ${data}, ${String(err)}, ${row.attempts})
      `.execute(trx);
      await sql`DELETE FROM outbox WHERE seq = ${row.seq}`.execute(trx);
    });
    logger.error(
      { err, event_id: row.id, type: row.type, attempts: row.attempts },
      `outbox event ${row.id} cannot be published; parked in dead_letters`,
    );
  }

  private async outage(err: unknown): Promise<boolean> {
    if (/timeout|no responders|disconnect|closed|connection|ECONN|503/i.test(String(err))) return true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.options.nats.nc.flush(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), 2000);
        }),
      ]);
      return false;
    } catch {
      return true;
    } finally {
      clearTimeout(timer);
    }
  }

  private envelope(row: OutboxRow): EventEnvelope {
    return {
      id: row.id,
      type: row.type,
      occurred_at: new Date(row.occurred_at).toISOString(),
      tenant_id: row.tenant_id,
      environment: row.environment,
      payload: row.payload,
    };
  }

  /**
   * The message, or an error when no retry can ever publish it (it cannot be serialised, or it is
   * larger than the server accepts).
   */
  private encode(row: OutboxRow): string {
    const message = JSON.stringify(this.envelope(row));
    const limit = this.options.nats.nc.info?.max_payload;
    if (limit !== undefined && Buffer.byteLength(message, 'utf8') > limit - HEADROOM_BYTES) {
      throw new Error(
        `event of ${Buffer.byteLength(message, 'utf8')} bytes exceeds the server's max_payload`,
      );
    }
    return message;
  }

  private async publish(row: OutboxRow, message: string): Promise<void> {
    const h = natsHeaders();
    for (const [k, v] of Object.entries(row.headers ?? {})) h.set(k, v);
    await this.options.nats.js.publish(subjectFor(this.options.namespace, row.type), message, {
      msgID: row.id,
      headers: h,
      timeout: 5000,
    });
  }

  /** Holds one connection LISTENing for outbox writes of this schema; reconnects while running. */
  private async listen(pool: pg.Pool): Promise<void> {
    const { default: pgModule } = await import('pg');
    let delay = 100;
    while (this.running) {
      const client = new pgModule.Client(pool.options);
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      try {
        await client.connect();
        const schema = (await client.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s;
        client.on('notification', (msg) => {
          if (msg.payload !== schema) return;
          this.pending = true;
          if (!this.backingOff) this.wake?.();
        });
        await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
        if (!this.running) break;
        this.listener = client;
        delay = 100;
        // Whatever was written while the listener was down is caught by this wake-up.
        this.pending = true;
        if (!this.backingOff) this.wake?.();
        await lost;
      } catch (err) {
        this.options.logger.debug({ err }, 'outbox listener could not connect; polling meanwhile');
      }
      if (this.listener === client) this.listener = undefined;
      await client.end().catch(() => undefined);
      if (!this.running) break;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, 5000);
    }
    await this.listener?.end().catch(() => undefined);
  }

  private async run(): Promise<void> {
    let failures = 0;
    let lastPublished = 0;
    while (this.running) {
      let count = 0;
      let failed = false;
      this.pending = false;
      try {
        count = await this.drainOnce();
        failed = this.cycleFailed;
      } catch (err) {
        failed = true;
        this.options.logger.warn({ err }, 'outbox relay cycle failed');
      }
      failures = failed ? failures + 1 : 0;
      if (count > 0) lastPublished = Date.now();
      // A failing publish is retried with backoff (100 ms to 5 s), so it reaches its attempt cap in
      // seconds without spinning. Otherwise the relay sleeps until a write wakes it or the poll
      // comes; for a while after publishing it polls every 10 ms, because writers do not notify
      // while rows are waiting (see writeEvent) and one may commit just after the last cycle.
      const lingering = Date.now() - lastPublished < LINGER_MS;
      const delay = failed
        ? Math.min(100 * 2 ** (failures - 1), 5000)
        : lingering
          ? Math.min(LINGER_POLL_MS, this.options.idleMs)
          : this.options.idleMs;
      if (this.running && (failed || (count === 0 && !this.pending))) {
        this.backingOff = failed;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        this.backingOff = false;
      }
    }
  }
}
