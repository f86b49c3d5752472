import type { CursorPosition } from '@gateway/shared/cursor.ts';
import type { Delivery, Endpoint, EventFilters, NewEndpoint, Scope, StoredEvent } from './types.ts';

export interface EndpointStore {
  create(
    scope: Scope,
    endpoint: NewEndpoint & { id: string; sealedSecret: string },
    now: Date,
  ): Promise<Endpoint>;
  list(scope: Scope, cursor: CursorPosition | null, limit: number): Promise<Endpoint[]>;
  get(scope: Scope, id: string): Promise<Endpoint | undefined>;
  /** Deletes the endpoint and cancels what it still had to receive; false when there was none. */
  delete(scope: Scope, id: string, now: Date): Promise<boolean>;
  rotate(
    scope: Scope,
    id: string,
    sealedSecret: string,
    previousUntil: Date,
    now: Date,
  ): Promise<Endpoint | undefined>;
}

export interface EventStore {
  list(
    scope: Scope,
    filters: EventFilters,
    cursor: CursorPosition | null,
    limit: number,
  ): Promise<StoredEvent[]>;
  get(scope: Scope, id: string): Promise<(StoredEvent & { deliveries: Delivery[] }) | undefined>;
  /** The deliveries of these events in the scope, by event id. */
  deliveries(scope: Scope, eventIds: string[]): Promise<Map<string, Delivery[]>>;
  /** New deliveries of the same event to every enabled endpoint that wants it; false when no such event. */
  redeliver(scope: Scope, id: string, now: Date): Promise<boolean>;
}
