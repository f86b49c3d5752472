/**
 * The merchant-visible events: internal event type (the producer's subject) → public type.
 * Adding a producer is one line here; the consumers and the endpoint filter follow from it.
 */
export const MERCHANT_EVENTS = {
  'payments.payment.receipt_uploaded': 'payment.receipt_uploaded',
  'payments.payment.confirmed': 'payment.confirmed',
  'payments.payment.rejected': 'payment.rejected',
  'payments.payment.failed': 'payment.failed',
  'payments.payment.expired': 'payment.expired',
  'payments.payment.reversed': 'payment.reversed',
  'payments.payment.cancelled': 'payment.cancelled',
  'cards.card.registered': 'card.registered',
  'cards.card.failed': 'card.failed',
  'cards.card.deleted': 'card.deleted',
} as const satisfies Record<string, string>;

export type InternalEventType = keyof typeof MERCHANT_EVENTS;
export type PublicEventType = (typeof MERCHANT_EVENTS)[InternalEventType];

/** An endpoint of every event type, as it is shown and as it may be asked for. */
export const ALL_EVENTS = '*';

export const PUBLIC_EVENT_TYPES: readonly PublicEventType[] = [...new Set(Object.values(MERCHANT_EVENTS))];

export function publicTypeOf(internal: string): PublicEventType | null {
  return (MERCHANT_EVENTS as Record<string, PublicEventType>)[internal] ?? null;
}

export function isPublicEventType(value: string): value is PublicEventType {
  return (PUBLIC_EVENT_TYPES as readonly string[]).includes(value);
}

export interface EventSource {
  /** The producing service: its stream. */
  stream: string;
  /** One subject filter per consumer (NATS 2.9 has no multi-filter consumers): `<service>.<aggregate>.*`. */
  filter: string;
}

/** One consumer per producing aggregate, derived from MERCHANT_EVENTS. */
export function eventSources(): EventSource[] {
  const filters = new Set(Object.keys(MERCHANT_EVENTS).map((type) => type.split('.').slice(0, 2).join('.')));
  return [...filters].map((prefix) => ({ stream: prefix.split('.')[0]!, filter: `${prefix}.*` }));
}
