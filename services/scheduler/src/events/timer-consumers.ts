import type { Clock } from '@gateway/shared/clock.ts';
import { EventConsumer, PoisonMessageError } from '@gateway/shared/events/consumer.ts';
import type { EventEnvelope } from '@gateway/shared/events/envelope.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { createTimerRepository } from '../db/timer-repository.ts';
import type { SchedulerDatabase } from '../db/schema.ts';
import { cancelTimer } from '../domain/cancel-timer.ts';
import { requestTimer } from '../domain/request-timer.ts';
import {
  type IncomingTimerEvent,
  InvalidTimerError,
  parseTimerCancellation,
  parseTimerRequest,
  TimerKeyConflictError,
} from '../domain/timer.ts';
import { cancellationsDurable, requestsDurable, timerCancelled, timerRequested } from './subjects.ts';

export interface TimerConsumerDeps {
  db: Kysely<SchedulerDatabase>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  clock: Clock;
}

function incoming(source: string, event: EventEnvelope): IncomingTimerEvent {
  return {
    source,
    tenantId: event.tenant_id,
    environment: event.environment,
    occurredAt: event.occurred_at,
    payload: event.payload,
  };
}

// Retrying bad input or a key owned by another source cannot help: dead-letter it at once.
async function unlessPoison<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof InvalidTimerError || err instanceof TimerKeyConflictError) {
      throw new PoisonMessageError(err.message);
    }
    throw err;
  }
}

/** Two consumers per source service: its timer requests and its cancellations. */
export function createTimerConsumers(
  sources: string[],
  deps: TimerConsumerDeps,
): EventConsumer<SchedulerDatabase>[] {
  const { db, nats, namespace, logger, clock } = deps;
  return sources.flatMap((source) => [
    new EventConsumer<SchedulerDatabase>({
      db,
      nats,
      namespace,
      logger,
      stream: source,
      durable: requestsDurable(source),
      filter: timerRequested(source),
      handle: (trx, event) =>
        unlessPoison(async () => {
          const request = parseTimerRequest(incoming(source, event));
          const outcome = await requestTimer(createTimerRepository(trx), request, clock.now());
          logger.debug({ event_id: event.id, timer_key: request.timerKey, outcome }, 'timer requested');
        }),
    }),
    new EventConsumer<SchedulerDatabase>({
      db,
      nats,
      namespace,
      logger,
      stream: source,
      durable: cancellationsDurable(source),
      filter: timerCancelled(source),
      handle: (trx, event) =>
        unlessPoison(async () => {
          const cancellation = parseTimerCancellation(incoming(source, event));
          const outcome = await cancelTimer(createTimerRepository(trx), cancellation, clock.now());
          logger.debug(
            { event_id: event.id, timer_key: cancellation.timerKey, outcome },
            'timer cancellation',
          );
        }),
    }),
  ]);
}
