import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback } from '@gateway/shared/providers/callback-signature.ts';

// A tiny real HTTP processor for integration tests: it speaks the wire contract of
// provider-sandbox/API.md closely enough to count calls and force each answer.

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

interface Session {
  provider: 'provider_a' | 'provider_b';
  reference: string;
  attempts: number;
  last: Record<string, unknown> | null;
}

export interface FakeProcessor {
  url: string;
  aUrl: string;
  bUrl: string;
  calls: RecordedCall[];
  /** Forces the next answers of create calls: status and optional delay. */
  createAnswer: { status: number; delayMs: number; message?: string };
  settled: Set<string>;
  /** Makes provider_a's session lookup answer 503. */
  lookupDown: boolean;
  /** Where simulate delivers its signed callback (the edge in production). */
  deliver: (provider: 'provider_a' | 'provider_b', body: string, signature: string) => Promise<void>;
  secrets: { provider_a: string; provider_b: string };
  callsTo(pathPrefix: string): number;
  close(): Promise<void>;
}

export async function startFakeProcessor(): Promise<FakeProcessor> {
  const sessions = new Map<string, Session>();
  const fake: FakeProcessor = {
    url: '',
    aUrl: '',
    bUrl: '',
    calls: [],
    createAnswer: { status: 201, delayMs: 0 },
    settled: new Set(),
    lookupDown: false,
    deliver: async () => undefined,
    secrets: { provider_a: 'test_a_secret', provider_b: 'test_b_secret' },
    callsTo: (prefix) => fake.calls.filter((c) => c.path.startsWith(prefix)).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => reply(res, 500, { error: { message: 'fake failed' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const path = req.url ?? '';
    fake.calls.push({ path, body });
    const provider = path.startsWith('/provider-a') ? 'provider_a' : 'provider_b';
    const route = path.replace(/^\/provider-[ab]/, '');

    if (route === '/sessions' || route === '/checkouts') {
      const { status, delayMs, message } = fake.createAnswer;
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (status !== 201) return reply(res, status, { error: { message: message ?? 'refused' } });
      const id = `${provider === 'provider_a' ? 'pas' : 'pbc'}_${randomUUID()}`;
      const reference = String(body['merchant_reference'] ?? body['order_id']);
      sessions.set(id, { provider, reference, attempts: 0, last: null });
      return provider === 'provider_a'
        ? reply(res, 201, {
            session_id: id,
            integrity_token: 'tok',
            validate_url: `${fake.aUrl}/sessions/${id}/validate`,
            form_path: `/form/${id}`,
          })
        : reply(res, 201, { checkout_id: id, form_path: `/form/${id}` });
    }

    const simulate = /^\/(?:sessions|checkouts)\/([^/]+)\/simulate$/.exec(route);
    if (simulate) {
      const session = sessions.get(simulate[1]!);
      if (!session) return reply(res, 404, { error: { message: 'unknown session' } });
      session.attempts += 1;
      const approved = body['status'] === 'approved';
      const operation = `op_${randomUUID()}`;
      const outcome = {
        attempt: session.attempts,
        status: approved ? 'approved' : 'declined',
        reason: approved ? null : (body['reason'] ?? 'card_declined'),
        operation_number: operation,
        authorization_number: approved ? '123456' : null,
        response_code: approved ? '00' : '05',
      };
      const callback =
        session.provider === 'provider_a'
          ? { type: 'payment', session_id: simulate[1], merchant_reference: session.reference, ...outcome }
          : { type: 'payment', checkout_id: simulate[1], order_id: session.reference, ...outcome };
      session.last = outcome;
      const raw = JSON.stringify(callback);
      await fake.deliver(session.provider, raw, signCallback(fake.secrets[session.provider], raw));
      return reply(res, 200, { status: outcome.status, operation_number: operation });
    }

    const validate = /^\/sessions\/([^/]+)\/validate$/.exec(route);
    if (validate && provider === 'provider_a') {
      if (fake.lookupDown) return reply(res, 503, { error: { message: 'unavailable' } });
      const session = sessions.get(validate[1]!);
      if (!session) return reply(res, 404, { error: { message: 'unknown session' } });
      const approved = session.last?.['status'] === 'approved';
      return reply(res, 200, {
        session_id: validate[1],
        merchant_reference: session.reference,
        status: approved ? 'approved' : 'open',
        attempts: session.attempts,
        last_attempt: session.last,
      });
    }

    if (route === '/reversals' || route === '/refunds') {
      const operation = String(body['operation_number']);
      if (fake.settled.has(operation)) {
        return reply(res, 409, { error: { message: 'settlement cut passed', response_code: '90019' } });
      }
      return reply(res, 200, { status: 'reversed', response_code: '00' });
    }

    const settle = /^\/operations\/([^/]+)\/settle$/.exec(route);
    if (settle) {
      fake.settled.add(decodeURIComponent(settle[1]!));
      return reply(res, 200, { settled: true });
    }
    reply(res, 404, { error: { message: 'no route' } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.aUrl = `${fake.url}/provider-a`;
  fake.bUrl = `${fake.url}/provider-b`;
  return fake;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
