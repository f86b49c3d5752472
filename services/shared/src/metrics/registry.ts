import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * One process is one service, so the metrics live in prom-client's process-wide registry, each
 * series labelled with the service. Names are the ones `deploy/monitoring/` (dashboard, alert
 * rules) reads; a test there checks that each one it uses is exported.
 */
export const registry = register;

let started = false;

/** Process metrics (CPU, memory, event loop lag, GC) and the `service` label, once per process. */
export function startMetrics(service: string): void {
  if (started) return;
  started = true;
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'gateway_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
});

export const httpDuration = new Histogram({
  name: 'gateway_http_request_duration_seconds',
  help: 'HTTP request latency, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
});

export const grpcRequests = new Counter({
  name: 'gateway_grpc_server_requests_total',
  help: 'gRPC calls served, by method and status code',
  labelNames: ['method', 'code'] as const,
});

export const grpcDuration = new Histogram({
  name: 'gateway_grpc_server_duration_seconds',
  help: 'gRPC call latency, by method and status code',
  labelNames: ['method', 'code'] as const,
  buckets: LATENCY_BUCKETS,
});

export const webhookDeliveries = new Counter({
  name: 'gateway_webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts, by outcome (delivered, retry, exhausted, gone: the endpoint answered 410)',
  labelNames: ['outcome'] as const,
});

export const emailsSent = new Counter({
  name: 'gateway_emails_total',
  help: 'Operator e-mails handed to SMTP, by outcome (sent, retrying, abandoned)',
  labelNames: ['outcome'] as const,
});

/** A gauge read when Prometheus scrapes: one query or call, not a value kept up to date. */
export function scrapedGauge(
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Promise<{ labels?: Record<string, string>; value: number }[]>,
): Gauge<string> {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    labelNames,
    async collect() {
      this.reset();
      try {
        for (const { labels, value } of await read()) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      } catch {
        // A dependency that is down leaves the gauge empty; readiness and logs say why.
      }
    },
  });
}
