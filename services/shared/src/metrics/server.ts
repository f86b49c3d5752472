import { createServer, type Server } from 'node:http';
import type { Logger } from '../logger.ts';
import { registry } from './registry.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** `GET /metrics` (Prometheus text) on its own port, for services whose traffic is gRPC. */
export async function serveMetrics(port: number, host: string, logger: Logger): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        logger.warn({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
