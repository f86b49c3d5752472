import net from 'node:net';

/**
 * A TCP relay to a real server (Postgres, NATS) that a test can cut and restore, so an outage
 * is simulated for one service without touching the machine's own server.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private readonly target: { host: string; port: number };

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  /** Starts listening (on the same port as before, after a `cut`). */
  async open(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Drops every connection and refuses new ones, like a stopped server. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Rewrites a URL to go through this proxy. */
  url(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}
