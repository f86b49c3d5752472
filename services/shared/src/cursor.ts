import { AppError } from './errors.ts';

// A cursor is the (created_at, id) of a row plus the direction, sealed as opaque base64url,
// so clients cannot build one and ordering survives inserts.
export interface CursorPosition {
  createdAt: string;
  id: string;
  direction: 'next' | 'prev';
}

export function encodeCursor(position: CursorPosition): string {
  const raw = JSON.stringify([position.direction === 'next' ? 'n' : 'p', position.createdAt, position.id]);
  return Buffer.from(raw, 'utf8').toString('base64url');
}

// Only what encodeCursor writes: a forged time Postgres cannot hold, or an id with NUL, is a
// validation error here instead of a database error later.
const CURSOR_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const isCursorTime = (text: string): boolean => CURSOR_TIME.test(text) && !Number.isNaN(Date.parse(text));
const isCursorId = (text: string): boolean =>
  text.length > 0 && text.length <= 128 && !text.includes('\u0000') && text.isWellFormed();

export function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      (parsed[0] === 'n' || parsed[0] === 'p') &&
      typeof parsed[1] === 'string' &&
      isCursorTime(parsed[1]) &&
      typeof parsed[2] === 'string' &&
      isCursorId(parsed[2])
    ) {
      return { direction: parsed[0] === 'n' ? 'next' : 'prev', createdAt: parsed[1], id: parsed[2] };
    }
  } catch {
    // fall through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.', {
    fields: { cursor: ['is not a valid cursor'] },
  });
}

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * Builds a page from rows fetched with limit perPage + 1, newest first. For a `prev` cursor the
 * caller fetched in ascending order; this puts them back in display order.
 */
export function buildPage<T extends { createdAt: string; id: string }>(
  rows: T[],
  perPage: number,
  cursor: CursorPosition | null,
): Page<T> {
  const backwards = cursor?.direction === 'prev';
  const hasMore = rows.length > perPage;
  const slice = rows.slice(0, perPage);
  const items = backwards ? slice.reverse() : slice;
  const first = items[0];
  const last = items[items.length - 1];
  const hasNext = backwards ? cursor !== null : hasMore;
  const hasPrev = backwards ? hasMore : cursor !== null;
  return {
    items,
    nextCursor:
      hasNext && last ? encodeCursor({ createdAt: last.createdAt, id: last.id, direction: 'next' }) : null,
    prevCursor:
      hasPrev && first ? encodeCursor({ createdAt: first.createdAt, id: first.id, direction: 'prev' }) : null,
  };
}
