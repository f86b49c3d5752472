// Imported first by every main.ts: OpenTelemetry must patch modules before they are loaded.
import { context, propagation, type Context } from '@opentelemetry/api';
import type { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | undefined;
let propagating = false;

/** Loaded on demand: the SDK costs about a second of start-up, which tools and tests need not pay. */
export async function startTelemetry(serviceName: string): Promise<void> {
  if (sdk || propagating || process.env['OTEL_SDK_DISABLED'] === 'true') return;
  process.env['OTEL_SERVICE_NAME'] ??= serviceName;
  if (!process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) {
    // Nothing to export to: carry callers' trace context through HTTP, gRPC and NATS without the
    // SDK, which would cost every process about 27 MiB and a second of start-up for no spans.
    const [{ AsyncLocalStorageContextManager }, core] = await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
    ]);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(
      new core.CompositePropagator({
        propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
      }),
    );
    propagating = true;
    return;
  }
  process.env['OTEL_METRICS_EXPORTER'] ??= 'none';
  process.env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  sdk = new NodeSDK({});
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
  sdk = undefined;
}

/** Writes the active trace context into a carrier (gRPC metadata, NATS headers, HTTP headers). */
export function injectContext(
  set: (key: string, value: string) => void,
  ctx: Context = context.active(),
): void {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  for (const [key, value] of Object.entries(carrier)) set(key, value);
}

/** Reads a trace context from a carrier; run the handler inside it with context.with(). */
export function extractContext(get: (key: string) => string | undefined): Context {
  const carrier: Record<string, string> = {};
  for (const key of ['traceparent', 'tracestate', 'baggage']) {
    const value = get(key);
    if (value) carrier[key] = value;
  }
  return propagation.extract(context.active(), carrier);
}

export { context };
