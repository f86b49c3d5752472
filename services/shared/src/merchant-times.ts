import { toParaguayIso } from './dates.ts';

/**
 * Objects the API returns as they were given or stored: the merchant's metadata, the customer
 * snapshot, the provider's data, and an event's payload (the exact body its webhooks signed).
 * A key ending in `_at` inside them is data, not one of our datetimes.
 */
const VERBATIM = new Set(['metadata', 'customer_data', 'provider_data', 'payload']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Every datetime a merchant receives (a /v1 answer, a webhook body) on the Paraguayan clock
 * (spec 2.2, 2.7), byte for byte the same in both. Done by field name (every datetime field ends
 * in `_at`), so no mapper or route can forget one and a new field follows the rule without touching
 * this. The services keep UTC among themselves.
 */
export function paraguayTimes(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(paraguayTimes);
  if (!isPlainObject(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const converted = VERBATIM.has(key)
      ? value
      : key.endsWith('_at') && typeof value === 'string'
        ? toParaguayIso(value)
        : paraguayTimes(value);
    // Assignment keeps the object fast to serialise; only a `__proto__` key needs defineProperty
    // to stay a key instead of replacing the prototype.
    if (key === '__proto__')
      Object.defineProperty(out, key, {
        value: converted,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = converted;
  }
  return out;
}
