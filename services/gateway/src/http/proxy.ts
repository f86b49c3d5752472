import { injectContext } from '@gateway/shared/telemetry.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'authorization',
  'cookie',
]);

/** Forwards a request to an internal HTTP service and relays its answer unchanged. */
export async function proxyTo(
  request: FastifyRequest,
  reply: FastifyReply,
  target: string,
  // Only the dashboard reads cookies (its session); the buyer's pages never receive theirs.
  options: { cookies?: boolean } = {},
): Promise<FastifyReply> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string') continue;
    if (!HOP_BY_HOP.has(name) || (name === 'cookie' && options.cookies)) headers.set(name, value);
  }
  headers.set('x-request-id', request.id);
  headers.set('x-forwarded-for', request.ip);
  injectContext((k, v) => headers.set(k, v));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.rawBody !== undefined;
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? request.rawBody : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  reply.code(upstream.status);
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') reply.header(name, value);
  });
  return reply.send(Buffer.from(await upstream.arrayBuffer()));
}
