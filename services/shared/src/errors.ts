// The one closed set of error codes of the product. Transports map it in one place each:
// HTTP here (httpStatusOf), gRPC in grpc/status.ts.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REFERENCE_ALREADY_USED',
  'INVALID_STATE',
  'REVERSAL_WINDOW_CLOSED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PROVIDER_ERROR',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  /** `cause` is for logs only (the database error behind an INTERNAL); it never leaves the process. */
  constructor(code: ErrorCode, message: string, details?: ErrorDetails, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REFERENCE_ALREADY_USED: 409,
  INVALID_STATE: 409,
  REVERSAL_WINDOW_CLOSED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS[code];
}

/** Field-level validation failure: `error.details.fields` maps field path to messages. */
export function validationError(
  fields: Record<string, string[]>,
  message = 'The request is invalid.',
): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields });
}

export function notFound(what = 'resource'): AppError {
  return new AppError('NOT_FOUND', `No such ${what}.`);
}

/** Anything that is not an AppError is an internal error; its message never leaves the process. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError('INTERNAL', 'An internal error occurred.');
}
