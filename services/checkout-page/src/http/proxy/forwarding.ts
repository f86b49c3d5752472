import type { IncomingHttpHeaders } from 'node:http';

// Connection-level headers (RFC 9110 7.6.1): they describe one hop and never cross a proxy.
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// What the provider needs to render and accept its form, and nothing of the buyer's session:
// no cookie, no authorization, no referer, no forwarding chain.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent'] as const;

/** Drops hop-by-hop headers, including any the Connection header names. */
export function withoutHopByHop(headers: Record<string, string>): Record<string, string> {
  const named = new Set(
    (headers['connection'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.has(name.toLowerCase()),
    ),
  );
}

export function upstreamRequestHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  return withoutHopByHop(headers);
}

// Only plain path segments below the session's form: no dot segments, no encoded slashes,
// nothing that would let a request climb out of the form to other provider endpoints.
const REST = /^(?:\/[A-Za-z0-9_-]+)*\/?$/;

/** The provider URL a proxied request goes to, or null when the path is not allowed. */
export function upstreamUrl(providerFormUrl: string, rest: string, search: string): URL | null {
  if (!REST.test(rest)) return null;
  let url: URL;
  try {
    url = new URL(providerFormUrl);
  } catch {
    return null;
  }
  url.pathname = url.pathname.replace(/\/$/, '') + rest;
  for (const [name, value] of new URLSearchParams(search)) url.searchParams.append(name, value);
  return url;
}

/**
 * A provider redirect made public: a target inside the session's form maps to the same spot
 * under our proxy path; anything else (another provider page, another host) is refused, so
 * no provider URL ever reaches the browser.
 */
export function publicLocation(
  location: string,
  requested: URL,
  providerFormUrl: string,
  publicBase: string,
): string | null {
  let target: URL;
  let base: URL;
  try {
    target = new URL(location, requested);
    base = new URL(providerFormUrl);
  } catch {
    return null;
  }
  const basePath = base.pathname.replace(/\/$/, '');
  if (target.origin !== base.origin) return null;
  if (target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return null;
  return publicBase + target.pathname.slice(basePath.length) + target.search;
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/g;

/**
 * The provider marks its own inline scripts and styles with the nonce of its CSP. We replace
 * its CSP with ours, so those elements (and only those) get our fresh nonce instead.
 */
export function adoptNonces(markup: string, upstreamCsp: string | null, nonce: string): string {
  if (!upstreamCsp) return markup;
  const theirs = new Set([...upstreamCsp.matchAll(NONCE_SOURCE)].map((match) => match[1]!));
  let out = markup;
  for (const value of theirs) {
    out = out.split(`nonce="${value}"`).join(`nonce="${nonce}"`);
  }
  return out;
}
