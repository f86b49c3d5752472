import { AppError } from '@gateway/shared/errors.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Checkout, SAFE_SEGMENT } from '../domain/checkout.ts';
import type { HttpDeps } from './deps.ts';

export type Lookup =
  | { kind: 'found'; checkout: Checkout }
  | { kind: 'unknown' }
  // The payments service says the link is gone without describing it.
  | { kind: 'gone' }
  | { kind: 'unavailable' };

/** Resolves a token from the URL; a malformed one is unknown without asking anyone. */
export async function lookup(deps: HttpDeps, request: FastifyRequest, token: string): Promise<Lookup> {
  if (!SAFE_SEGMENT.test(token)) return { kind: 'unknown' };
  try {
    const checkout = await deps.checkouts.resolve(token, request.id);
    return checkout ? { kind: 'found', checkout } : { kind: 'unknown' };
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_STATE') return { kind: 'gone' };
    request.log.error({ err }, 'could not resolve a checkout token');
    return { kind: 'unavailable' };
  }
}

export type TokenParams = { Params: { token: string } };

export type Handler<P> = (
  request: FastifyRequest<{ Params: P }>,
  reply: FastifyReply,
) => Promise<FastifyReply>;
