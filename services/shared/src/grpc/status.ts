import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import { AppError, type ErrorCode, isErrorCode } from '../errors.ts';

// The gRPC side of the error mapping; the HTTP side is errors.ts httpStatusOf.
const GRPC_STATUS: Record<ErrorCode, GrpcStatus> = {
  VALIDATION_FAILED: GrpcStatus.INVALID_ARGUMENT,
  MALFORMED_REQUEST: GrpcStatus.INVALID_ARGUMENT,
  UNAUTHORIZED: GrpcStatus.UNAUTHENTICATED,
  FORBIDDEN: GrpcStatus.PERMISSION_DENIED,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  METHOD_NOT_ALLOWED: GrpcStatus.UNIMPLEMENTED,
  REFERENCE_ALREADY_USED: GrpcStatus.ALREADY_EXISTS,
  INVALID_STATE: GrpcStatus.FAILED_PRECONDITION,
  REVERSAL_WINDOW_CLOSED: GrpcStatus.FAILED_PRECONDITION,
  CONFLICT: GrpcStatus.ABORTED,
  PAYLOAD_TOO_LARGE: GrpcStatus.RESOURCE_EXHAUSTED,
  UNSUPPORTED_MEDIA_TYPE: GrpcStatus.INVALID_ARGUMENT,
  RATE_LIMITED: GrpcStatus.RESOURCE_EXHAUSTED,
  PROVIDER_ERROR: GrpcStatus.UNAVAILABLE,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  INTERNAL: GrpcStatus.INTERNAL,
};

const FROM_STATUS: Partial<Record<GrpcStatus, ErrorCode>> = {
  [GrpcStatus.INVALID_ARGUMENT]: 'VALIDATION_FAILED',
  [GrpcStatus.UNAUTHENTICATED]: 'UNAUTHORIZED',
  [GrpcStatus.PERMISSION_DENIED]: 'FORBIDDEN',
  [GrpcStatus.NOT_FOUND]: 'NOT_FOUND',
  [GrpcStatus.ALREADY_EXISTS]: 'CONFLICT',
  [GrpcStatus.FAILED_PRECONDITION]: 'INVALID_STATE',
  [GrpcStatus.ABORTED]: 'CONFLICT',
  [GrpcStatus.RESOURCE_EXHAUSTED]: 'RATE_LIMITED',
  [GrpcStatus.UNAVAILABLE]: 'UNAVAILABLE',
  [GrpcStatus.DEADLINE_EXCEEDED]: 'UNAVAILABLE',
  [GrpcStatus.CANCELLED]: 'UNAVAILABLE',
};

const CODE_KEY = 'x-error-code';
const DETAILS_KEY = 'x-error-details';

export interface GrpcErrorPayload {
  code: GrpcStatus;
  details: string;
  metadata: Metadata;
}

// Metadata values must be printable ASCII (grpc-js throws otherwise); JSON escapes keep the text intact.
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function toGrpcError(err: AppError): GrpcErrorPayload {
  const metadata = new Metadata();
  metadata.set(CODE_KEY, err.code);
  if (err.details) metadata.set(DETAILS_KEY, asciiJson(err.details));
  return { code: GRPC_STATUS[err.code], details: err.message, metadata };
}

interface ServiceErrorLike {
  code?: number;
  details?: string;
  metadata?: Metadata;
}

/** Rebuilds the AppError a peer raised, or maps a transport failure to the closest code. */
export function fromGrpcError(err: unknown): AppError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as ServiceErrorLike;
  const code = e.metadata?.get(CODE_KEY)[0];
  if (isErrorCode(code)) {
    const raw = e.metadata?.get(DETAILS_KEY)[0];
    let details: Record<string, unknown> | undefined;
    if (typeof raw === 'string') {
      try {
        details = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        details = undefined;
      }
    }
    return new AppError(code, e.details ?? code, details);
  }
  const mapped = e.code === undefined ? undefined : FROM_STATUS[e.code as GrpcStatus];
  if (mapped === 'UNAVAILABLE')
    return new AppError('UNAVAILABLE', 'A dependency is temporarily unavailable.');
  return new AppError(mapped ?? 'INTERNAL', mapped ? (e.details ?? mapped) : 'An internal error occurred.');
}
