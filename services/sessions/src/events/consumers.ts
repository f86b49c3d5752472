import type { Clock } from '@gateway/shared/clock.ts';
import { EventConsumer, PoisonMessageError } from '@gateway/shared/events/consumer.ts';
import type { EventEnvelope } from '@gateway/shared/events/envelope.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely } from 'kysely';
import { KyselySessionStore } from '../db/session-store.ts';
import type { SessionsDatabase } from '../db/schema.ts';
import { completeSession, expireAttempts, expireSession } from '../domain/lifecycle.ts';
import type { PaymentsPort } from '../domain/ports.ts';
import type { Scope } from '../domain/session.ts';
import {
  ATTEMPT_EXPIRY_DURABLE,
  COMPLETION_DURABLE,
  EXPIRE_KIND,
  PAYMENT_CONFIRMED,
  PAYMENTS_STREAM,
  SCHEDULER_STREAM,
  SERVICE,
  SESSION_EXPIRED,
  TIMER_FIRED,
  TIMERS_DURABLE,
} from './subjects.ts';

export interface ConsumerDeps {
  db: Kysely<SessionsDatabase>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  clock: Clock;
  payments: PaymentsPort;
  replicas: number;
}

const scopeOf = (event: EventEnvelope): Scope => ({
  tenantId: event.tenant_id,
  environment: event.environment,
});

function idFrom(event: EventEnvelope, field: string): string {
  const value = event.payload[field];
  if (typeof value !== 'string' || value === '')
    throw new PoisonMessageError(`${event.type} without ${field}`);
  return value;
}

/**
 * Three reactions, each applied once per event (inbox): the expiry timer fires, a session
 * payment is confirmed, and an expired session's pending attempts are expired.
 */
export function sessionConsumers(deps: ConsumerDeps): EventConsumer<SessionsDatabase>[] {
  const common = {
    db: deps.db,
    nats: deps.nats,
    namespace: deps.namespace,
    logger: deps.logger,
    replicas: deps.replicas,
  };
  return [
    new EventConsumer<SessionsDatabase>({
      ...common,
      stream: SCHEDULER_STREAM,
      durable: TIMERS_DURABLE,
      filter: TIMER_FIRED,
      async handle(trx, event) {
        if (event.payload['source'] !== SERVICE || event.payload['kind'] !== EXPIRE_KIND) return;
        const id = idFrom(event, 'resource_id');
        try {
          await expireSession(new KyselySessionStore(trx), scopeOf(event), id, deps.clock.now());
        } catch (err) {
          if ((err as { code?: string }).code === 'NOT_FOUND')
            throw new PoisonMessageError(`no session ${id}`);
          throw err;
        }
      },
    }),
    new EventConsumer<SessionsDatabase>({
      ...common,
      stream: PAYMENTS_STREAM,
      durable: COMPLETION_DURABLE,
      filter: PAYMENT_CONFIRMED,
      async handle(trx, event) {
        const sessionId = event.payload['checkout_session_id'];
        if (typeof sessionId !== 'string' || sessionId === '') return;
        const paymentId = idFrom(event, 'payment_id');
        const completed = await completeSession(
          new KyselySessionStore(trx),
          scopeOf(event),
          sessionId,
          paymentId,
          deps.clock.now(),
        );
        deps.logger.debug(
          { checkout_session_id: sessionId, payment_id: paymentId, completed: !!completed },
          'payment confirmed',
        );
      },
    }),
    new EventConsumer<SessionsDatabase>({
      ...common,
      stream: SERVICE,
      durable: ATTEMPT_EXPIRY_DURABLE,
      filter: SESSION_EXPIRED,
      async handle(trx, event) {
        const sessionId = idFrom(event, 'checkout_session_id');
        const count = await expireAttempts(
          { store: new KyselySessionStore(trx), payments: deps.payments },
          scopeOf(event),
          sessionId,
        );
        deps.logger.debug({ checkout_session_id: sessionId, attempts: count }, 'session attempts expired');
      },
    }),
  ];
}
