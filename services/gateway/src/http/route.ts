import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../auth/authenticator.ts';
import { strictInput } from './validate.ts';

export interface RouteContext<B, Q> {
  principal: Principal;
  body: B;
  query: Q;
  params: Record<string, string>;
  requestId: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

/**
 * One declaration per endpoint: the edge registers it, validates with its zod schemas, and the
 * OpenAPI document is generated from the very same schemas.
 */
export interface ApiRoute<B = unknown, Q = unknown> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  url: string;
  summary: string;
  /** Longer text for the reference (Markdown). */
  description?: string;
  tag: string;
  body?: z.ZodType<B>;
  /** Body is optional (absent means `{}`). */
  optionalBody?: boolean;
  query?: z.ZodType<Q>;
  /** A multipart/form-data endpoint: the handler streams the parts itself; documented with this schema. */
  multipart?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType; mediaType?: string }>;
  /** The answer does not depend on the request (a 405): its body and query are not read. */
  ignoresInput?: boolean;
  /** Only test keys may call it; live keys get 404. */
  testOnly?: boolean;
  handler(ctx: RouteContext<B, Q>): Promise<RouteResult>;
}

/**
 * Bodies and list queries are strict by default: an unknown field or query parameter is a 422
 * naming it. A POST without a body schema accepts only an absent or empty JSON object.
 */
export function defineRoute<B = undefined, Q = undefined>(route: ApiRoute<B, Q>): ApiRoute<unknown, unknown> {
  const strict = { ...route } as ApiRoute<unknown, unknown>;
  if (route.ignoresInput) return strict;
  if (route.body) strict.body = strictInput(route.body);
  // A multipart route reads its own form; a JSON body there is a 415, not an unknown field.
  else if (!route.multipart && route.method !== 'GET' && route.method !== 'DELETE') {
    strict.body = emptyBody;
    strict.optionalBody = true;
  }
  strict.query = strictInput(route.query ?? noQuery);
  return strict;
}

const emptyBody = z.strictObject({});
const noQuery = z.strictObject({});
