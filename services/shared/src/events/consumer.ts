import { AckPolicy, DeliverPolicy, type JsMsg } from '@nats-io/jetstream';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from '../logger.ts';
import { SpanKind, withSpan } from '../telemetry.ts';
import { type EventEnvelope, eventEnvelopeSchema, streamName, subjectFor } from './envelope.ts';
import { ensureStream, type Nats } from './nats.ts';
import { PoisonMessageError } from './poison.ts';
import { watchConsumer } from '../metrics/watch.ts';

export interface ConsumerOptions<DB> {
  db: Kysely<DB>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  /** The service that produces the events (its stream). */
  stream: string;
  /** Durable name: `<consuming service>_<purpose>` (NATS forbids dots in consumer names). */
  durable: string;
  /** Event types to receive, e.g. `payments.payment.*`. */
  filter: string;
  maxDeliver?: number;
  /** Replicas for the producer's stream if this consumer has to create it. */
  replicas?: number;
  ackWaitMs?: number;
  concurrency?: number;
  /** Runs in the same transaction as the inbox row: the effect happens exactly once. */
  handle(trx: Transaction<DB>, event: EventEnvelope): Promise<void>;
  /** Called once the handler's transaction has committed (not for a duplicate), before the ack. */
  afterCommit?(event: EventEnvelope): void;
}

// Its own file, so event contracts (read by services without a database) do not load the consumer.
export { PoisonMessageError };

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * A durable pull consumer with inbox dedupe. A redelivered event whose id is already in the
 * inbox is acknowledged without running the handler again. Transient failures are nak'ed with a
 * delay; the final delivery and poison messages go to dead_letters and are terminated.
 */
export class EventConsumer<DB> {
  private readonly options: ConsumerOptions<DB> & {
    maxDeliver: number;
    ackWaitMs: number;
    concurrency: number;
  };
  private running = false;
  private loop: Promise<void> | undefined;
  private stopCurrent: (() => void) | undefined;
  private recreate = false;

  constructor(options: ConsumerOptions<DB>) {
    this.options = { maxDeliver: 8, ackWaitMs: 30_000, concurrency: 16, ...options };
  }

  async start(): Promise<void> {
    const name = await this.ensureConsumer();
    watchConsumer(this.options.nats, name, this.options.durable);
    this.running = true;
    this.loop = this.run(name);
  }

