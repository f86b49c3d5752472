import { randomBytes } from 'node:crypto';
import { signCallback } from '@gateway/shared/providers/callback-signature.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny real HTTP provider_a for the integration test: registrations, tokens and charges as
// provider-sandbox/API.md describes them, with the tokens it issued visible to the test.

export interface FakeProvider {
  url: string;
  secret: string;
  /** Every token issued, so tests can look for it where it must never be. */
  tokens: string[];
  /** The tokens that arrived in charges. */
  charged: string[];
  /** The bodies of registration requests, as the provider received them. */
  registrations: Record<string, unknown>[];
  /** Charges never answer (a provider that times out). */
  hang: boolean;
  /** Where a decided registration's signed callback goes (the edge in production). */
  deliver: (body: string, signature: string) => Promise<void>;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const registrations = new Map<string, { attempts: number }>();
  const savedTokens = new Set<string>();
  const provider: FakeProvider = {
    url: '',
    secret: `secret_${randomBytes(4).toString('hex')}`,
    tokens: [],
    charged: [],
    registrations: [],
    hang: false,
    deliver: async () => undefined,
    close: async () => undefined,
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = request.url ?? '/';
    if (request.method === 'POST' && path === '/registrations') {
      provider.registrations.push(body);
      const id = `par_${randomBytes(6).toString('hex')}`;
      registrations.set(id, { attempts: 0 });
      return send(response, 201, { registration_id: id, form_path: `/registration-form/${id}` });
    }
    const simulate = path.match(/^\/registrations\/([^/]+)\/simulate$/);
    if (request.method === 'POST' && simulate) {
      const registration = registrations.get(simulate[1]!);
      if (!registration) return send(response, 404, { error: { message: 'unknown registration' } });
      registration.attempts++;
      const registered = body['status'] === 'registered';
      const token = registered ? `tok_${randomBytes(12).toString('hex')}` : null;
      if (token) {
        provider.tokens.push(token);
        savedTokens.add(token);
      }
      const callback = JSON.stringify({
        type: 'card',
        registration_id: simulate[1],
        attempt: registration.attempts,
        status: registered ? 'registered' : 'failed',
        reason: registered ? null : 'card_declined',
        token,
        brand: 'visa',
        last_four: '1111',
        expires: '12/30',
      });
      await provider.deliver(callback, signCallback(provider.secret, callback));
      return send(response, 200, { status: registered ? 'registered' : 'failed', token });
    }
    if (request.method === 'POST' && path === '/charges') {
      if (provider.hang) return;
      const token = String(body['token'] ?? '');
      provider.charged.push(token);
      if (!savedTokens.has(token)) return send(response, 404, { error: { message: 'unknown token' } });
      return send(response, 200, {
        status: 'approved',
        reason: null,
        operation_number: '123456789012',
        authorization_number: '654321',
        response_code: '00',
      });
    }
    return send(response, 404, { error: { message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
