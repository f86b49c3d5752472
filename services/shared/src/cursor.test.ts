import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPage, type CursorPosition, decodeCursor, encodeCursor } from './cursor.ts';
import { AppError } from './errors.ts';

function assertInvalidCursor(cursor: string): void {
  assert.throws(
    () => decodeCursor(cursor),
    (err: unknown) => {
      assert.ok(err instanceof AppError, `not an AppError for ${JSON.stringify(cursor)}`);
      assert.equal(err.code, 'VALIDATION_FAILED');
      const fields = (err.details as { fields: Record<string, string[]> }).fields;
      assert.ok(Array.isArray(fields['cursor']) && fields['cursor'].length > 0);
      return true;
    },
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('encodeCursor / decodeCursor', () => {
  it('round-trips both directions', () => {
    for (const direction of ['next', 'prev'] as const) {
      const position: CursorPosition = { createdAt: '2026-03-05T10:00:00.123Z', id: 'cus_abc', direction };
      const cursor = encodeCursor(position);
      assert.match(cursor, /^[A-Za-z0-9_-]+$/, 'url-safe without padding');
      assert.deepEqual(decodeCursor(cursor), position);
    }
  });

  it('round-trips ids with characters JSON must escape', () => {
    const position: CursorPosition = { createdAt: '2026-03-05T10:00:00Z', id: 'a"b\\c/ñ', direction: 'next' };
    assert.deepEqual(decodeCursor(encodeCursor(position)), position);
  });

  it('rejects a tampered cursor as a validation failure on the cursor field', () => {
    const cursor = encodeCursor({ createdAt: '2026-03-05T10:00:00.000Z', id: 'cus_abc', direction: 'next' });
    assertInvalidCursor(`x${cursor.slice(1)}`);
    assertInvalidCursor(cursor.slice(0, -4));
    assertInvalidCursor(`${cursor}AAAA`);
  });

  it('rejects garbage and well-formed JSON of the wrong shape', () => {
    for (const cursor of [
      '',
      '!!!',
      'not a cursor',
      b64({ a: 1 }),
      b64(['x', '2026-03-05T10:00:00Z', 'id']),
      b64(['n', 'not a date', 'id']),
      b64(['n', '2026-03-05T10:00:00Z', 5]),
      b64(['n', '2026-03-05T10:00:00Z']),
      b64(['n', '2026-03-05T10:00:00Z', 'id', 'extra']),
      b64(null),
    ]) {
      assertInvalidCursor(cursor);
    }
  });
});

interface Row {
  createdAt: string;
  id: string;
}

// Rows newest first, as the repositories return them: row 0 is the newest.
const ALL: Row[] = Array.from({ length: 7 }, (_, i) => ({
  createdAt: new Date(Date.UTC(2026, 2, 5, 12, 0, 0) - i * 1000).toISOString(),
  id: `row_${i}`,
}));

/** What a repository returns for a cursor: perPage + 1 rows, ascending from a prev cursor. */
function fetchRows(cursor: CursorPosition | null, perPage: number): Row[] {
  if (!cursor) return ALL.slice(0, perPage + 1);
  const at = ALL.findIndex((r) => r.id === cursor.id);
  if (cursor.direction === 'next') return ALL.slice(at + 1, at + 1 + perPage + 1);
  return ALL.slice(Math.max(0, at - perPage - 1), at).reverse();
}

function page(cursorText: string | null, perPage: number) {
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  return buildPage(fetchRows(cursor, perPage), perPage, cursor);
}

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('buildPage', () => {
  it('first page: perPage items, a next cursor and no prev cursor', () => {
    const first = page(null, 3);
    assert.deepEqual(ids(first.items), ['row_0', 'row_1', 'row_2']);
    assert.equal(first.prevCursor, null);
    assert.ok(first.nextCursor);
    assert.deepEqual(decodeCursor(first.nextCursor), {
      createdAt: ALL[2]!.createdAt,
      id: 'row_2',
      direction: 'next',
    });
  });

  it('walks forward to a last page that has no next cursor, and back again', () => {
    const first = page(null, 3);
    const second = page(first.nextCursor, 3);
    assert.deepEqual(ids(second.items), ['row_3', 'row_4', 'row_5']);
    assert.ok(second.prevCursor && second.nextCursor);
    const last = page(second.nextCursor, 3);
    assert.deepEqual(ids(last.items), ['row_6']);
    assert.equal(last.nextCursor, null);
    assert.ok(last.prevCursor);
    assert.deepEqual(decodeCursor(last.prevCursor), {
      createdAt: ALL[6]!.createdAt,
      id: 'row_6',
      direction: 'prev',
    });

    const back = page(last.prevCursor, 3);
    assert.deepEqual(ids(back.items), ['row_3', 'row_4', 'row_5'], 'prev pages come back in display order');
    assert.ok(back.nextCursor && back.prevCursor);
    const front = page(back.prevCursor, 3);
    assert.deepEqual(ids(front.items), ['row_0', 'row_1', 'row_2']);
    assert.equal(front.prevCursor, null, 'back on the first page: nothing newer');
    assert.ok(front.nextCursor);
    assert.deepEqual(ids(page(front.nextCursor, 3).items), ['row_3', 'row_4', 'row_5']);
  });

  it('exactly perPage rows: one page, no cursors', () => {
    const rows = ALL.slice(0, 3);
    const only = buildPage(rows, 3, null);
    assert.deepEqual(ids(only.items), ['row_0', 'row_1', 'row_2']);
    assert.equal(only.nextCursor, null);
    assert.equal(only.prevCursor, null);
  });

  it('an empty list has no cursors', () => {
    assert.deepEqual(buildPage([], 20, null), { items: [], nextCursor: null, prevCursor: null });
  });

  it('does not modify the rows it was given', () => {
    const rows = [ALL[2]!, ALL[1]!, ALL[0]!, ALL[3]!];
    const copy = [...rows];
    buildPage(rows, 3, { createdAt: ALL[3]!.createdAt, id: 'row_3', direction: 'prev' });
    assert.deepEqual(rows, copy);
  });
});

describe('forged cursors', () => {
  it('refuses times Postgres cannot hold and ids no row can have', () => {
    assertInvalidCursor(b64(['n', '-271821-04-20T00:00:00.000Z', 'x']));
    assertInvalidCursor(b64(['n', '+275760-09-13T00:00:00.000Z', 'x']));
    assertInvalidCursor(b64(['n', '0000-01-01T00:00:00.000Z', 'x']));
    assertInvalidCursor(b64(['n', '2026-01-01', 'x']));
    assertInvalidCursor(b64(['n', '2026-01-01T00:00:00.000Z', 'x\u0000']));
    assertInvalidCursor(b64(['n', '2026-01-01T00:00:00.000Z', 'x\ud800']));
    assertInvalidCursor(b64(['n', '2026-01-01T00:00:00.000Z', '']));
    assertInvalidCursor(b64(['p', '2026-01-01T00:00:00.000Z', 'x'.repeat(129)]));
  });
});
