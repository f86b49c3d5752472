import { ALL_EVENTS } from '../domain/event-types.ts';
import type { Delivery, Endpoint, StoredEvent } from '../domain/types.ts';

export function endpointMessage(endpoint: Endpoint & { secret?: string }) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events ?? [ALL_EVENTS],
    description: endpoint.description ?? undefined,
    status: endpoint.status,
    createdAt: endpoint.createdAt.toISOString(),
    secret: endpoint.secret,
  };
}

export function eventMessage(event: StoredEvent & { deliveries?: Delivery[] }) {
  return {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    payloadJson: event.body,
    paymentId: event.paymentId ?? undefined,
    cardId: event.cardId ?? undefined,
    deliveries: (event.deliveries ?? []).map((d) => ({
      id: d.id,
      endpointId: d.endpointId,
      status: d.status,
      nextAttemptAt: d.nextAttemptAt?.toISOString(),
      attempts: d.attempts.map((a) => ({
        attemptedAt: a.attemptedAt.toISOString(),
        statusCode: a.statusCode ?? undefined,
        durationMs: a.durationMs,
        error: a.error ?? undefined,
      })),
    })),
  };
}
