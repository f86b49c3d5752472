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
  return withParams(base, { status: params.status, payment_id: params.paymentId });
}

/** The same for a card registration: `status` and `card_id` (spec 4.2). */
export function buildCardReturnUrl(
  base: string | null,
  params: { status: string; cardId: string },
): string | null {
  return withParams(base, { status: params.status, card_id: params.cardId });
}

function withParams(base: string | null, params: Record<string, string>): string | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (REFUSED_SCHEMES.has(url.protocol.toLowerCase())) return null;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
