import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  paraguayDay,
  parseDateFilter,
  startOfParaguayDay,
  toParaguayIso,
  zoneOffsetMinutes,
} from './dates.ts';
import { AppError } from './errors.ts';

const iso = (d: Date) => d.toISOString();

function assertInvalid(value: string, bound: 'from' | 'to', field: string = bound): void {
  assert.throws(
    () => parseDateFilter(value, bound, field),
    (err: unknown) => {
      assert.ok(err instanceof AppError, `${JSON.stringify(value)} should be rejected`);
      assert.equal(err.code, 'VALIDATION_FAILED');
      const fields = (err.details as { fields: Record<string, string[]> }).fields;
      assert.deepEqual(Object.keys(fields), [field]);
      assert.ok(fields[field]!.length > 0);
      return true;
    },
  );
}

describe('the tz database Node carries', () => {
  // Paraguay moved to UTC-3 all year in October 2024 (tzdata 2024b). Before that it had DST:
  // UTC-3 from the first Sunday of October, UTC-4 from the fourth Sunday of March.
  it(`knows Paraguay's 2024 change (tz ${process.versions.tz})`, () => {
    assert.equal(zoneOffsetMinutes(new Date('2023-01-15T12:00:00Z')), -180, 'summer 2023: DST');
    assert.equal(zoneOffsetMinutes(new Date('2023-07-15T12:00:00Z')), -240, 'winter 2023: standard time');
    assert.equal(zoneOffsetMinutes(new Date('2024-07-15T12:00:00Z')), -240, 'winter 2024: standard time');
    assert.equal(zoneOffsetMinutes(new Date('2025-07-15T12:00:00Z')), -180, 'winter 2025: permanent UTC-3');
    assert.equal(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z')), -180);
  });

  it('reads other zones too', () => {
    assert.equal(zoneOffsetMinutes(new Date('2026-03-05T12:00:00Z'), 'UTC'), 0);
    assert.equal(zoneOffsetMinutes(new Date('2026-03-05T12:00:00.999Z'), 'Asia/Kolkata'), 330);
  });
});

describe('parseDateFilter with a calendar day (Paraguay)', () => {
  it('from is the start of the day, to the start of the next day', () => {
    assert.equal(iso(parseDateFilter('2026-03-05', 'from')), '2026-03-05T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05', 'to')), '2026-03-06T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-07-05', 'from')), '2026-07-05T03:00:00.000Z', 'no DST any more');
  });

  it('crosses month and year ends, and knows leap days', () => {
    assert.equal(iso(parseDateFilter('2026-12-31', 'to')), '2027-01-01T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-02-28', 'to')), '2026-03-01T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2028-02-29', 'from')), '2028-02-29T03:00:00.000Z');
  });

  it('uses the offsets of 2023, when Paraguay still had DST', () => {
    assert.equal(iso(parseDateFilter('2023-01-15', 'from')), '2023-01-15T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-07-15', 'from')), '2023-07-15T04:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-07-15', 'to')), '2023-07-16T04:00:00.000Z');
  });

  it('handles the 2023 transitions, which happened at local midnight', () => {
    // 2023-03-26 00:00 -03 became 2023-03-25 23:00 -04: the 25th lasted 25 hours.
    assert.equal(iso(parseDateFilter('2023-03-25', 'from')), '2023-03-25T03:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-03-25', 'to')), '2023-03-26T04:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-03-26', 'from')), '2023-03-26T04:00:00.000Z');
    // 2023-10-01 00:00 -04 became 01:00 -03: local midnight never happened, the day began at 04:00Z.
    assert.equal(iso(parseDateFilter('2023-09-30', 'from')), '2023-09-30T04:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-09-30', 'to')), '2023-10-01T04:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-10-01', 'from')), '2023-10-01T04:00:00.000Z');
    assert.equal(iso(parseDateFilter('2023-10-01', 'to')), '2023-10-02T03:00:00.000Z');
    // The last switch, to permanent UTC-3.
    assert.equal(iso(parseDateFilter('2024-10-06', 'from')), '2024-10-06T04:00:00.000Z');
  });

  it('every day from 2022 to 2027 starts at the first instant that belongs to it', () => {
    for (let t = Date.UTC(2022, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const start = startOfParaguayDay(y, m, d);
      assert.equal(paraguayDay(start), day, `${day} starts at ${iso(start)}`);
      assert.notEqual(paraguayDay(new Date(start.getTime() - 1)), day, `${day} starts before ${iso(start)}`);
    }
  });
});

describe('parseDateFilter with a date-time', () => {
  it('takes a full ISO 8601 instant with Z as it is', () => {
    assert.equal(iso(parseDateFilter('2026-03-05T10:20:30Z', 'from')), '2026-03-05T10:20:30.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:20:30.123Z', 'from')), '2026-03-05T10:20:30.123Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:20Z', 'from')), '2026-03-05T10:20:00.000Z');
  });

  it('applies an explicit offset, with or without the colon', () => {
    assert.equal(iso(parseDateFilter('2026-03-05T10:00:00-03:00', 'from')), '2026-03-05T13:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:00:00-0300', 'from')), '2026-03-05T13:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05T01:00:00+05:30', 'from')), '2026-03-04T19:30:00.000Z');
  });

  it('as to, includes its own millisecond: the precision of every datetime shown', () => {
    assert.equal(iso(parseDateFilter('2026-03-05T10:20:30.123Z', 'to')), '2026-03-05T10:20:30.124Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:00:00-03:00', 'to')), '2026-03-05T13:00:00.001Z');
  });

  it('without an offset is Paraguayan wall time, with the offset of its day', () => {
    assert.equal(iso(parseDateFilter('2026-03-05T10:00:00', 'from')), '2026-03-05T13:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:00', 'from')), '2026-03-05T13:00:00.000Z');
    assert.equal(iso(parseDateFilter('2026-03-05T10:00:00.25', 'from')), '2026-03-05T13:00:00.250Z');
    assert.equal(iso(parseDateFilter('2023-07-15T10:00:00', 'from')), '2023-07-15T14:00:00.000Z', 'DST year');
  });

  it('reads an unencoded + of the offset, which a query string turns into a space', () => {
    assert.equal(iso(parseDateFilter('2026-03-05T01:00:00 05:30', 'from')), '2026-03-04T19:30:00.000Z');
  });
});

