import { create } from '@bufbuild/protobuf';
import {
  type sendUnaryData,
  type Server,
  type ServerUnaryCall,
  type ServerWritableStream,
  status as Status,
} from '@grpc/grpc-js';
import {
  Health,
  type HealthCheckRequest,
  HealthCheckResponse_ServingStatus as ServingStatus,
  HealthCheckResponseSchema,
} from '@gateway/proto/grpc/health/v1/health_pb';
import { serviceDefinition } from './definition.ts';

export type HealthStatus = 'SERVING' | 'NOT_SERVING';

/**
 * The standard gRPC health service (grpc.health.v1), which kubelet's gRPC probes, grpcurl and load
 * balancers ask: Check answers a service's status ('' is the server as a whole) or NOT_FOUND;
 * Watch sends the status at once and again each time it changes. Written on protobuf-es rather
 * than taken from grpc-health-check, which loads a second protobuf runtime (protobufjs and
 * proto-loader, about 3 MiB resident) into every service for these two methods.
 */
export class HealthService {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Map<string, Set<(status: ServingStatus) => void>>();

  constructor(initial: Record<string, HealthStatus>) {
    for (const [service, status] of Object.entries(initial))
      this.statuses.set(service, ServingStatus[status]);
  }

  setStatus(service: string, status: HealthStatus): void {
    const next = ServingStatus[status];
    if (this.statuses.get(service) === next) return;
    this.statuses.set(service, next);
    for (const notify of this.watchers.get(service) ?? []) notify(next);
  }

  addToServer(server: Server): void {
    server.addService(serviceDefinition(Health), {
      check: (call: ServerUnaryCall<HealthCheckRequest, unknown>, callback: sendUnaryData<unknown>) => {
        const status = this.statuses.get(call.request.service);
        if (status === undefined)
          return callback({ code: Status.NOT_FOUND, details: `unknown service: ${call.request.service}` });
        callback(null, create(HealthCheckResponseSchema, { status }));
      },
      watch: (call: ServerWritableStream<HealthCheckRequest, unknown>) => {
        const service = call.request.service;
        const send = (status: ServingStatus) => call.write(create(HealthCheckResponseSchema, { status }));
        const watchers = this.watchers.get(service) ?? new Set();
        this.watchers.set(service, watchers);
        watchers.add(send);
        call.on('cancelled', () => {
          watchers.delete(send);
          // Any name can be watched: forget it with its last watcher, so the map stays bounded.
          if (watchers.size === 0) this.watchers.delete(service);
        });
        send(this.statuses.get(service) ?? ServingStatus.SERVICE_UNKNOWN);
      },
    });
  }
}
