import { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import type { EventEnvelope } from '@gateway/shared/events/envelope.ts';
import { streamName, subjectFor } from '@gateway/shared/events/envelope.ts';
import { connectNats, ensureStream, type Nats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { SCHEMA } from '../db/migrations/index.ts';

export const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** A throwaway database, a NATS namespace and a publisher standing in for the payments service. */
export class Harness {
  testDb!: TestDatabase;
  namespace!: string;
  nats!: Nats;
  database!: Database<unknown>;
  client: ServiceClient<typeof WebhooksService> | undefined;

  async start(label: string): Promise<this> {
    this.testDb = await createTestDatabase(label);
    this.namespace = uniqueNamespace(label);
    this.nats = await connectNats(NATS_URL, `${label}-test`);
    await ensureStream(this.nats.jsm, this.namespace, 'payments');
    this.database = createDatabase({ url: this.testDb.url, schema: SCHEMA });
    return this;
  }

  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: this.testDb.url,
      NATS_URL,
      EVENT_NAMESPACE: this.namespace,
      GRPC_PORT: '0',
      DELIVERY_POLL_MS: '50',
      WEBHOOK_RETRY_SCHEDULE: '200ms,200ms,200ms',
      ...extra,
    };
  }

  connect(port: number): ServiceClient<typeof WebhooksService> {
    this.client?.close();
    this.client = createClient(WebhooksService, `127.0.0.1:${port}`);
    return this.client;
  }

  /** Publishes a domain event as the producer's outbox relay would. */
  async publish(type: string, event: Omit<EventEnvelope, 'type' | 'id' | 'occurred_at'> & { id?: string }) {
    const envelope: EventEnvelope = {
      id: event.id ?? newId('evt'),
      type,
      occurred_at: new Date().toISOString(),
      tenant_id: event.tenant_id,
      environment: event.environment,
      payload: event.payload,
    };
    await this.nats.js.publish(subjectFor(this.namespace, type), JSON.stringify(envelope), {
      msgID: newId('msg'),
    });
    return envelope;
  }

  async stop(): Promise<void> {
    this.client?.close();
    await this.database?.close();
    for (const service of ['payments', 'cards', 'webhooks'])
      await this.nats?.jsm.streams.delete(streamName(this.namespace, service)).catch(() => false);
    await this.nats?.close();
    await this.testDb?.drop();
  }
}

/** A payment payload with every field of spec 6 rule 2, as the payments service builds it. */
export function paymentPayload(event: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event,
    payment_id: newId('pay'),
    reference: `order-${newId('r')}`,
    checkout_session_id: null,
    payment_method: 'provider_a',
    amount: '150000.00',
    currency: 'PYG',
    metadata: { order: 7 },
    customer_id: 'buyer-1',
    expires_at: '2026-11-23T12:00:00.000Z',
    expired_at: null,
    confirmed_after_expiry: false,
    recovered_from_status: null,
    ...extra,
  };
}
