import type { Clock } from '@gateway/shared/clock.ts';
import {
  buildPage,
  DEFAULT_PER_PAGE,
  decodeCursor,
  MAX_PER_PAGE,
  type Page,
} from '@gateway/shared/cursor.ts';
import { notFound, validationError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { checkEndpointUrl, type Resolve } from './endpoint-url.ts';
import { ALL_EVENTS, isPublicEventType, PUBLIC_EVENT_TYPES } from './event-types.ts';
import type { EndpointStore, EventStore } from './ports.ts';
import { newSigningSecret, type SecretBox } from './secrets.ts';
import type { Delivery, Endpoint, Scope, StoredEvent } from './types.ts';

/** Contracts 3: after a rotation the old secret keeps signing for this long. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

const MAX_DESCRIPTION = 500;

export interface Deps {
  endpoints: EndpointStore;
  events: EventStore;
  secrets: SecretBox;
  resolve: Resolve;
  clock: Clock;
  /** Called after new deliveries are committed, so the worker starts at once. */
  onDeliveriesQueued(): void;
}

function clampPerPage(perPage: number | undefined): number {
  if (!perPage || !Number.isFinite(perPage) || perPage < 1) return DEFAULT_PER_PAGE;
  return Math.min(Math.trunc(perPage), MAX_PER_PAGE);
}

function paged<T extends { createdAt: Date; id: string }>(
  rows: T[],
  perPage: number,
  cursor: ReturnType<typeof decodeCursor> | null,
): Page<T> {
  const keyed = rows.map((row) => ({ row, createdAt: row.createdAt.toISOString(), id: row.id }));
  const page = buildPage(keyed, perPage, cursor);
  return { ...page, items: page.items.map((k) => k.row) };
}

/** The endpoint's event types, or null for all: `["*"]`, the form endpoints are shown in, reads back. */
function checkEvents(events: string[]): string[] | null {
  if (events.includes(ALL_EVENTS)) {
    if (events.some((e) => e !== ALL_EVENTS))
      throw validationError({ events: [`"${ALL_EVENTS}" means every event type and stands alone`] });
    return null;
  }
  const unknown = events.filter((e) => !isPublicEventType(e));
  if (unknown.length > 0)
    throw validationError({
      events: [`unknown event type(s): ${unknown.join(', ')}; known: ${PUBLIC_EVENT_TYPES.join(', ')}`],
    });
  if (events.length === 0) throw validationError({ events: ['must list at least one event type'] });
  return [...new Set(events)];
}

export function useCases(deps: Deps) {
  const { endpoints, events, secrets, clock } = deps;
  return {
    async createEndpoint(
      scope: Scope,
      input: { url: string; events: string[] | null; description: string | null },
    ): Promise<Endpoint & { secret: string }> {
      const url = await checkEndpointUrl(input.url, scope.environment, deps.resolve);
      const wanted = input.events === null ? null : checkEvents(input.events);
      if (input.description !== null && input.description.length > MAX_DESCRIPTION)
        throw validationError({ description: [`must be at most ${MAX_DESCRIPTION} characters`] });
      const secret = newSigningSecret();
      const endpoint = await endpoints.create(
        scope,
        {
          id: newId('we'),
          url,
          events: wanted,
          description: input.description,
          sealedSecret: secrets.seal(secret),
        },
        clock.now(),
      );
      return { ...endpoint, secret };
    },

    async listEndpoints(scope: Scope, input: { cursor: string | undefined; perPage: number | undefined }) {
      const perPage = clampPerPage(input.perPage);
      const cursor = input.cursor ? decodeCursor(input.cursor) : null;
      return paged(await endpoints.list(scope, cursor, perPage + 1), perPage, cursor);
    },

    async getEndpoint(scope: Scope, id: string): Promise<Endpoint> {
      const endpoint = await endpoints.get(scope, id);
      if (!endpoint) throw notFound('webhook endpoint');
      return endpoint;
    },

    async deleteEndpoint(scope: Scope, id: string): Promise<void> {
      if (!(await endpoints.delete(scope, id, clock.now()))) throw notFound('webhook endpoint');
    },

    async rotateSecret(scope: Scope, id: string): Promise<Endpoint & { secret: string }> {
      const secret = newSigningSecret();
      const now = clock.now();
      const endpoint = await endpoints.rotate(
        scope,
        id,
        secrets.seal(secret),
        new Date(now.getTime() + ROTATION_OVERLAP_MS),
        now,
      );
      if (!endpoint) throw notFound('webhook endpoint');
      return { ...endpoint, secret };
    },

    async listEvents(
      scope: Scope,
      input: {
        type: string | undefined;
        paymentId: string | undefined;
        cardId: string | undefined;
        from: string | undefined;
        to: string | undefined;
        cursor: string | undefined;
        perPage: number | undefined;
        withDeliveries?: boolean;
      },
    ): Promise<Page<StoredEvent & { deliveries?: Delivery[] }>> {
      const date = (value: string | undefined, field: string) => {
        if (!value) return null;
        const at = new Date(value);
        if (Number.isNaN(at.getTime())) throw validationError({ [field]: ['must be an ISO 8601 date'] });
        return at;
      };
      if (input.type && !isPublicEventType(input.type))
        throw validationError({ type: [`must be one of ${PUBLIC_EVENT_TYPES.join(', ')}`] });
      const perPage = clampPerPage(input.perPage);
      const cursor = input.cursor ? decodeCursor(input.cursor) : null;
      const rows = await events.list(
        scope,
        {
          type: input.type || null,
          paymentId: input.paymentId || null,
          cardId: input.cardId || null,
          from: date(input.from, 'from'),
          to: date(input.to, 'to'),
        },
        cursor,
        perPage + 1,
      );
      const page = paged(rows, perPage, cursor);
      if (!input.withDeliveries) return page;
      const deliveries = await events.deliveries(
        scope,
        page.items.map((e) => e.id),
      );
      return { ...page, items: page.items.map((e) => ({ ...e, deliveries: deliveries.get(e.id) ?? [] })) };
    },

    async getEvent(scope: Scope, id: string): Promise<StoredEvent & { deliveries: Delivery[] }> {
      const event = await events.get(scope, id);
      if (!event) throw notFound('event');
      return event;
    },

    /** Contracts 5: a new attempt under the same event id. */
    async redeliver(scope: Scope, id: string): Promise<StoredEvent & { deliveries: Delivery[] }> {
      if (!(await events.redeliver(scope, id, clock.now()))) throw notFound('event');
      deps.onDeliveriesQueued();
      return this.getEvent(scope, id);
    },
  };
}

export type UseCases = ReturnType<typeof useCases>;
