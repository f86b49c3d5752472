// Imported first by every main.ts: OpenTelemetry must patch modules before they are loaded.
import { register } from 'node:module';
import {
  type Attributes,
  type Context,
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
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
  // Services are ES modules: pg, fastify and grpc-js are patched through the loader hook, which
  // sees every import made after this point (main.ts imports the app only afterwards).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { GrpcInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-grpc'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the traces worth reading.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }),
      new PgInstrumentation({ requireParentSpan: true }),
      new fastifyOtel.FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
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

/** The active trace context as a carrier to store (a timer keeps the trace of its request). */
export function activeTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  injectContext((k, v) => {
    carrier[k] = v;
  });
  return carrier;
}

/**
 * Runs `fn` in a span that continues the trace in `carrier` (an event's headers, a stored timer's
 * context) or the active one. Without an exporter the tracer is a no-op that still carries context.
 */
export function withSpan<T>(
  name: string,
  carrier: Record<string, string> | undefined,
  attributes: Attributes,
  fn: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  const parent = carrier ? extractContext((k) => carrier[k]) : context.active();
  return trace.getTracer('gateway').startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

export { context, SpanKind };
