export const MAX_AMOUNT = 100_000_000;
/** Creating anything for exactly this amount simulates the provider being down. */
export const OUTAGE_AMOUNT = 5_000_013;

export type AmountCheck = { ok: true } | { ok: false; status: 400 | 503; message: string };

export function checkAmount(amount: number, currency: string): AmountCheck {
  // An outage answers before the provider looks at the request at all.
  if (amount === OUTAGE_AMOUNT)
    return { ok: false, status: 503, message: 'provider temporarily unavailable' };
  if (currency !== 'PYG') return { ok: false, status: 400, message: 'currency not supported' };
  if (amount > MAX_AMOUNT)
    return { ok: false, status: 400, message: 'amount exceeds the per-transaction limit' };
  return { ok: true };
}
