import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { z } from 'zod';
import type { Provider } from '../domain/types.ts';
import { type Answer, errorAnswer } from '../flows/answer.ts';
import { type Deps, delayFor } from '../flows/deps.ts';

/** The sandbox takes any non-empty bearer key, as the contract promises for test keys. */
function hasApiKey(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

/** Files a refused call under the reference it was about, when the body names one. */
function referenceIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const reference = record['merchant_reference'] ?? record['order_id'];
  return typeof reference === 'string' ? reference : null;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; answer: Answer };

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return {
    ok: false,
    answer: errorAnswer(400, `${where}${issue?.message ?? 'invalid body'}`, referenceIn(body)),
  };
}

/**
 * Wraps a server-to-server endpoint: checks the API key, answers, and writes the call log
 * that tests read to prove how many provider calls the gateway made.
 */
export function serverCall<R extends RouteGenericInterface>(
  deps: Deps,
  provider: Provider,
  endpoint: string,
  handle: (request: FastifyRequest<R>) => Answer,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    const answer = hasApiKey(request)
      ? handle(request)
      : errorAnswer(401, 'missing or invalid api key', referenceIn(request.body));
    deps.store.recordCall({
      provider,
      endpoint,
      merchant_reference: answer.merchantReference,
      at: deps.clock.now().toISOString(),
      status_code: answer.status,
    });
    const delayMs = delayFor(deps.latency, endpoint, request.body);
    if (delayMs > 0) await sleep(delayMs);
    return reply.code(answer.status).send(answer.body);
  };
}
