import assert from 'node:assert/strict';
import { test } from 'node:test';
import { context, extractContext, injectContext, startTelemetry } from './telemetry.ts';

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
