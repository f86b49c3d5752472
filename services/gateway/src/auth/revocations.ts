import { apiKeyRevoked } from '@gateway/shared/events/contracts/accounts.ts';
import { eventEnvelopeSchema, subjectFor } from '@gateway/shared/events/envelope.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Authenticator } from './authenticator.ts';

/**
 * Every replica listens for revocations (a plain subscription: each replica must see every
 * one). After a reconnect the cache is dropped, since revocations may have been missed.
 */
export function listenForRevocations(
  nc: NatsConnection,
  namespace: string,
  authenticator: Authenticator,
  logger: Logger,
): void {
  const sub = nc.subscribe(subjectFor(namespace, apiKeyRevoked.type));
  void (async () => {
    for await (const msg of sub) {
      try {
        const revoked = apiKeyRevoked.parse(eventEnvelopeSchema.parse(msg.json()));
        authenticator.evict({ keyHash: revoked.key_hash, keyId: revoked.key_id });
      } catch (err) {
        logger.warn({ err }, 'unreadable revocation message');
      }
    }
  })();
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') authenticator.clear();
    }
  })();
}
