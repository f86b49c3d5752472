import { AppError } from './errors.ts';

export const PARAGUAY_TZ = 'America/Asuncion';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Offset of a time zone from UTC at an instant, in minutes (positive east of UTC). */
export function zoneOffsetMinutes(at: Date, timeZone = PARAGUAY_TZ): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant a calendar day starts in Paraguay (handles DST changes at midnight). */
export function startOfParaguayDay(year: number, month: number, day: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  let instant = new Date(guess.getTime() - zoneOffsetMinutes(guess) * 60000);
  // One correction covers a transition between the guess and the real start.
  instant = new Date(guess.getTime() - zoneOffsetMinutes(instant) * 60000);
  return instant;
}

/**
 * Parses a `from`/`to` filter: `YYYY-MM-DD` is a whole day in Paraguay (from = its start, to = the
 * start of the next day, exclusive); full ISO 8601 is taken as the exact instant.
 */
export function parseDateFilter(value: string, bound: 'from' | 'to', field = bound): Date {
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() === m - 1 && check.getUTCDate() === d) {
      return bound === 'from' ? startOfParaguayDay(y, m, d) : startOfParaguayDay(y, m, d + 1);
    }
  } else if (ISO.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw new AppError('VALIDATION_FAILED', 'The date filter is not valid.', {
    fields: { [field]: ['must be YYYY-MM-DD or an ISO 8601 date-time with offset'] },
  });
}

/** The Paraguay calendar day of an instant, as YYYY-MM-DD. */
export function paraguayDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PARAGUAY_TZ }).format(at);
}

/** ISO 8601 with offset, the format of every datetime in responses. */
export function toIso(at: Date | string): string {
  return new Date(at).toISOString();
}