describe('parseDateFilter rejects what is not a date', () => {
  it('invalid months and days, naming the field', () => {
    for (const value of [
      '2026-13-01',
      '2026-00-10',
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-01-00',
    ]) {
      assertInvalid(value, 'from');
      assertInvalid(value, 'to');
    }
  });

  it('invalid calendar parts inside a date-time', () => {
    for (const value of [
      '2026-02-30T10:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-05T10:00:00Z',
      '2026-03-05T25:00Z',
    ]) {
      assertInvalid(value, 'from');
    }
  });

  it('garbage and other formats', () => {
    for (const value of [
      '',
      'yesterday',
      '2026-3-5',
      '05/03/2026',
      '20260305',
      '2026-03-05T25:00:00',
      '2026-02-30T10:00:00',
      '2026-03-05 10:00:00Z',
      '2026-03-05T10:00:00z',
      'Thu, 05 Mar 2026 10:00:00 GMT',
      '1741168800000',
    ]) {
      assertInvalid(value, 'to');
    }
  });

  it('reports a custom field name', () => {
    assertInvalid('nope', 'from', 'created_from');
  });
});

describe('paraguayDay', () => {
  it('paraguayDay is the local calendar day', () => {
    assert.equal(paraguayDay(new Date('2026-03-06T02:59:59.999Z')), '2026-03-05');
    assert.equal(paraguayDay(new Date('2026-03-06T03:00:00.000Z')), '2026-03-06');
  });
});

describe('toParaguayIso', () => {
  it('renders a UTC instant on the Paraguayan clock with its offset', () => {
    assert.equal(toParaguayIso('2026-11-25T06:54:42.218Z'), '2026-11-25T03:54:42.218-03:00');
    assert.equal(toParaguayIso(new Date('2026-11-25T06:54:42.218Z')), '2026-11-25T03:54:42.218-03:00');
  });

  it('leaves a canonical-looking string that is not a real instant as it was', () => {
    assert.equal(toParaguayIso('2026-02-30T10:00:00.000Z'), '2026-02-30T10:00:00.000Z');
  });

  it('keeps the offset of the DST years: -03:00 in summer, -04:00 in winter', () => {
    assert.equal(toParaguayIso('2023-12-01T12:00:00.000Z'), '2023-12-01T09:00:00.000-03:00');
    assert.equal(toParaguayIso('2023-07-01T12:00:00.000Z'), '2023-07-01T08:00:00.000-04:00');
  });

  it('switches offset exactly at a transition', () => {
    // DST ended at local midnight on 2024-03-24: the clock went back from 00:00 to 23:00.
    assert.equal(toParaguayIso('2024-03-24T02:59:59.999Z'), '2024-03-23T23:59:59.999-03:00');
    assert.equal(toParaguayIso('2024-03-24T03:00:00.000Z'), '2024-03-23T23:00:00.000-04:00');
    // The last change, to UTC-3 all year, on 2024-10-06.
    assert.equal(toParaguayIso('2024-10-06T03:59:59.999Z'), '2024-10-05T23:59:59.999-04:00');
    assert.equal(toParaguayIso('2024-10-06T04:00:00.000Z'), '2024-10-06T01:00:00.000-03:00');
  });

  it('keeps milliseconds, always three digits, and the instant', () => {
    assert.equal(toParaguayIso('2026-03-05T10:00:00Z'), '2026-03-05T07:00:00.000-03:00');
    assert.equal(toParaguayIso('2026-03-05T10:00:00.001Z'), '2026-03-05T07:00:00.001-03:00');
    assert.equal(toParaguayIso('2026-03-05T10:00:00.999Z'), '2026-03-05T07:00:00.999-03:00');
    for (const value of [
      '2026-01-01T02:59:59.999Z',
      '2023-07-01T00:00:00.500Z',
      '2024-03-24T02:30:00.123Z',
    ]) {
      assert.equal(new Date(toParaguayIso(value)).getTime(), new Date(value).getTime(), value);
    }
  });

  it('takes any offset and answers with the Paraguayan one', () => {
    assert.equal(toParaguayIso('2026-03-05T10:00:00-03:00'), '2026-03-05T10:00:00.000-03:00');
    assert.equal(toParaguayIso('2026-03-05T12:30:00+02:00'), '2026-03-05T07:30:00.000-03:00');
  });

  it('leaves a string that is not an instant as it was', () => {
    for (const value of ['', 'nope', '2026-03-05', '2026-02-30T10:00:00Z', '2026-13-01T00:00:00Z', 'null']) {
      assert.equal(toParaguayIso(value), value);
    }
  });

  it('refuses an invalid Date, as toISOString does', () => {
    assert.throws(() => toParaguayIso(new Date(Number.NaN)), RangeError);
  });
});
