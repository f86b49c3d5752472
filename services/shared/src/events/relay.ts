import { headers as natsHeaders } from '@nats-io/transport-node';
import { type Kysely, sql } from 'kysely';
import type { Logger } from '../logger.ts';
import type { EventEnvelope } from './envelope.ts';
import { subjectFor } from './envelope.ts';
import type { Nats } from './nats.ts';

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  tenant_id: string;
  environment: 'test' | 'live';
  payload: Record<string, unknown>;
  headers: Record<string, string>;
  occurred_at: Date;
}

// Room for the headers (trace context, Nats-Msg-Id) next to the body.
const HEADROOM_BYTES = 4096;

export interface RelayOptions<DB = unknown> {
  db: Kysely<DB>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  batchSize?: number;
  leaseMs?: number;
  idleMs?: number;
  /** Test seam: called after a row is published and before it is marked, to simulate a crash. */
  afterPublish?: (eventId: string) => void | Promise<void>;
}

/**
 * Publishes outbox rows to JetStream in order. A row is leased, published with
 * `Nats-Msg-Id` = event id, and marked only after the PubAck; if the relay dies in between,
 * the lease expires, the row is published again and JetStream drops the duplicate.
 */
export class OutboxRelay<DB = unknown> {
  private readonly options: Required<Omit<RelayOptions<DB>, 'afterPublish'>> &
    Pick<RelayOptions<DB>, 'afterPublish'>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(options: RelayOptions<DB>) {
    this.options = { batchSize: 100, leaseMs: 30_000, idleMs: 50, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
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
        RETURNING seq, id, type, tenant_id, environment, payload, headers, occurred_at
      `.execute(trx);
    });
    const rows = leased.rows.sort((a, b) => Number(BigInt(a.seq) - BigInt(b.seq)));
    let published = 0;
    for (const [index, row] of rows.entries()) {
      let message: string;
      try {
        message = this.encode(row);
      } catch (err) {
        await this.park(row, err);
        continue;
      }
      try {
        await this.publish(row, message);
      } catch (err) {
        // Later rows wait, so events of one aggregate keep their order: release them with the failed
        // one, or the next cycle would lease newer rows past them.
        const held = rows.slice(index + 1).map((r) => String(r.seq));
        await sql`UPDATE outbox SET locked_until = NULL, last_error = ${String(err)} WHERE seq = ${row.seq}`.execute(
          db,
        );
        if (held.length > 0)
          await sql`UPDATE outbox SET locked_until = NULL WHERE seq = ANY(${held}::bigint[])`.execute(db);
        this.options.logger.warn({ err, event_id: row.id }, 'outbox publish failed; will retry');
        break;
      }
      await this.options.afterPublish?.(row.id);
      await sql`UPDATE outbox SET published_at = now(), locked_until = NULL WHERE seq = ${row.seq}`.execute(
        db,
      );
      published++;
    }
    return published;
  }

  /**
   * The message, or an error when no retry can ever publish it (it cannot be serialised, or it is
   * larger than the server accepts). Such a row is parked instead of holding back every later one.
   */
  private encode(row: OutboxRow): string {
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.type,
      occurred_at: new Date(row.occurred_at).toISOString(),
      tenant_id: row.tenant_id,
      environment: row.environment,
      payload: row.payload,
    };
    const message = JSON.stringify(envelope);
    const limit = this.options.nats.nc.info?.max_payload;
    if (limit !== undefined && Buffer.byteLength(message, 'utf8') > limit - HEADROOM_BYTES) {
      throw new Error(
        `event of ${Buffer.byteLength(message, 'utf8')} bytes exceeds the server's max_payload`,
      );
    }
    return message;
  }

  /** Moves an unpublishable row to dead_letters (with its event, for an operator) in one transaction. */
  private async park(row: OutboxRow, err: unknown): Promise<void> {
    const { db, logger } = this.options;
    let data: string;
    try {
      data = JSON.stringify(row.payload);
    } catch {
      data = String(row.payload);
    }
    await db.transaction().execute(async (trx) => {
      await sql`
        INSERT INTO dead_letters (consumer, event_id, subject, data, error, deliveries)
        VALUES ('outbox_relay', ${row.id}, ${subjectFor(this.options.namespace, row.type)}, ${data},
                ${String(err)}, 0)`.execute(trx);
      await sql`DELETE FROM outbox WHERE seq = ${row.seq}`.execute(trx);
    });
    logger.error(
      { err, event_id: row.id, type: row.type },
      'outbox event cannot be published; parked in dead_letters',
    );
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

  private async run(): Promise<void> {
    let backoff = this.options.idleMs;
    while (this.running) {
      let count = 0;
      try {
        count = await this.drainOnce();
        backoff = this.options.idleMs;
      } catch (err) {
        this.options.logger.warn({ err }, 'outbox relay cycle failed');
        backoff = Math.min(backoff * 2, 5000);
      }
      if (count === 0 && this.running) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, backoff).unref();
        });
      }
    }
  }
}
