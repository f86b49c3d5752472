import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../auth/authenticator.ts';

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
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Only test keys may call it; live keys get 404. */
  testOnly?: boolean;
  handler(ctx: RouteContext<B, Q>): Promise<RouteResult>;
}

export function defineRoute<B = undefined, Q = undefined>(route: ApiRoute<B, Q>): ApiRoute<unknown, unknown> {
  return route as ApiRoute<unknown, unknown>;
}
