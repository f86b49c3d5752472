import type { Kysely } from 'kysely';
import type { Logger } from '../logger.ts';
import { connectNats, ensureStream, type Nats } from './nats.ts';
import { OutboxRelay } from './relay.ts';

export interface EventRuntime<DB = unknown> {
  nats: Nats;
  relay: OutboxRelay<DB>;
  stop(): Promise<void>;
}

/** Connects to NATS, makes sure the service's stream exists and starts its outbox relay. */
export async function startEventRuntime<DB>(options: {
  db: Kysely<DB>;
  natsUrl: string;
  namespace: string;
  service: string;
  replicas?: number;
  logger: Logger;
}): Promise<EventRuntime<DB>> {
  const nats = await connectNats(options.natsUrl, options.service);
  await ensureStream(nats.jsm, options.namespace, options.service, options.replicas ?? 1);
  const relay = new OutboxRelay({
    db: options.db,
    nats,
    namespace: options.namespace,
    logger: options.logger,
  });
  relay.start();
  return {
    nats,
    relay,
    stop: async () => {
      await relay.stop();
      await nats.close();
    },
  };
}
