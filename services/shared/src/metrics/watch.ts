import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Nats } from '../events/nats.ts';
import { scrapedGauge } from './registry.ts';

/** The service's Postgres pool: connections open, idle, and requests waiting for one. */
export function watchPool(pool: pg.Pool): void {
  scrapedGauge('gateway_db_pool_connections', 'Postgres pool connections by state', ['state'], async () => [
    { labels: { state: 'total' }, value: pool.totalCount },
    { labels: { state: 'idle' }, value: pool.idleCount },
    { labels: { state: 'waiting' }, value: pool.waitingCount },
  ]);
}

/**
 * The outbox backlog and the age of its oldest row (an event committed but not yet on
 * JetStream), and the dead letters waiting for an operator. Read on scrape through the partial
 * index of unpublished rows, so the cost does not grow with history.
 */
export function watchEventTables(db: Kysely<unknown>): void {
  const backlog = async () => {
    const { rows } = await sql<{ n: number; age: number | null }>`
      SELECT count(*)::int AS n, EXTRACT(EPOCH FROM now() - min(occurred_at))::float8 AS age
      FROM outbox WHERE published_at IS NULL`.execute(db);
    return rows[0] ?? { n: 0, age: null };
  };
  scrapedGauge(
    'gateway_outbox_unpublished_events',
    'Outbox rows not yet published to JetStream',
    [],
    async () => [{ value: (await backlog()).n }],
  );
  scrapedGauge(
    'gateway_outbox_oldest_unpublished_age_seconds',
    'Age of the oldest outbox row not yet published (0 when none)',
    [],
    async () => [{ value: Math.max(0, (await backlog()).age ?? 0) }],
  );
  scrapedGauge(
    'gateway_dead_letters',
    'Parked events (outbox rows or consumed messages) by consumer',
    ['consumer'],
    async () => {
      const { rows } = await sql<{ consumer: string; n: number }>`
      SELECT consumer, count(*)::int AS n FROM dead_letters GROUP BY consumer`.execute(db);
      return rows.map((r) => ({ labels: { consumer: r.consumer }, value: r.n }));
    },
  );
}

const consumers = new Map<string, { nats: Nats; stream: string; durable: string }>();

/** A JetStream consumer of this service: its backlog, unacknowledged and redelivered messages. */
export function watchConsumer(nats: Nats, stream: string, durable: string): void {
  consumers.set(`${stream}/${durable}`, { nats, stream, durable });
  if (consumers.size > 1) return;
  const read =
    (pick: (info: Awaited<ReturnType<Nats['jsm']['consumers']['info']>>) => number) => async () => {
      const out: { labels: Record<string, string>; value: number }[] = [];
      for (const c of consumers.values()) {
        const info = await c.nats.jsm.consumers.info(c.stream, c.durable).catch(() => null);
        if (info) out.push({ labels: { consumer: c.durable }, value: pick(info) });
      }
      return out;
    };
  scrapedGauge(
    'gateway_consumer_pending_messages',
    'Messages of the stream not yet delivered to the consumer (lag)',
    ['consumer'],
    read((i) => i.num_pending),
  );
  scrapedGauge(
    'gateway_consumer_ack_pending_messages',
    'Messages delivered and not yet acknowledged',
    ['consumer'],
    read((i) => i.num_ack_pending),
  );
  scrapedGauge(
    'gateway_consumer_redelivered_messages',
    'Messages delivered more than once and still unacknowledged',
    ['consumer'],
    read((i) => i.num_redelivered),
  );
}
