import { AppError } from './errors.ts';

export const PARAGUAY_TZ = 'America/Asuncion';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

// Building a DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of a time zone from UTC at an instant, in minutes (positive east of UTC). */
export function zoneOffsetMinutes(at: Date, timeZone = PARAGUAY_TZ): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant a calendar day starts in Paraguay (handles DST changes at midnight). */
export function startOfParaguayDay(year: number, month: number, day: number): Date {
  const midnight = Date.UTC(year, month - 1, day);
  // The offsets in force around the day: equal unless a transition falls near midnight.
  const before = zoneOffsetMinutes(new Date(midnight - 12 * 3_600_000));
  const after = zoneOffsetMinutes(new Date(midnight + 12 * 3_600_000));
  const candidates = [midnight - before * 60_000, midnight - after * 60_000].sort((a, b) => a - b);
  for (const instant of candidates) {
    if (midnight - zoneOffsetMinutes(new Date(instant)) * 60_000 === instant) return new Date(instant);
  }
  // Local midnight fell in a spring-forward gap: the day starts at the transition itself.
  let [lo, hi] = candidates as [number, number];
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (zoneOffsetMinutes(new Date(mid)) === after) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
}

/** A wall-clock time in Paraguay as an instant (the offset in force then; none is ambiguous since 2024). */
function paraguayWallTime(parts: number[]): Date {
  const [y, mo, d, h, mi, s, ms] = parts as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const guess = wall - zoneOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(guess)) * 60_000);
}

/**
 * Parses a `from`/`to` filter into an instant used as `from <= t < to`. `YYYY-MM-DD` is a whole day
 * in Paraguay (to = the start of the next day). A date-time is an instant, on the Paraguayan clock
 * when it has no offset; as `to` it includes its own millisecond, the precision every datetime is
 * shown with, so `to` = a payment's created_at includes that payment.
 */
export function parseDateFilter(value: string, bound: 'from' | 'to', field: string = bound): Date {
  // An unencoded `+03:00` in a query string arrives as ` 03:00`.
  const text = value.replace(/(T[\d:.]+) (\d{2}:?\d{2})$/, '$1+$2');
  const day = DAY.exec(text);
  const local = LOCAL.exec(text);
  let instant: Date | undefined;
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (isCalendarDate(y, m, d)) {
      return bound === 'from' ? startOfParaguayDay(y, m, d) : startOfParaguayDay(y, m, d + 1);
    }
  } else if (local) {
    const parts = local
      .slice(1)
      .map((p, i) => (i === 6 ? Number((p ?? '0').padEnd(3, '0').slice(0, 3)) : Number(p ?? 0)));
    const [y, m, d, h, mi, s] = parts as [number, number, number, number, number, number];
    if (isCalendarDate(y, m, d) && h < 24 && mi < 60 && s < 60) instant = paraguayWallTime(parts);
  } else if (ISO.test(text)) {
    // V8 rolls 2026-02-30T... over into March instead of refusing it.
    const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    const parsed = new Date(text);
    if (isCalendarDate(y, m, d) && !Number.isNaN(parsed.getTime())) instant = parsed;
  }
  if (instant) return bound === 'to' ? new Date(instant.getTime() + 1) : instant;
  throw new AppError('VALIDATION_FAILED', 'The date filter is not valid.', {
    fields: { [field]: ['must be YYYY-MM-DD or an ISO 8601 date-time'] },
  });
}

// Built on first use, like the formatters above: a time-zone formatter brings ICU's zone data in
// (about 8 MiB resident), which a process that has rendered no date yet need not hold.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The Paraguay calendar day of an instant, as YYYY-MM-DD. */
export function paraguayDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: PARAGUAY_TZ });
  return dayFormat.format(at);
}

const pad = (n: number) => String(n).padStart(2, '0');

const HOUR_MS = 3_600_000;
const offsetsByHour = new Map<number, number>();

// Every answer renders its datetimes through here, and asking Intl costs microseconds each. An
// offset only changes on the hour, so it is looked up once per hour of time (bounded cache).
function paraguayOffsetAt(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
    offset = zoneOffsetMinutes(at);
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/**
 * ISO 8601 on the Paraguayan clock with its offset, millisecond precision: the form of every
 * datetime a merchant receives (spec 2.2, 2.7), e.g. `2026-11-25T03:54:42.218-03:00`. The offset is
 * the one in force at that instant, so instants from the DST years keep theirs (-03:00 or -04:00).
 * A string that is not an ISO 8601 instant comes back as it was: nothing is invented for it.
 */
export function toParaguayIso(instant: Date | string): string {
  if (instant instanceof Date) {
    if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
    return onParaguayClock(instant);
  }
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  // What the services send is a canonical UTC string: it round-trips through Date unchanged exactly
  // when it is a real instant, which spares it the general checks below.
  if (instant.length === 24 && instant.endsWith('Z') && at.toISOString() === instant)
    return onParaguayClock(at);
  const [y, m, d] = instant.slice(0, 10).split('-').map(Number) as [number, number, number];
  // V8 would roll 2026-02-30 over into March: a day that does not exist is not an instant.
  if (!ISO.test(instant) || !isCalendarDate(y, m, d)) return instant;
  return onParaguayClock(at);
}

const offsetSuffixes = new Map<number, string>();

function onParaguayClock(at: Date): string {
  const offset = paraguayOffsetAt(at);
  let suffix = offsetSuffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset);
    suffix = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    offsetSuffixes.set(offset, suffix);
  }
  return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, -1) + suffix;
}
