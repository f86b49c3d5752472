import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Answer only after this long: a slow receiver. */
  delayMs?: number;
}

/**
 * A merchant's webhook receiver on a real local port. Each path answers with its own script
 * (`answer`), everything it receives is kept for the test to inspect.
 */
export class Receiver {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, (n: number) => Answer>();
  private server: Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const count = this.received.filter((r) => r.path === path).length;
        const answer = this.scripts.get(path)?.(count) ?? { status: 200 };
        const reply = () => res.writeHead(answer.status, answer.headers).end('ok');
        if (answer.delayMs) setTimeout(reply, answer.delayMs);
        else reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** `script(n)` answers the n-th request (from 1) to this path. */
  answer(path: string, script: (n: number) => Answer): void {
    this.scripts.set(path, script);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Verifies a request as any Standard Webhooks receiver would; throws when it does not verify. */
export function verify(received: Received, secret: string): unknown {
  return new Webhook(secret).verify(received.body, received.headers as Record<string, string>);
}

export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
