import { AppError } from '../errors.ts';

// Postgres SQLSTATEs the product reacts to, mapped to domain errors here and nowhere else.
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK = '40P01';
// A value the column cannot hold: NUL in text, an escape jsonb refuses, a date out of range.
const UNSTORABLE = new Set(['22021', '22P05', '22008', '22007', '22003', '22P02']);

interface PgError {
  code?: string;
  constraint?: string;
}

function pgError(err: unknown): PgError | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? (err as PgError) : undefined;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
}

export function isRetryable(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK;
}

function isConnectionError(err: unknown): boolean {
  const e = pgError(err);
  if (e?.code?.startsWith('08') || e?.code === '57P01' || e?.code === '57P03') return true;
  // Class 53, insufficient resources: above all too_many_connections while clients reconnect.
  if (e?.code?.startsWith('53')) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(String(e?.code))) return true;
  // pg reports a dropped connection or a pool timeout without a code.
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/** Maps a database failure to the product's error set; never leaks SQL or host names. */
export function mapDbError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = pgError(err)?.code;
  if (code === UNIQUE_VIOLATION) return new AppError('CONFLICT', 'The resource already exists.');
  if (code === FOREIGN_KEY_VIOLATION)
    return new AppError('NOT_FOUND', 'A referenced resource does not exist.');
  if (code === CHECK_VIOLATION) return new AppError('VALIDATION_FAILED', 'The request is invalid.');
  if (code !== undefined && UNSTORABLE.has(code))
    return new AppError(
      'VALIDATION_FAILED',
      'The request contains a value that cannot be stored.',
      undefined,
      {
        cause: err,
      },
    );
  if (isRetryable(err) || isConnectionError(err))
    return new AppError('UNAVAILABLE', 'The service is temporarily unavailable.');
  return new AppError('INTERNAL', 'An internal error occurred.', undefined, { cause: err });
}
