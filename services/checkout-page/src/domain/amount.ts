/** Whole guaraníes the Paraguayan way: `Gs. 150.000` (dot as thousands separator, no decimals). */
export function formatGuaranies(amount: bigint): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}Gs. ${grouped}`;
}
