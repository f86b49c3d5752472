import type { Clock } from '@gateway/shared/clock.ts';
import { EventConsumer, PoisonMessageError } from '@gateway/shared/events/consumer.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { expireOnTimer } from '../domain/payment-actions.ts';
import type { PaymentDeps } from '../domain/ports.ts';
import { transactionStore } from '../db/payment-repository.ts';
import type { PaymentsDatabase } from '../db/schema.ts';
import { timerFired } from '@gateway/shared/events/contracts/scheduler.ts';
import { EXPIRE_KIND, SCHEDULER_STREAM, TIMER_FIRED, TIMERS_DURABLE } from './subjects.ts';

export interface TimerConsumerOptions {
  db: Kysely<PaymentsDatabase>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  clock: Clock;
  providers: PaymentDeps['providers'];
  /** Replicas of the scheduler's stream, should this consumer start before the scheduler. */
  replicas: number;
}

/**
 * `scheduler.timer.fired` for `payment.expire`: the deadline_reached transition, in the same
 * transaction as the inbox row, so a redelivered timer expires (and announces) once.
 */
export function timerConsumer(options: TimerConsumerOptions): EventConsumer<PaymentsDatabase> {
  return new EventConsumer<PaymentsDatabase>({
    db: options.db,
    nats: options.nats,
    namespace: options.namespace,
    logger: options.logger,
    stream: SCHEDULER_STREAM,
    durable: TIMERS_DURABLE,
    filter: TIMER_FIRED,
    replicas: options.replicas,
    async handle(trx, event) {
      // A fired timer that breaks the contract is poison: dead-lettered at once, never retried.
      const fired = timerFired.parse(event);
      if (fired.kind !== EXPIRE_KIND) return;
      const id = fired.resource_id;
      const scope = { tenantId: event.tenant_id, environment: event.environment };
      await expireOnTimer(transactionStore(trx), options.providers, scope, id, options.clock.now());
    },
  });
}
