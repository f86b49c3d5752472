import { toParaguayIso } from '@gateway/shared/dates.ts';
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
 * Producers keep UTC among services; a merchant reads the same instant on the Paraguayan clock,
 * byte for byte as the API shows it (spec 2.7). Only the flat body's own `_at` fields: what sits
 * inside metadata is the merchant's and goes back unchanged.
 */
function onParaguayClock(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const converted = key.endsWith('_at') && typeof value === 'string' ? toParaguayIso(value) : value;
    // defineProperty, not assignment: a `__proto__` key stays a key, as the spread kept it.
    Object.defineProperty(out, key, {
      value: converted,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * The webhook of an internal event, or null when merchants do not see that event. The body is
 * flat (spec 6 rule 1): `event` first, no event id (that travels in the headers only).
 */
export function toMerchantEvent(incoming: IncomingEvent): MerchantEvent | null {
  const type = publicTypeOf(incoming.type);
  if (!type) return null;
  const { event: _producerType, ...producerFields } = incoming.payload;
  const fields = onParaguayClock(producerFields);
  const occurred = new Date(incoming.occurred_at);
  return {
    id: incoming.id,
    tenantId: incoming.tenant_id,
    environment: incoming.environment,
    type,
    body: JSON.stringify({ event: type, ...fields }),
    paymentId: stringOrNull(fields['payment_id']),
    cardId: stringOrNull(fields['card_id']),
    createdAt: Number.isNaN(occurred.getTime()) ? new Date() : occurred,
  };
}
