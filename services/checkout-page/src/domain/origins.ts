// scheme://host[:port] and nothing else: no path, no wildcard, nothing that could break out
// of a CSP directive or a postMessage target. Custom schemes (capacitor://localhost) pass.
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isOrigin(value: string): boolean {
  return ORIGIN.test(value);
}

/** The edge validates target origins; this keeps a bad one out of headers and scripts anyway. */
export function safeOrigins(origins: readonly string[]): string[] {
  return [...new Set(origins.filter(isOrigin))];
}
