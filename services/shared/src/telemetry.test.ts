import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  activeTraceContext,
  context,
  extractContext,
  injectContext,
  startTelemetry,
  withSpan,
} from './telemetry.ts';

test('without an exporter, a caller trace context still flows from an incoming carrier to outgoing ones', async () => {
  delete process.env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  await startTelemetry('telemetry-test');
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  const incoming = extractContext((key) => (key === 'traceparent' ? traceparent : undefined));
  const outgoing = await context.with(incoming, async () => {
    // Across an await, as a handler calling another service would.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const carrier: Record<string, string> = {};
    injectContext((key, value) => {
      carrier[key] = value;
    });
    return carrier;
  });
  assert.equal(outgoing['traceparent'], traceparent);
});

test('a stored carrier resumes its trace: work run withSpan(carrier) writes the same trace id onward', async () => {
  delete process.env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  await startTelemetry('telemetry-test');
  const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const stored = await context.with(
    extractContext((key) => (key === 'traceparent' ? traceparent : undefined)),
    async () => activeTraceContext(),
  );
  assert.equal(stored['traceparent'], traceparent);
  // Later, outside any context (a timer firing from its loop):
  assert.equal(activeTraceContext()['traceparent'], undefined);
  const onward = await withSpan('fire', stored, {}, async () => activeTraceContext());
  assert.equal(onward['traceparent']?.split('-')[1], '0af7651916cd43dd8448eb211c80319c');
  await assert.rejects(
    withSpan('fails', stored, {}, async () => {
      throw new Error('handler failed');
    }),
    /handler failed/,
  );
});
