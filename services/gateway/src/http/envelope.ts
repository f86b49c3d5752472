import { AppError, type ErrorCode, httpStatusOf, toAppError } from '@gateway/shared/errors.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown>; request_id: string };
}

export function errorBody(err: AppError, requestId: string): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      request_id: requestId,
    },
  };
}

/** Fastify's own failures (parser, limits, routing) mapped onto the product's codes. */
function fromFastifyError(err: { code?: string; statusCode?: number }): AppError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MALFORMED_REQUEST', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    case 'FST_ERR_BAD_URL':
      return new AppError('MALFORMED_REQUEST', 'The URL is not valid percent-encoded UTF-8.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // No identifier is that long, so nothing can be found under it.
      return new AppError('NOT_FOUND', 'No such resource.');
    default:
      if (err.statusCode === 400) return new AppError('MALFORMED_REQUEST', 'The request is malformed.');
      if (err.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
      if (err.statusCode === 415)
        return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
      return undefined;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const appError =
    err instanceof AppError ? err : (fromFastifyError(err as { code?: string }) ?? toAppError(err));
  if (appError.code === 'INTERNAL') request.log.error({ err }, 'request failed');
  // Framework errors (bad URL) are answered before the onRequest hooks run.
  reply.header('Request-Id', request.id);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'no-store');
  if (appError.code === 'RATE_LIMITED' && typeof appError.details?.['retry_after'] === 'number') {
    reply.header('Retry-After', String(appError.details['retry_after']));
  }
  return reply.code(httpStatusOf(appError.code)).send(errorBody(appError, request.id));
}
