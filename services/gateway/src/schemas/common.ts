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

/**
 * Every datetime in an answer (spec 2.2, 2.7): the instant on the Paraguayan clock with the offset
 * in force then, milliseconds always present, never `Z`; webhooks carry the identical strings.
 */
export const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/)
  .meta({
    format: 'date-time',
    description:
      'ISO 8601 in Paraguay time with its UTC offset and milliseconds (-03:00 since October 2024; older instants keep the offset then in force)',
    example: '2026-11-24T10:15:00.000-03:00',
  });

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
  .meta({
    id: 'Error',
    examples: [
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request is invalid.',
          details: { fields: { expires_in: ['must be at least 60'] } },
          request_id: 'req_4kT9wPz2Lm8Qx1Vb',
        },
      },
    ],
  });

export const idParam = z.object({ id: z.string().min(1).max(128) });

// Documented in the gateway README; the payments service keeps its own, looser ceiling.
export const MAX_METADATA_DEPTH = 5;
export const MAX_METADATA_BYTES = 16_384;

/** Levels of nesting of a JSON value (a flat object is 1), counted without recursion and capped. */
export function jsonDepth(value: unknown, cap: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > cap) return deepest;
    for (const child of Object.values(current)) stack.push([child, level]);
  }
  return deepest;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A free JSON object, passed on as the very object that was parsed: a copy made by a zod record
 * would drop a `__proto__` key, and metadata is returned exactly as it was sent.
 */
export const metadataSchema = z
  .custom<Record<string, unknown>>(isPlainObject, { error: 'must be a JSON object' })
  .superRefine((value, ctx) => {
    if (jsonDepth(value, MAX_METADATA_DEPTH) > MAX_METADATA_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `must be nested at most ${MAX_METADATA_DEPTH} levels deep` });
      return;
    }
    if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_METADATA_BYTES) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_METADATA_BYTES} bytes as JSON` });
    }
  })
  .meta({
    type: 'object',
    additionalProperties: {},
    description: `Free object: at most ${MAX_METADATA_DEPTH} levels, ${MAX_METADATA_BYTES} bytes`,
  });
