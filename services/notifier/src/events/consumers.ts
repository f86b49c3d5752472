import type { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import type { Clock } from '@gateway/shared/clock.ts';
import { EventConsumer } from '@gateway/shared/events/consumer.ts';
import { PAYMENTS_STREAM, paymentReceiptUploaded } from '@gateway/shared/events/contracts/payments.ts';
import { deliveryExhausted, WEBHOOKS_STREAM } from '@gateway/shared/events/contracts/webhooks.ts';
import type { EventEnvelope } from '@gateway/shared/events/envelope.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import type { ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Kysely, Transaction } from 'kysely';
import { countSuppressed, lockThrottle, queueEmail } from '../db/email-store.ts';
import {
  type Email,
  exhaustedEmail,
  type NotificationKind,
  receiptEmail,
  type Throttles,
  throttleDecision,
} from '../domain/notifications.ts';

export const SERVICE = 'notifier';

/**
 * What this service reacts to, by contract: one consumer each (NATS 2.9 has no multi-filter
 * consumers). A payload that breaks its contract is poison: dead-lettered, never e-mailed.
 */
export const SOURCES = [
  { stream: WEBHOOKS_STREAM, contract: deliveryExhausted, kind: 'webhook_exhausted' },
  { stream: PAYMENTS_STREAM, contract: paymentReceiptUploaded, kind: 'receipt_review' },
] as const;

export interface ConsumerOptions {
  db: Kysely<unknown>;
  nats: Nats;
  namespace: string;
  logger: Logger;
  replicas: number;
  clock: Clock;
  throttles: Throttles;
  accounts: ServiceClient<typeof AccountsService>;
  baseUrl: string;
  onQueued(): void;
}

async function notify(
  options: ConsumerOptions,
  trx: Transaction<unknown>,
  event: EventEnvelope,
  kind: NotificationKind,
): Promise<void> {
  const scope = { tenantId: event.tenant_id, environment: event.environment };
  // The throttle row is locked first: concurrent events of one tenant decide one after another.
  const throttle = await lockThrottle(trx, scope, kind);
  const now = options.clock.now();
  if (throttleDecision(throttle.lastSentAt, now, options.throttles[kind]) === 'suppress') {
    await countSuppressed(trx, scope, kind);
    return;
  }
  const settings = await options.accounts.getTenantSettings(
    { tenantId: scope.tenantId, environment: scope.environment },
    { timeoutMs: 5000 },
  );
  const recipients = settings.notificationEmails;
  if (recipients.length === 0) {
    options.logger.info(
      { tenant_id: scope.tenantId, kind },
      'no notification e-mails configured; nothing sent',
    );
    return;
  }
  const context = {
    tenantName: settings.name || scope.tenantId,
    environment: scope.environment,
    suppressed: throttle.suppressed,
    baseUrl: options.baseUrl,
  };
  const email: Email =
    kind === 'webhook_exhausted'
      ? exhaustedEmail(event.payload, context)
      : receiptEmail(event.payload, context);
  await queueEmail(trx, scope, kind, { ...email, recipients, sourceEventId: event.id }, now);
  setTimeout(options.onQueued, 5).unref();
}

export function notificationConsumers(options: ConsumerOptions): EventConsumer<unknown>[] {
  return SOURCES.map(
    (source) =>
      new EventConsumer<unknown>({
        db: options.db,
        nats: options.nats,
        namespace: options.namespace,
        logger: options.logger,
        replicas: options.replicas,
        stream: source.stream,
        durable: `notifier_${source.contract.type.replaceAll('.', '_')}`,
        filter: source.contract.type,
        concurrency: 4,
        handle: (trx, event) => {
          source.contract.parse(event);
          return notify(options, trx, event, source.kind);
        },
      }),
  );
}
