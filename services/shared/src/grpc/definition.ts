import type { MethodDefinition, ServiceDefinition } from '@grpc/grpc-js';
import { type DescMethod, type DescService, fromBinary, toBinary } from '@bufbuild/protobuf';

/** Turns a protobuf-es service descriptor into the definition grpc-js expects. */
export function serviceDefinition(service: DescService): ServiceDefinition {
  const definition: Record<string, MethodDefinition<unknown, unknown>> = {};
  for (const method of service.methods) definition[method.localName] = methodDefinition(service, method);
  return definition as ServiceDefinition;
}

function methodDefinition(service: DescService, method: DescMethod): MethodDefinition<unknown, unknown> {
  // Server streaming serves the health service's Watch; nothing here takes a stream in.
  if (method.methodKind !== 'unary' && method.methodKind !== 'server_streaming')
    throw new Error(`only unary and server-streaming methods are supported: ${method.name}`);
  return {
    path: `/${service.typeName}/${method.name}`,
    requestStream: false,
    responseStream: method.methodKind === 'server_streaming',
    originalName: method.localName,
    requestSerialize: (message: unknown) => Buffer.from(toBinary(method.input, message as never)),
    requestDeserialize: (bytes: Buffer) => fromBinary(method.input, bytes),
    responseSerialize: (message: unknown) => Buffer.from(toBinary(method.output, message as never)),
    responseDeserialize: (bytes: Buffer) => fromBinary(method.output, bytes),
  };
}
