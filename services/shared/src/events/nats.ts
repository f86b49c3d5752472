import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamName } from './envelope.ts';

export interface Nats {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  close(): Promise<void>;
}

export async function connectNats(url: string, name: string): Promise<Nats> {
  const nc = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  return {
    nc,
    js,
    jsm,
    close: async () => {
      await nc.drain().catch(() => nc.close());
    },
  };
}

// Redeliveries of a lease-expired outbox row must land inside this window to be deduplicated.
const DUPLICATE_WINDOW_NS = 10 * 60 * 1_000_000_000;

/** One stream per producing service, holding `<service>.>` (under the namespace, if any). */
export async function ensureStream(
  jsm: JetStreamManager,
  namespace: string,
  service: string,
  replicas = 1,
): Promise<string> {
  const name = streamName(namespace, service);
  const subjects = [namespace ? `${namespace}.${service}.>` : `${service}.>`];
  const config = {
    name,
    subjects,
    duplicate_window: DUPLICATE_WINDOW_NS,
    num_replicas: replicas,
    max_age: 30 * 24 * 3600 * 1_000_000_000,
  };
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, { subjects, duplicate_window: DUPLICATE_WINDOW_NS });
  } catch {
    await jsm.streams.add(config).catch(async (err: unknown) => {
      // Another replica created it first.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    });
  }
  return name;
}
