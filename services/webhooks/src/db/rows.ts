import type { Endpoint, StoredEvent } from '../domain/types.ts';

export interface EndpointRow {
  id: string;
  url: string;
  events: string[] | null;
  description: string | null;
  status: 'enabled' | 'disabled';
  created_at: Date;
}

export interface EventRow {
  id: string;
  type: string;
  body: string;
  payment_id: string | null;
  card_id: string | null;
  created_at: Date;
}

export const toEndpoint = (row: EndpointRow): Endpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  status: row.status,
  createdAt: row.created_at,
});

export const toEvent = (row: EventRow): StoredEvent => ({
  id: row.id,
  type: row.type,
  body: row.body,
  paymentId: row.payment_id,
  cardId: row.card_id,
  createdAt: row.created_at,
});
