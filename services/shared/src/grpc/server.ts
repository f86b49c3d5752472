import { context } from '@opentelemetry/api';
import {
  type Metadata,
  Server,
  ServerCredentials,
  status as Status,
  type ServerUnaryCall,
  type sendUnaryData,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { create, type DescService, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { bindHost } from '../config.ts';
import { mapDbError } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import { type Logger, requestLogger } from '../logger.ts';
import { grpcDuration, grpcRequests } from '../metrics/registry.ts';
import { extractContext } from '../telemetry.ts';
import { serviceDefinition } from './definition.ts';
import { HealthService } from './health.ts';
import { type Named, requestFromWire, responseToWire } from './enums.ts';
import { toGrpcError } from './status.ts';

export interface CallContext {
  requestId: string | undefined;
  logger: Logger;
  metadata: Metadata;
}

export type ServiceHandlers<S extends GenService<GenServiceMethods>> = {
  [K in keyof S['method']]: (
    request: Named<MessageShape<S['method'][K]['input']>>,
    ctx: CallContext,
  ) => Promise<Named<MessageInitShape<S['method'][K]['output']>>>;
};

export interface GrpcServer {
  server: Server;
  health: HealthService;
  add<S extends GenService<GenServiceMethods>>(service: S, handlers: ServiceHandlers<S>): void;
  listen(port: number, host?: string): Promise<number>;
  /** Health of the server and each service: NOT_SERVING while a dependency is down. */
  setServing(serving: boolean): void;
  shutdown(): Promise<void>;
}

export interface GrpcServerOptions {
  /** Asked before every call: an error refuses the call at once (e.g. UNAVAILABLE while the database is down). */
  gate?: () => AppError | undefined;
}

export function createGrpcServer(logger: Logger, options: GrpcServerOptions = {}): GrpcServer {
  const server = new Server({
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    // Channelz bookkeeping costs about a sixth of grpc-js's CPU per call and nothing here reads it.
    'grpc.enable_channelz': 0,
  });
  const health = new HealthService({ '': 'NOT_SERVING' });
  health.addToServer(server);
  const names: string[] = [];
  return {
    server,
    health,
    add(service, handlers) {
      server.addService(
        serviceDefinition(service),
        implement(service, handlers as never, logger, options.gate ?? (() => undefined)),
      );
      names.push(service.typeName);
    },
    listen(port, host = bindHost()) {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err, bound) => {
          if (err) return reject(err);
          health.setStatus('', 'SERVING');
          for (const name of names) health.setStatus(name, 'SERVING');
          resolve(bound);
        });
      });
    },
    setServing(serving) {
      const status = serving ? 'SERVING' : 'NOT_SERVING';
      health.setStatus('', status);
      for (const name of names) health.setStatus(name, status);
    },
    shutdown() {
      health.setStatus('', 'NOT_SERVING');
      for (const name of names) health.setStatus(name, 'NOT_SERVING');
      return new Promise((resolve) => {
        const force = setTimeout(() => server.forceShutdown(), 10_000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

type AnyHandler = (request: unknown, ctx: CallContext) => Promise<unknown>;

// grpc-js ignores a handler's promise: every handler is awaited here and every failure becomes
// a status, so an exception can never leave a call hanging or crash the process.
function implement(
  service: DescService,
  handlers: Record<string, AnyHandler>,
  logger: Logger,
  gate: () => AppError | undefined,
): UntypedServiceImplementation {
  const impl: UntypedServiceImplementation = {};
  for (const method of service.methods) {
    const handler = handlers[method.localName];
    if (!handler) throw new Error(`missing handler ${service.typeName}.${method.name}`);
    impl[method.localName] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const requestId = String(call.metadata.get('x-request-id')[0] ?? '') || undefined;
      const ctx: CallContext = {
        requestId,
        metadata: call.metadata,
        logger: requestLogger(logger, { requestId }),
      };
      const traceCtx = extractContext((k) => {
        const v = call.metadata.get(k)[0];
        return typeof v === 'string' ? v : undefined;
      });
      const stopTimer = grpcDuration.startTimer({ method: method.name });
      const done = (code: string) => {
        stopTimer({ code });
        grpcRequests.inc({ method: method.name, code });
      };
      // A handler that throws before returning its promise, or a response that cannot be built,
      // must take the same path as a rejection: logged, mapped, never grpc-js's raw UNKNOWN.
      new Promise<unknown>((resolve) => {
        const refused = gate();
        if (refused) throw refused;
        const request = requestFromWire(method.input, call.request);
        resolve(context.with(traceCtx, () => handler(request, ctx)));
      })
        .then((response) => create(method.output, responseToWire(method.output, response) as never))
        .then(
          (message) => {
            done('OK');
            callback(null, message);
          },
          (err: unknown) => {
            // Database failures are mapped here, once for every handler: a lost connection or a
            // serialization failure is UNAVAILABLE (retryable), never INTERNAL.
            const appError = mapDbError(err);
            if (!(err instanceof AppError))
              ctx.logger.error({ err, rpc: method.name }, 'unhandled error in rpc');
            // A mapped database error keeps what Postgres said for the log, never for the caller.
            else if (err.cause !== undefined)
              ctx.logger[err.code === 'INTERNAL' ? 'error' : 'warn'](
                { err: err.cause, code: err.code, rpc: method.name },
                'rpc failed on a database error',
              );
            const grpcError = toGrpcError(appError);
            done(Status[grpcError.code] ?? String(grpcError.code));
            callback(grpcError as never, null);
          },
        );
    };
  }
  return impl;
}
