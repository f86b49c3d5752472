import { AppError } from '@gateway/shared/errors.ts';
import type { FastifyInstance } from 'fastify';
import { decodeUtf8Body } from './text.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string | Buffer;
  }
}

/**
 * JSON bodies are parsed here so malformed JSON is a 400 in the product's envelope, and the raw
 * text is kept for signature checks (provider callbacks). Other media types are kept raw for the
 * hosted-page proxy; JSON routes reject them.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
    // A client still sending when the 413 closes the connection sees a broken pipe, not the
    // answer: a body declared moderately too large is read and discarded first, so it gets the 413
    // on a connection it can keep. Multipart uploads stream under their own limit.
    if (declared > limit && declared <= DRAIN_MAX_BYTES && !isMultipart(request.headers['content-type'])) {
      for await (const _chunk of payload) {
        // discarded
      }
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    }
    return payload;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    // Parameters allowed (`; charset=utf-8` is what most clients send); the charset must be UTF-8.
    /^application\/([\w.+-]+\+)?json\s*(;.*)?$/i,
    { parseAs: 'buffer' },
    (request, body, done) => {
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset))
        return done(new AppError('MALFORMED_REQUEST', 'Send the request body as UTF-8 JSON.'), undefined);
      let text: string;
      try {
        text = decodeUtf8Body(body as Buffer);
      } catch (err) {
        return done(err as AppError, undefined);
      }
      request.rawBody = text;
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        // Also a body nested too deep for the parser (RangeError).
        done(new AppError('MALFORMED_REQUEST', 'The request body is not valid JSON.'), undefined);
      }
    },
  );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, body);
  });
}

/** Above this an oversized body is not read: the connection is closed with the 413. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

const isMultipart = (type: string | undefined) => /^multipart\//i.test(type ?? '');

/**
 * The body of a JSON endpoint: absent is an empty object; anything but a JSON object, whatever its
 * content type, is a 400 MALFORMED_REQUEST (contracts §8: "Body not JSON, or not an object").
 */
export function jsonObjectBody(body: unknown, required: boolean): Record<string, unknown> {
  if (Buffer.isBuffer(body))
    throw new AppError('MALFORMED_REQUEST', 'Send the request body as application/json.');
  if (body === undefined || body === null) {
    if (required) throw new AppError('MALFORMED_REQUEST', 'A JSON object body is required.');
    return {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('MALFORMED_REQUEST', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
