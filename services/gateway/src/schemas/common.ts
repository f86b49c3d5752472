import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@gateway/shared/cursor.ts';
import { z } from 'zod';

// Empty filters are ignored (spec 2.7): `?status=` means no status filter.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

export const paginationQuery = {
  cursor: optionalFilter(z.string().max(512)),
  per_page: optionalFilter(
    z.coerce
      .number({ error: 'must be an integer' })
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`),
  ),
};

export function perPageOf(value: number | undefined): number {
  return value ?? DEFAULT_PER_PAGE;
}

export const dateFilter = optionalFilter(z.string().max(64));

export const listMeta = z.object({
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
  per_page: z.number().int(),
});

export const errorEnvelope = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });

export const idParam = z.object({ id: z.string().min(1).max(128) });
