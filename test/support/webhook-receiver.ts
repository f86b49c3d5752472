// A merchant's webhook receiver: a real HTTP server on a local port that verifies every request
// with the stock Standard Webhooks library and deduplicates by event id, as the README tells merchants to.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export class WebhookReceiver {
  readonly received: Delivery[] = [];
  private readonly statuses = new Map<string, (n: number) => number>();
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
        const n = this.received.filter((r) => r.path === path).length;
        res.writeHead(this.statuses.get(path)?.(n) ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  status(path: string, answer: (n: number) => number): void {
    this.statuses.set(path, answer);
  }

  at(path: string): Delivery[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The body as a verified receiver sees it; throws when the signature does not verify. */
export function verified(delivery: Delivery, secret: string): Record<string, unknown> {
  return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as Record<
    string,
    unknown
  >;
}

export async function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
