import { AppError, validationError } from '@gateway/shared/errors.ts';
import { addFieldProblem } from './validate.ts';

// Postgres text cannot hold NUL, jsonb refuses it and lone surrogates, and a UTF-8 encoder turns
// a lone surrogate into U+FFFD (so two different strings would become one). Refused here, once,
// so nothing behind the edge ever meets such a string.
const NUL = '\u0000';

export function badTextReason(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must not contain unpaired surrogate characters';
  return undefined;
}

const MAX_REPORTED = 20;

/**
 * Every string and every key of a parsed JSON value, walked without recursion (a hostile body
 * may nest thousands deep). Problems are keyed by dotted path, like validation errors.
 */
export function textProblems(value: unknown, root = ''): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  let count = 0;
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0 && count < MAX_REPORTED) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const reason = badTextReason(current);
      if (reason) {
        addFieldProblem(problems, path || '_', reason);
        count++;
      }
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        const child = join(path, key);
        const reason = badTextReason(key);
        if (reason) {
          addFieldProblem(problems, child, `key ${reason}`);
          count++;
        }
        stack.push([(current as Record<string, unknown>)[key], child]);
      }
    }
  }
  return problems;
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Throws 422 VALIDATION_FAILED naming each field whose text cannot be stored faithfully. */
export function assertCleanText(value: unknown, root = ''): void {
  const problems = textProblems(value, root);
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/**
 * Fastify leaves an undecodable query component as it came (`%FF` stays the three characters),
 * so the raw query is checked here: each name and value must be percent-encoded UTF-8.
 */
export function assertQueryEncoding(url: string): void {
  const start = url.indexOf('?');
  if (start < 0) return;
  const problems: Record<string, string[]> = {};
  for (const pair of url.slice(start + 1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const name = decode(rawName);
    if (name === undefined) {
      addFieldProblem(problems, rawName.slice(0, 64), 'parameter name is not valid percent-encoded UTF-8');
    } else if (decode(rawValue) === undefined) {
      addFieldProblem(problems, name, 'is not valid percent-encoded UTF-8');
    }
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

function decode(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Request bodies are UTF-8 (RFC 8259); anything else is refused instead of silently repaired. */
export function decodeUtf8Body(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new AppError('MALFORMED_REQUEST', 'The request body is not valid UTF-8.');
  }
}
