import net from 'node:net';
import { credentials, makeGenericClientConstructor, type ServiceDefinition } from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';

/** The standard gRPC health status of a server ('' = overall), as a load balancer would ask. */
export function healthOf(port: number, service = ''): Promise<string> {
  const Health = makeGenericClientConstructor(
    healthService as unknown as ServiceDefinition,
    'grpc.health.v1.Health',
  );
  const client = new Health(`127.0.0.1:${port}`, credentials.createInsecure()) as unknown as {
    check(
      req: { service: string },
      o: { deadline: Date },
      cb: (e: Error | null, r?: { status: string }) => void,
    ): void;
    close(): void;
  };
  return new Promise((resolve, reject) =>
    client.check({ service }, { deadline: new Date(Date.now() + 1000) }, (e, r) => {
      client.close();
      return e ? reject(e) : resolve(String(r?.status));
    }),
  );
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds (a thrown error counts as not yet). */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
