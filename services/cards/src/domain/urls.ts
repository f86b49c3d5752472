// Same rules as payments (spec 4.1): scheme://host[:port], no path, no trailing slash, no wildcard.
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isAbsoluteOrigin(value: string): boolean {
  return ORIGIN.test(value) && !value.includes('*');
}

// Schemes that would run code or read local data when navigated to.
const REFUSED = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'about:']);

/** http, https or a custom app scheme (myapp://done), as return_url allows. */
export function isReturnUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !REFUSED.has(url.protocol.toLowerCase()) && value.length <= 2048;
}
