import type { FastifyInstance } from 'fastify';
import type { LogoSource } from '../clients/logos.ts';
import { PREFIX } from './deps.ts';
import { sendJson } from './send.ts';

/**
 * Uploaded logos, on the page's own origin so its CSP needs no other image source. The address
 * is the SHA-256 of the bytes, so a response never changes: cached for a year by anyone.
 */
export function logoRoutes(app: FastifyInstance, logos: LogoSource): void {
  app.get(`${PREFIX}/logos/:file`, async (request, reply) => {
    const match = /^([0-9a-f]{64})\.png$/.exec((request.params as { file: string }).file);
    const logo = match ? await logos.get(match[1]!, request.id) : null;
    if (!logo) return sendJson(reply, 404, { error: { code: 'NOT_FOUND', message: 'No such logo.' } });
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(logo.content));
  });
}
