import { tenantSettingsChanged } from '@gateway/shared/events/contracts/accounts.ts';
import { eventEnvelopeSchema, subjectFor } from '@gateway/shared/events/envelope.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { Nats } from '@gateway/shared/events/nats.ts';
import { SETTINGS_CHANGED } from './subjects.ts';

export interface SettingsCache {
  evict(tenantId: string): void;
  clear(): void;
}

/**
 * Every replica drops its cached tenant settings when accounts announces a change (a plain
 * subscription: each replica must see every change, unlike a shared durable consumer). After a
 * reconnect the whole cache goes, since changes may have been missed meanwhile.
 */
export function listenForSettingsChanges(
  nc: Nats['nc'],
  namespace: string,
  cache: SettingsCache,
  logger: Logger,
): { stop(): void } {
  const sub = nc.subscribe(subjectFor(namespace, SETTINGS_CHANGED));
  void (async () => {
    for await (const msg of sub) {
      try {
        cache.evict(tenantSettingsChanged.parse(eventEnvelopeSchema.parse(msg.json())).tenant_id);
      } catch (err) {
        logger.warn({ err }, 'unreadable settings change; dropping every cached setting');
        cache.clear();
      }
    }
  })();
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') cache.clear();
    }
  })();
  return { stop: () => sub.unsubscribe() };
}
