// What an SRE scrapes: /metrics on every service of the running stack, in Prometheus text, with
// the series the alert rules and the dashboard in deploy/monitoring read.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { available, metricsPortFor, SERVICES } from '../../deploy/local/services.ts';
import { createPayment, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Metrics merchant');
});

function metricsUrl(name: (typeof SERVICES)[number]['name']): string {
  const service = SERVICES.find((s) => s.name === name)!;
  const port =
    service.kind === 'grpc'
      ? metricsPortFor(name, stack.info.portBase)
      : stack.info.portBase + service.offset;
  return `http://127.0.0.1:${port}/metrics`;
}

async function scrape(name: (typeof SERVICES)[number]['name']): Promise<string> {
  const res = await fetch(metricsUrl(name));
  assert.equal(res.status, 200, `${name} /metrics`);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  return res.text();
}

/** The value of one series, by name and a label subset. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

test('every service but the processor sandbox answers /metrics, labelled with its name', async () => {
  const scraped = SERVICES.filter((s) => s.name !== 'provider-sandbox' && available(s.name));
  assert.ok(scraped.length >= 11);
  for (const { name } of scraped) {
    const text = await scrape(name);
    assert.match(text, new RegExp(`process_resident_memory_bytes\\{service="${name}"\\}`), name);
  }
});

test('a payment create shows in the edge HTTP series and the payments gRPC series; pool and outbox gauges are there', async () => {
  const created = await createPayment(stack, tenant.testKey, transferencia());
  assert.equal(created.status, 201, created.text);
  const gateway = await scrape('gateway');
  assert.ok(
    (value(gateway, 'gateway_http_requests_total', {
      method: 'POST',
      route: '/v1/payments',
      status: '201',
    }) ?? 0) >= 1,
  );
  assert.ok(
    value(gateway, 'gateway_http_request_duration_seconds_count', { route: '/v1/payments' }) !== undefined,
  );

  const payments = await scrape('payments');
  assert.ok(
    (value(payments, 'gateway_grpc_server_requests_total', { method: 'CreatePayment', code: 'OK' }) ?? 0) >=
      1,
  );
  assert.ok((value(payments, 'gateway_db_pool_connections', { state: 'total' }) ?? 0) >= 1);
  assert.notEqual(value(payments, 'gateway_outbox_unpublished_events'), undefined);
  assert.notEqual(value(payments, 'gateway_outbox_oldest_unpublished_age_seconds'), undefined);

  const scheduler = await scrape('scheduler');
  assert.notEqual(value(scheduler, 'gateway_timers_due'), undefined);
  assert.notEqual(value(scheduler, 'gateway_consumer_pending_messages'), undefined, 'consumer lag');
  const webhooks = await scrape('webhooks');
  assert.notEqual(value(webhooks, 'gateway_consumer_pending_messages'), undefined, 'consumer lag');
});