  /** Creates (or updates) the stream's durable consumer; returns the stream name. */
  private async ensureConsumer(): Promise<string> {
    const { nats, namespace, stream, durable, filter, ackWaitMs } = this.options;
    const name = streamName(namespace, stream);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectFor(namespace, filter),
      // Unlimited at the server: the consumer counts deliveries itself, so an event whose dead
      // letter cannot be written yet is redelivered instead of silently dropped.
      max_deliver: -1,
      ack_wait: ackWaitMs * 1_000_000,
      max_ack_pending: 1000,
    };
    // The producer may not have started yet; its stream must exist before a consumer can.
    await ensureStream(nats.jsm, namespace, stream, this.options.replicas ?? 1);
    try {
      await nats.jsm.consumers.info(name, durable);
      await nats.jsm.consumers.update(name, durable, {
        filter_subject: config.filter_subject,
        max_deliver: -1,
        ack_wait: config.ack_wait,
      });
    } catch {
      await nats.jsm.consumers.add(name, config);
    }
    return name;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopCurrent?.();
    await this.loop;
  }

  private async run(stream: string): Promise<void> {
    const { nats, durable, logger, concurrency } = this.options;
    // consume() ends when the server deletes the consumer or the connection is replaced: re-enter.
    while (this.running) {
      try {
        if (this.recreate) {
          await this.ensureConsumer();
          this.recreate = false;
        }
        const consumer = await nats.js.consumers.get(stream, durable);
        // Short pulls (heartbeat every 2.5 s) notice a lost consumer or a dead route within seconds.
        const messages = await consumer.consume({ max_messages: concurrency, expires: 5000 });
        this.stopCurrent = () => void messages.stop();
        // Missed server heartbeats mean the pull is dead (a NATS restart, a lost route): end this
        // subscription so the loop below subscribes afresh instead of waiting forever.
        void (async () => {
          for await (const status of messages.status()) {
            if (status.type === 'heartbeats_missed' && status.count >= 2) {
              logger.warn({ durable, missed: status.count }, 'consumer heartbeats missed; re-subscribing');
              void messages.stop();
              break;
            }
            if (status.type === 'consumer_not_found' || status.type === 'consumer_deleted') {
              logger.warn({ durable, status: status.type }, 'consumer gone; re-creating it');
              this.recreate = true;
              void messages.stop();
              break;
            }
          }
        })().catch(() => undefined);
        // stop() may have run while consume() was being set up, before there was anything to stop.
        if (!this.running) this.stopCurrent();
        const inFlight = new Set<Promise<void>>();
        for await (const msg of messages) {
          // A failed ack (connection closing) must not become an unhandled rejection; JetStream redelivers.
          const task = this.process(msg)
            .catch((err: unknown) => logger.warn({ err, durable }, 'event processing failed'))
            .finally(() => inFlight.delete(task));
          inFlight.add(task);
          if (inFlight.size >= concurrency) await Promise.race(inFlight);
        }
        await Promise.all(inFlight);
      } catch (err) {
        if (!this.running) break;
        if (/(consumer|stream) not found/i.test(String(err))) this.recreate = true;
        logger.warn({ err, durable }, 'consumer loop failed; re-entering');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const { db, durable, logger, maxDeliver } = this.options;
    const deliveries = msg.info.deliveryCount;
    let envelope: EventEnvelope;
    try {
      envelope = eventEnvelopeSchema.parse(msg.json());
    } catch (err) {
      if (!(await this.deadLetter(msg, undefined, `unparseable event: ${String(err)}`))) {
        msg.nak(30_000);
        return;
      }
      // No reason text: NATS 2.9 only recognises a bare +TERM and silently ignores `+TERM <reason>`,
      // which would leave the message pending and redeliver it after ack_wait.
      msg.term();
      return;
    }
    const carrier: Record<string, string> = {};
    for (const key of ['traceparent', 'tracestate', 'baggage']) {
      const value = msg.headers?.get(key);
      if (value) carrier[key] = value;
    }
    try {
      const handled = await withSpan(
        `process ${envelope.type}`,
        carrier,
        { 'messaging.system': 'nats', 'messaging.consumer.group.name': durable, 'event.id': envelope.id },
        () =>
          db.transaction().execute(async (trx) => {
            const inserted = await sql`
              INSERT INTO inbox (consumer, event_id) VALUES (${durable}, ${envelope.id})
              ON CONFLICT DO NOTHING RETURNING event_id
            `.execute(trx);
            if (inserted.rows.length === 0) return false;
            await this.options.handle(trx, envelope);
            return true;
          }),
        SpanKind.CONSUMER,
      );
      if (handled) this.options.afterCommit?.(envelope);
      msg.ack();
    } catch (err) {
      const poison = err instanceof PoisonMessageError;
      if (poison || deliveries >= maxDeliver) {
        logger.error({ err, event_id: envelope.id, deliveries }, 'event dead-lettered');
        // The event is terminated only once its dead letter is stored; otherwise it comes back later.
        if (await this.deadLetter(msg, envelope.id, String(err))) msg.term();
        else msg.nak(30_000);
        return;
      }
      const delay = RETRY_DELAYS_MS[Math.min(deliveries - 1, RETRY_DELAYS_MS.length - 1)] ?? 1000;
      logger.warn({ err, event_id: envelope.id, deliveries }, 'event handler failed; retrying');
      msg.nak(delay);
    }
  }

  private async deadLetter(msg: JsMsg, eventId: string | undefined, error: string): Promise<boolean> {
    return sql`
      INSERT INTO dead_letters (consumer, event_id, subject, data, error, deliveries)
      VALUES (${this.options.durable}, ${eventId ?? null}, ${msg.subject}, ${msg.string()}, ${error}, ${msg.info.deliveryCount})
    `
      .execute(this.options.db)
      .then(
        () => true,
        (err: unknown) => {
          this.options.logger.error({ err }, 'could not write dead letter; the event will be redelivered');
          return false;
        },
      );
  }
}
