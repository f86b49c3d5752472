// Rules for the URLs a merchant hands us (return and cancel URLs, postMessage origins), one set
// for every service that takes them (spec 4.2: cards follow the payment rules); pure, no I/O.

// scheme://rest, or scheme:/path as mobile apps register them (RFC 8252 7.1, com.example.app:/done).
const SCHEME_URL = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/?\S+$/;

// Schemes a browser would execute or read locally instead of navigating to the merchant.
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem']);

export const MAX_URL_LENGTH = 2048;

/**
 * An absolute origin as postMessage needs it: scheme://host[:port], nothing after. Comparing with
 * the URL parser's own serialisation rejects paths, trailing slashes, default ports, upper case
 * and credentials in one go.
 */
export function isAbsoluteOrigin(value: string): boolean {
  if (value.includes('*')) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.origin === value;
}

/** http(s) with a host, or a custom app scheme such as `myapp://done` or `com.shop.app:/done` (spec 4.1). */
export function isReturnUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  const match = SCHEME_URL.exec(value);
  if (!match) return false;
  const scheme = match[1]!.toLowerCase();
  if (FORBIDDEN_SCHEMES.has(scheme)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (scheme === 'http' || scheme === 'https') return parsed.hostname !== '' && /^https?:\/\//i.test(value);
  return true;
}
