import { EventConsumer } from '@gateway/shared/events/consumer.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { recordEvent } from '../db/event-store.ts';
import { eventSources } from '../domain/event-types.ts';
import { toMerchantEvent } from '../domain/merchant-event.ts';

export const SERVICE = 'webhooks';

export interface EventConsumerOptions {
  db: Kysely<unknown>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  replicas: number;
  ackWaitMs: number;
  /** After an event's deliveries are committed: the worker need not wait for its next poll. */
  onRecorded(): void;
}

/**
 * One durable consumer per producing aggregate. The inbox row, the event and its deliveries
 * commit together: a redelivered message neither stores the event twice nor sends it twice.
 */
export function merchantEventConsumers(options: EventConsumerOptions): EventConsumer<unknown>[] {
  return eventSources().map(
    (source) =>
      new EventConsumer<unknown>({
        db: options.db,
        nats: options.nats,
        namespace: options.namespace,
        logger: options.logger,
        replicas: options.replicas,
        stream: source.stream,
        durable: `webhooks_${source.filter.split('.').slice(0, 2).join('_')}`,
        filter: source.filter,
        concurrency: 32,
        ackWaitMs: options.ackWaitMs,
        async handle(trx, envelope) {
          const event = toMerchantEvent(envelope);
          if (!event) return;
          await recordEvent(trx, event);
        },
        afterCommit: () => options.onRecorded(),
      }),
  );
}
