import type { YearMonth } from './types.ts';

// Paraguay's settlement day and card expiry both follow the local calendar, not UTC.
export const SETTLEMENT_TIME_ZONE = 'America/Asuncion';

// Built on first use: a time-zone formatter brings ICU's zone data in (about 8 MiB resident).
let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Asunción as `YYYY-MM-DD`, so plain string comparison orders days. */
export function asuncionDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SETTLEMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
}

export function asuncionMonth(at: Date): YearMonth {
  const [year, month] = asuncionDay(at).split('-').map(Number);
  return { year: year!, month: month! };
}
