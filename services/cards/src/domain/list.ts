import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@gateway/shared/cursor.ts';

/** The edge clamps already; clamping again keeps a misbehaving caller from asking for everything. */
export function clampPerPage(perPage: number | undefined): number {
  if (!perPage || !Number.isFinite(perPage) || perPage < 1) return DEFAULT_PER_PAGE;
  return Math.min(Math.trunc(perPage), MAX_PER_PAGE);
}
