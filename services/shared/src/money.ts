// PYG has no minor unit in practice: amounts are whole guaranies end to end and become the
// spec's two-decimal string only at the HTTP edge.
export function formatAmount(amount: bigint | number): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  return `${value.toString()}.00`;
}

export function parseAmount(text: string): bigint {
  const match = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  if (match[2] !== undefined && Number(match[2]) !== 0)
    throw new RangeError(`PYG has no fractional part: ${text}`);
  return BigInt(match[1]!);
}

export function isValidAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
