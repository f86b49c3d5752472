import { paraguayTimes } from '@gateway/shared/merchant-times.ts';
import { type PublicEventType, publicTypeOf } from './event-types.ts';

export interface MerchantEvent {
  id: string;
  tenantId: string;
  environment: 'test' | 'live';
  type: PublicEventType;
  /** The exact bytes every delivery signs and sends: serialised once, so redeliveries match. */
  body: string;
  paymentId: string | null;
  cardId: string | null;
  /** The payment or card whose state this event reports: its deliveries to an endpoint go in order. */
  resourceId: string | null;
  createdAt: Date;
}

interface IncomingEvent {
  id: string;
  type: string;
  occurred_at: string;
  tenant_id: string;
  environment: 'test' | 'live';
  payload: Record<string, unknown>;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The webhook of an internal event, or null when merchants do not see that event. The body is
 * flat (spec 6 rule 1): `event` first, no event id (that travels in the headers only).
 */
export function toMerchantEvent(incoming: IncomingEvent): MerchantEvent | null {
  const type = publicTypeOf(incoming.type);
  if (!type) return null;
  const { event: _producerType, ...producerFields } = incoming.payload;
  // The same rendering as the API's answers: a merchant compares the strings as they are.
  const fields = paraguayTimes(producerFields) as Record<string, unknown>;
  const occurred = new Date(incoming.occurred_at);
  // The type names the aggregate (`card.deleted`), the payload carries its id (`card_id`).
  const aggregate = type.slice(0, type.indexOf('.'));
  return {
    id: incoming.id,
    tenantId: incoming.tenant_id,
    environment: incoming.environment,
    type,
    body: JSON.stringify({ event: type, ...fields }),
    paymentId: stringOrNull(fields['payment_id']),
    cardId: stringOrNull(fields['card_id']),
    resourceId: stringOrNull(fields[`${aggregate}_id`]),
    createdAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
  };
}
