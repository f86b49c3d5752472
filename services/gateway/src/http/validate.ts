import { validationError } from '@gateway/shared/errors.ts';
import { z } from 'zod';

/** zod issues become 422 VALIDATION_FAILED with `details.fields` keyed by dotted path. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  const add = (key: string, message: string) => addFieldProblem(fields, key, message);
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      // Named one by one, as a merchant reads them: `expire_in` is not `expires_in`.
      for (const key of issue.keys) add([...path, key].join('.'), 'is not a recognized field');
    } else {
      add(path.length ? path.join('.') : '_', issue.message);
    }
  }
  throw validationError(fields);
}

/**
 * Field names come from the caller (`__proto__`, `constructor`): each is kept as an own key of
 * the details, never looked up through, or written onto, Object.prototype.
 */
export function addFieldProblem(fields: Record<string, string[]>, key: string, message: string): void {
  const existing = Object.hasOwn(fields, key) ? fields[key] : undefined;
  Object.defineProperty(fields, key, {
    value: [...(existing ?? []), message],
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Input objects refuse fields they do not define (a misspelt optional field must not be silently
 * ignored). Routes get this by default through defineRoute; nested objects opt in with
 * `z.strictObject`.
 */
export function strictInput<S extends z.ZodType>(schema: S): S {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as S;
}
