// What an SRE follows in their tracing backend: one payment, from the edge through payments, the
// scheduler and Postgres to its expiry, as one trace. The stack exports over OTLP/HTTP (JSON) to
// a receiver in this file, exactly as it would to a collector.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createPayment, transferencia, waitForPayment } from '../support/payments.ts';
import { type Stack, startStack, type Tenant } from '../support/stack.ts';
import { eventually } from '../support/webhook-receiver.ts';

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpExport = {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
};

const spans: ExportedSpan[] = [];
let receiver: Server;
let stack: Stack;
let tenant: Tenant;

const attributes = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(
    list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]),
  );

before(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resource of body.resourceSpans ?? []) {
          const service = String(attributes(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                attributes: attributes(span.attributes),
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  stack = await startStack({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  tenant = await stack.createTenant('Traced merchant');
});

after(async () => {
  await stack?.stop();
  receiver?.close();
});

// Either generation of the semantic conventions, whichever the instrumentation emits.
const isPostgres = (s: ExportedSpan) =>
  (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql';
const method = (s: ExportedSpan) => s.attributes['http.request.method'] ?? s.attributes['http.method'];

const inTrace = (traceId: string) => spans.filter((s) => s.traceId === traceId);
const services = (traceId: string) => new Set(inTrace(traceId).map((s) => s.service));

test('one payment create and its expiry are one trace: gateway, payments, scheduler and Postgres spans', async () => {
  const created = await createPayment(stack, tenant.testKey, transferencia({ expires_in: 60 }));
  assert.equal(created.status, 201, created.text);
  const id = (created.json as { data: { id: string } }).data.id;

  // The edge's server span for this request roots the trace.
  const edge = await eventually('the gateway span of POST /v1/payments', () =>
    spans.find(
      (s) =>
        s.service === 'gateway' &&
        s.attributes['http.route'] === '/v1/payments' &&
        method(s) === 'POST' &&
        s.parentSpanId === '',
    ),
  );
  const traceId = edge.traceId;
  // The create as the scheduler saw it: the event arrives over NATS and the timer is stored.
  await eventually('payments, scheduler and Postgres spans of the create', () => {
    const seen = services(traceId);
    return seen.has('payments') && seen.has('scheduler') ? true : undefined;
  });
  const created_ = inTrace(traceId);
  assert.ok(
    created_.some((s) => s.service === 'payments' && s.attributes['rpc.system'] === 'grpc'),
    'the payments gRPC server span',
  );
  assert.ok(
    created_.some((s) => s.service === 'payments' && isPostgres(s)),
    "payments' Postgres spans",
  );
  assert.ok(
    created_.some((s) => s.service === 'scheduler' && s.name.startsWith('process ')),
    "the scheduler's consumer span",
  );
  // Every span but the root has its parent in the trace: nothing dangles.
  const ids = new Set(created_.map((s) => s.spanId));
  const orphans = created_.filter((s) => s.parentSpanId !== '' && !ids.has(s.parentSpanId));
  assert.deepEqual(
    orphans.map((s) => `${s.service}: ${s.name}`),
    [],
    'spans whose parent is missing from the trace',
  );

  // The expiry happens a minute later, in the same trace.
  const expired = await waitForPayment(stack, tenant.testKey, id, (p) => p.status === 'expired', 75_000);
  assert.equal(expired?.status, 'expired');
  await eventually(
    'the expiry spans',
    () => {
      const now = inTrace(traceId);
      const fired = now.find((s) => s.service === 'scheduler' && s.name === 'scheduler.fire_timer');
      const applied = now.find(
        (s) => s.service === 'payments' && s.name.startsWith('process ') && s.parentSpanId !== '',
      );
      return fired && applied ? true : undefined;
    },
    10_000,
  );
  const expiry = inTrace(traceId).filter(
    (s) => s.service === 'scheduler' && s.name === 'scheduler.fire_timer',
  );
  assert.equal(expiry.length, 1, 'the timer fired once');
  assert.ok(
    inTrace(traceId).some(
      (s) => s.service === 'scheduler' && isPostgres(s) && s.parentSpanId === expiry[0]!.spanId,
    ),
    "the scheduler's outbox write under its firing span",
  );
});
