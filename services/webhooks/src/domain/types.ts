export type Environment = 'test' | 'live';

export interface Scope {
  tenantId: string;
  environment: Environment;
}

export type EndpointStatus = 'enabled' | 'disabled';

export interface Endpoint {
  id: string;
  url: string;
  /** Public event types; null means every event. */
  events: string[] | null;
  description: string | null;
  status: EndpointStatus;
  createdAt: Date;
}

export interface NewEndpoint {
  url: string;
  events: string[] | null;
  description: string | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface Attempt {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface Delivery {
  id: string;
  endpointId: string;
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  attempts: Attempt[];
}

export interface StoredEvent {
  id: string;
  type: string;
  body: string;
  paymentId: string | null;
  cardId: string | null;
  createdAt: Date;
}

export interface EventFilters {
  type: string | null;
  paymentId: string | null;
  cardId: string | null;
  from: Date | null;
  to: Date | null;
}
