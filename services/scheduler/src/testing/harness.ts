import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import type { EventEnvelope } from '@gateway/shared/events/envelope.ts';
import { streamName, subjectFor } from '@gateway/shared/events/envelope.ts';
import { connectNats, ensureStream, type Nats } from '@gateway/shared/events/nats.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { type App, buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { SCHEMA, type SchedulerDatabase } from '../db/schema.ts';
import { TIMER_FIRED } from '../events/subjects.ts';

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

export interface ReceivedFire {
  envelope: EventEnvelope;
  payload: {
    timer_key: string;
    kind: string;
    resource_id: string;
    fire_at: string;
    fired_at: string;
    source: string;
  };
  receivedAt: number;
}

export interface TimerRequestInput {
  key: string;
  fireAt: Date;
  tenantId?: string;
  kind?: string;
  resourceId?: string;
  occurredAt?: Date;
}

/**
 * One isolated world per test: a throwaway database, a namespace of its own on the real NATS,
 * a stand-in for the payments service publishing timer events, and a listener on the fired events.
 */
export class SchedulerHarness {
  readonly fired: ReceivedFire[] = [];
  private readonly apps = new Set<App>();
  private stopListening: (() => void) | undefined;
  private listening: Promise<void> | undefined;

  readonly testDb: TestDatabase;
  readonly namespace: string;
  readonly nats: Nats;
  readonly database: Database<SchedulerDatabase>;

  private constructor(
    testDb: TestDatabase,
    namespace: string,
    nats: Nats,
    database: Database<SchedulerDatabase>,
  ) {
    this.testDb = testDb;
    this.namespace = namespace;
    this.nats = nats;
    this.database = database;
  }

  static async create(): Promise<SchedulerHarness> {
    const testDb = await createTestDatabase('scheduler');
    const namespace = uniqueNamespace('sch');
    const nats = await connectNats(NATS_URL, 'scheduler-test');
    const database = createDatabase<SchedulerDatabase>({ url: testDb.url, schema: SCHEMA, max: 2 });
    const harness = new SchedulerHarness(testDb, namespace, nats, database);
    await ensureStream(nats.jsm, namespace, 'payments');
    await ensureStream(nats.jsm, namespace, 'scheduler');
    await harness.listen();
    return harness;
  }

  get db() {
    return this.database.db;
  }

  async startScheduler(env: Record<string, string> = {}): Promise<App> {
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: this.testDb.url,
      NATS_URL,
      EVENT_NAMESPACE: this.namespace,
      GRPC_PORT: '0',
      ...env,
    });
    const app = await buildApp(config, createLogger('scheduler', config.LOG_LEVEL));
    this.apps.add(app);
    return app;
  }

  async stopScheduler(app: App): Promise<void> {
    this.apps.delete(app);
    await app.stop();
  }

  /** Publishes like the payments relay would; a repeated `msgId` is dropped by JetStream itself. */
  async publish(
    type: string,
    envelope: Partial<EventEnvelope> & { payload: Record<string, unknown> },
    msgId?: string,
  ) {
    const full: EventEnvelope = {
      id: newId('evt'),
      type,
      occurred_at: new Date().toISOString(),
      tenant_id: 'ten_harness',
      environment: 'test',
      ...envelope,
    };
    await this.nats.js.publish(subjectFor(this.namespace, type), JSON.stringify(full), {
      msgID: msgId ?? full.id,
    });
    return full;
  }

  requestTimer(input: TimerRequestInput, msgId?: string): Promise<EventEnvelope> {
    return this.publish(
      'payments.timer.requested',
      {
        tenant_id: input.tenantId ?? 'ten_harness',
        occurred_at: (input.occurredAt ?? new Date()).toISOString(),
        payload: {
          timer_key: input.key,
          fire_at: input.fireAt.toISOString(),
          kind: input.kind ?? 'payment.expiry',
          resource_id: input.resourceId ?? `pay_${input.key}`,
        },
      },
      msgId,
    );
  }

  cancelTimer(key: string, occurredAt = new Date(), tenantId = 'ten_harness'): Promise<EventEnvelope> {
    return this.publish('payments.timer.cancelled', {
      tenant_id: tenantId,
      occurred_at: occurredAt.toISOString(),
      payload: { timer_key: key },
    });
  }

  firedFor(key: string): ReceivedFire[] {
    return this.fired.filter((f) => f.payload.timer_key === key);
  }

  async waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await sleep(25);
    }
  }

  async close(): Promise<void> {
    for (const app of this.apps) await app.stop().catch(() => undefined);
    this.apps.clear();
    this.stopListening?.();
    await this.listening;
    for (const service of ['payments', 'scheduler']) {
      await this.nats.jsm.streams.delete(streamName(this.namespace, service)).catch(() => false);
    }
    await this.nats.close();
    await this.database.close();
    await this.testDb.drop();
  }

  private async listen(): Promise<void> {
    const stream = streamName(this.namespace, 'scheduler');
    await this.nats.jsm.consumers.add(stream, {
      durable_name: 'test_fired',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectFor(this.namespace, TIMER_FIRED),
    });
    const consumer = await this.nats.js.consumers.get(stream, 'test_fired');
    const messages = await consumer.consume({ max_messages: 100 });
    this.stopListening = () => void messages.stop();
    this.listening = (async () => {
      for await (const msg of messages) {
        const envelope = msg.json<EventEnvelope>();
        this.fired.push({
          envelope,
          payload: envelope.payload as ReceivedFire['payload'],
          receivedAt: Date.now(),
        });
        msg.ack();
      }
    })();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
