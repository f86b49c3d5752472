// Schemes that would run code or read local data if the page navigated to them. Everything
// else passes, custom app schemes included (spec 4.1: mobile integrations return through them).
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'blob:',
  'file:',
  'about:',
]);

/**
 * The merchant's return or cancel URL with `status` and `payment_id` added. Existing query
 * parameters and the fragment stay; a `status` or `payment_id` already there is replaced,
 * so the merchant can trust the values. Null when the URL cannot be navigated to safely.
 */
export function buildReturnUrl(
  base: string | null,
  params: { status: string; paymentId: string },
): string | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (REFUSED_SCHEMES.has(url.protocol.toLowerCase())) return null;
  url.searchParams.set('status', params.status);
  url.searchParams.set('payment_id', params.paymentId);
  return url.toString();
}
