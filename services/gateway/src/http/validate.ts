import { validationError } from '@gateway/shared/errors.ts';
import type { z } from 'zod';

/** zod issues become 422 VALIDATION_FAILED with `details.fields` keyed by dotted path. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  throw validationError(fields);
}
