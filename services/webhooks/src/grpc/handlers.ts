import type { WebhooksService } from '@gateway/proto/webhooks/v1/webhooks_pb';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import { PUBLIC_EVENT_TYPES } from '../domain/event-types.ts';
import { parseScope } from '../domain/scope.ts';
import type { UseCases } from '../domain/use-cases.ts';
import { endpointMessage, eventMessage } from './messages.ts';

export function webhooksHandlers(useCases: UseCases): ServiceHandlers<typeof WebhooksService> {
  return {
    async createEndpoint(req) {
      const endpoint = await useCases.createEndpoint(parseScope(req.scope), {
        url: req.url,
        events: req.allEvents ? null : req.events,
        description: req.description ?? null,
      });
      return { endpoint: endpointMessage(endpoint) };
    },

    async listEndpoints(req) {
      const page = await useCases.listEndpoints(parseScope(req.scope), {
        cursor: req.cursor,
        perPage: req.perPage,
      });
      return {
        endpoints: page.items.map((e) => endpointMessage(e)),
        nextCursor: page.nextCursor ?? undefined,
        prevCursor: page.prevCursor ?? undefined,
      };
    },

    async getEndpoint(req) {
      return { endpoint: endpointMessage(await useCases.getEndpoint(parseScope(req.scope), req.id)) };
    },

    async deleteEndpoint(req) {
      await useCases.deleteEndpoint(parseScope(req.scope), req.id);
      return {};
    },

    async rotateEndpointSecret(req) {
      return { endpoint: endpointMessage(await useCases.rotateSecret(parseScope(req.scope), req.id)) };
    },

    async listEvents(req) {
      const page = await useCases.listEvents(parseScope(req.scope), {
        type: req.type,
        paymentId: req.paymentId,
        cardId: req.cardId,
        from: req.from,
        to: req.to,
        cursor: req.cursor,
        perPage: req.perPage,
        withDeliveries: req.withDeliveries,
      });
      return {
        events: page.items.map((e) => eventMessage(e)),
        nextCursor: page.nextCursor ?? undefined,
        prevCursor: page.prevCursor ?? undefined,
      };
    },

    async getEvent(req) {
      return { event: eventMessage(await useCases.getEvent(parseScope(req.scope), req.id)) };
    },

    async redeliverEvent(req) {
      return { event: eventMessage(await useCases.redeliver(parseScope(req.scope), req.id)) };
    },

    async listEventTypes() {
      return { types: [...PUBLIC_EVENT_TYPES] };
    },
  };
}
