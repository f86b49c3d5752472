import type { Endpoint, Event } from '@gateway/proto/webhooks/v1/webhooks_pb';
import { parseDateFilter } from '@gateway/shared/dates.ts';
import { AppError } from '@gateway/shared/errors.ts';
import type { Clients } from '../clients/index.ts';
import { listJson } from '../http/mappers.ts';
import { defineRoute } from '../http/route.ts';
import { errorEnvelope, perPageOf } from '../schemas/common.ts';
import {
  createEndpointBody,
  endpointList,
  endpointResponse,
  endpointSecretResponse,
  eventList,
  eventResponse,
  listEndpointsQuery,
  listEventsQuery,
} from '../schemas/webhooks.ts';
import { scopeOf } from './scope.ts';

function endpointJson(e: Endpoint | undefined, withSecret = false) {
  if (!e) throw new AppError('NOT_FOUND', 'No such webhook endpoint.');
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    description: e.description ?? null,
    status: e.status,
    created_at: e.createdAt,
    ...(withSecret && e.secret ? { secret: e.secret } : {}),
  };
}

function eventJson(e: Event) {
  return {
    id: e.id,
    type: e.type,
    created_at: e.createdAt,
    payload: JSON.parse(e.payloadJson) as Record<string, unknown>,
  };
}

function eventWithDeliveriesJson(e: Event | undefined) {
  if (!e) throw new AppError('NOT_FOUND', 'No such event.');
  return {
    ...eventJson(e),
    deliveries: e.deliveries.map((d) => ({
      id: d.id,
      endpoint_id: d.endpointId,
      status: d.status,
      next_attempt_at: d.nextAttemptAt ?? null,
      attempts: d.attempts.map((a) => ({
        attempted_at: a.attemptedAt,
        status_code: a.statusCode ?? null,
        duration_ms: a.durationMs,
        error: a.error ?? null,
      })),
    })),
  };
}

const notFound = (what: string) => ({ 404: { description: `No such ${what}`, schema: errorEnvelope } });

export function webhookRoutes(clients: Clients) {
  return [
    defineRoute({
      method: 'POST',
      url: '/v1/webhook-endpoints',
      tag: 'Webhooks',
      summary: 'Create a webhook endpoint (the secret is shown only here)',
      body: createEndpointBody,
      responses: {
        201: { description: 'The endpoint with its signing secret', schema: endpointSecretResponse },
        422: {
          description:
            'VALIDATION_FAILED: not http(s); in live not https or resolving to a loopback, private, link-local or metadata address; unknown event type',
          schema: errorEnvelope,
        },
      },
      handler: async ({ principal, body, requestId }) => {
        const res = await clients.webhooks.createEndpoint(
          {
            scope: scopeOf(principal),
            url: body.url,
            events: body.events ?? [],
            allEvents: body.events === undefined,
            description: body.description,
          },
          { requestId },
        );
        return { status: 201, body: { data: endpointJson(res.endpoint, true) } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/webhook-endpoints',
      tag: 'Webhooks',
      summary: 'List webhook endpoints',
      query: listEndpointsQuery,
      responses: { 200: { description: 'A page of endpoints, newest first', schema: endpointList } },
      handler: async ({ principal, query, requestId }) => {
        const perPage = perPageOf(query.per_page);
        const res = await clients.webhooks.listEndpoints(
          { scope: scopeOf(principal), cursor: query.cursor, perPage },
          { requestId },
        );
        return {
          status: 200,
          body: listJson(
            res.endpoints.map((e) => endpointJson(e)),
            res.nextCursor,
            res.prevCursor,
            perPage,
          ),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/webhook-endpoints/:id',
      tag: 'Webhooks',
      summary: 'Retrieve a webhook endpoint (without its secret)',
      responses: { 200: { description: 'The endpoint', schema: endpointResponse }, ...notFound('endpoint') },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.webhooks.getEndpoint(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 200, body: { data: endpointJson(res.endpoint) } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/v1/webhook-endpoints/:id',
      tag: 'Webhooks',
      summary: 'Delete a webhook endpoint: it receives nothing more, pending deliveries are cancelled',
      responses: { 204: { description: 'Deleted' }, ...notFound('endpoint') },
      handler: async ({ principal, params, requestId }) => {
        await clients.webhooks.deleteEndpoint(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 204 };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/v1/webhook-endpoints/:id/rotate-secret',
      tag: 'Webhooks',
      summary: 'Rotate the signing secret; the old one keeps signing as a second signature for 24 hours',
      optionalBody: true,
      responses: {
        200: { description: 'The endpoint with its new secret', schema: endpointSecretResponse },
        ...notFound('endpoint'),
      },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.webhooks.rotateEndpointSecret(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 200, body: { data: endpointJson(res.endpoint, true) } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/events',
      tag: 'Events',
      summary: 'List events (kept at least 30 days)',
      query: listEventsQuery,
      responses: { 200: { description: 'A page of events, newest first', schema: eventList } },
      handler: async ({ principal, query, requestId }) => {
        const perPage = perPageOf(query.per_page);
        const res = await clients.webhooks.listEvents(
          {
            scope: scopeOf(principal),
            type: query.type,
            paymentId: query.payment_id,
            cardId: query.card_id,
            from: query.from === undefined ? undefined : parseDateFilter(query.from, 'from').toISOString(),
            to: query.to === undefined ? undefined : parseDateFilter(query.to, 'to').toISOString(),
            cursor: query.cursor,
            perPage,
          },
          { requestId },
        );
        return {
          status: 200,
          body: listJson(res.events.map(eventJson), res.nextCursor, res.prevCursor, perPage),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/events/:id',
      tag: 'Events',
      summary: 'Retrieve an event with its deliveries and their attempts',
      responses: { 200: { description: 'The event', schema: eventResponse }, ...notFound('event') },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.webhooks.getEvent(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 200, body: { data: eventWithDeliveriesJson(res.event) } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/v1/events/:id/redeliver',
      tag: 'Events',
      summary: 'Send the event again, under the same event id, to every enabled endpoint that takes it',
      optionalBody: true,
      responses: { 202: { description: 'Queued', schema: eventResponse }, ...notFound('event') },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.webhooks.redeliverEvent(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 202, body: { data: eventWithDeliveriesJson(res.event) } };
      },
    }),
  ];
}
