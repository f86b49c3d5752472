import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { create, createFileRegistry, type Message } from '@bufbuild/protobuf';
import { type GenMessage, messageDesc, serviceDesc } from '@bufbuild/protobuf/codegenv2';
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt';
import { credentials, makeGenericClientConstructor, type ServiceDefinition } from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { AppError } from '../errors.ts';
import { pino } from 'pino';
import { eventually } from '../testing/health.ts';
import { createClient } from './client.ts';
import { type CallContext, createGrpcServer, type GrpcServer } from './server.ts';

// A tiny service described at runtime the way protoc-gen-es describes one (the kit's tests should
// not move when the services' contracts do).
const { STRING, INT64, INT32 } = FieldDescriptorProto_Type;
const field = (name: string, number: number, type: FieldDescriptorProto_Type) => ({
  name,
  number,
  type,
  label: FieldDescriptorProto_Label.OPTIONAL,
});
const registry = createFileRegistry(
  create(FileDescriptorProtoSchema, {
    name: 'test/echo/v1/echo.proto',
    package: 'test.echo.v1',
    syntax: 'proto3',
    messageType: [
      {
        name: 'EchoRequest',
        field: [
          field('text', 1, STRING),
          field('amount', 2, INT64),
          field('delay_ms', 3, INT32),
          field('fail', 4, STRING),
        ],
      },
      {
        name: 'EchoResponse',
        field: [field('text', 1, STRING), field('amount', 2, INT64), field('request_id', 3, STRING)],
      },
    ],
    service: [
      {
        name: 'EchoService',
        method: [
          { name: 'Echo', inputType: '.test.echo.v1.EchoRequest', outputType: '.test.echo.v1.EchoResponse' },
        ],
      },
    ],
  }),
  () => undefined,
);
const file = registry.getFile('test/echo/v1/echo.proto')!;

type EchoRequest = Message<'test.echo.v1.EchoRequest'> & {
  text: string;
  amount: bigint;
  delayMs: number;
  fail: string;
};
type EchoResponse = Message<'test.echo.v1.EchoResponse'> & {
  text: string;
  amount: bigint;
  requestId: string;
};
const EchoRequestSchema: GenMessage<EchoRequest> = messageDesc(file, 0);
const EchoResponseSchema: GenMessage<EchoResponse> = messageDesc(file, 1);
const EchoService = serviceDesc<{
  echo: { methodKind: 'unary'; input: typeof EchoRequestSchema; output: typeof EchoResponseSchema };
}>(file, 0);

// Captures what the server logs, to check unexpected errors are logged where they are hidden from callers.
const logged: { msg: string; rpc?: string; err?: { message: string } }[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => assert.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof AppError, `not an AppError: ${String(err)}`);
  return err;
}

describe('gRPC server and client', () => {
  let server: GrpcServer;
  let address: string;
  let client: ReturnType<typeof createClient<typeof EchoService>>;

  before(async () => {
    server = createGrpcServer(logger);
    const answer = async (request: EchoRequest, ctx: CallContext) => {
      if (request.delayMs) await new Promise((r) => setTimeout(r, request.delayMs));
      switch (request.fail) {
        case 'not_found':
          throw new AppError('NOT_FOUND', 'No such customer.', { id: 'cus_1', tried: ['a', 'b'] });
        case 'validation':
          throw new AppError('VALIDATION_FAILED', 'Datos inválidos — revise', {
            fields: { name: ['no es válido: «Peña»'] },
          });
        case 'plain':
          throw new Error('connect ECONNREFUSED db-internal.prod:5432');
        case 'serialization':
          throw Object.assign(new Error('could not serialize access due to concurrent update'), {
            code: '40001',
          });
        case 'terminated':
          throw new Error('Connection terminated unexpectedly');
        case 'bad_response':
          // Not an int64: building the response fails after the handler succeeded.
          return { amount: 'abc' as unknown as bigint };
      }
      return {
        text: request.text.toUpperCase(),
        amount: request.amount * 2n,
        requestId: ctx.requestId ?? '',
      };
    };
    server.add(EchoService, {
      // Not async: a throw here happens before there is any promise to reject.
      echo(request, ctx) {
        if (request.fail === 'sync') throw new TypeError('thrown before any await');
        return answer(request, ctx);
      },
    });
    const port = await server.listen(0, '127.0.0.1');
    assert.ok(port > 0);
    address = `127.0.0.1:${port}`;
    client = createClient(EchoService, address, { timeoutMs: 5000 });
  });

  after(async () => {
    client.close();
    await server.shutdown();
  });

  it('round-trips a response, int64 as bigint, and the request id', async () => {
    const response = await client.echo({ text: 'hola', amount: 2n ** 61n + 1n }, { requestId: 'req_123' });
    assert.equal(response.text, 'HOLA');
    assert.equal(response.amount, 2n ** 62n + 2n, 'beyond Number precision, exact');
    assert.equal(response.requestId, 'req_123');
  });

  it('an AppError arrives as the same AppError: code, message and details', async () => {
    const err = await rejection(client.echo({ fail: 'not_found' }));
    assert.equal(err.code, 'NOT_FOUND');
    assert.equal(err.message, 'No such customer.');
    assert.deepEqual(err.details, { id: 'cus_1', tried: ['a', 'b'] });
  });

  it('non-ASCII messages and details survive the trip', async () => {
    const err = await rejection(client.echo({ fail: 'validation' }));
    assert.equal(err.code, 'VALIDATION_FAILED');
    assert.equal(err.message, 'Datos inválidos — revise');
    assert.deepEqual(err.details, { fields: { name: ['no es válido: «Peña»'] } });
  });

  it('a plain Error arrives as INTERNAL without its message, which the server logs', async () => {
    const err = await rejection(client.echo({ fail: 'plain' }));
    assert.equal(err.code, 'INTERNAL');
    assert.ok(!err.message.includes('db-internal'), err.message);
    assert.equal(err.details, undefined);
    assert.ok(logged.some((l) => l.rpc === 'Echo' && l.err?.message.includes('db-internal')));
  });

  it('a handler that throws synchronously, or returns an unusable response, fails fast as INTERNAL', async () => {
    for (const fail of ['sync', 'bad_response']) {
      const started = Date.now();
      const err = await rejection(client.echo({ fail }, { timeoutMs: 3000 }));
      assert.equal(err.code, 'INTERNAL', fail);
      assert.ok(Date.now() - started < 1000, `${fail}: answered at once, not at the deadline`);
      assert.ok(!err.message.includes('thrown before') && !err.message.includes('abc'), err.message);
    }
    assert.ok(
      logged.some((l) => l.rpc === 'Echo' && l.err?.message === 'thrown before any await'),
      'logged',
    );
  });

  it('a slow handler past the client deadline is UNAVAILABLE', async () => {
    const started = Date.now();
    const err = await rejection(client.echo({ delayMs: 400 }, { timeoutMs: 50 }));
    assert.equal(err.code, 'UNAVAILABLE');
    assert.ok(Date.now() - started < 350);
  });

  it('an unreachable server is UNAVAILABLE', async () => {
    const nowhere = createClient(EchoService, '127.0.0.1:1', { timeoutMs: 1000 });
    try {
      assert.equal((await rejection(nowhere.echo({}))).code, 'UNAVAILABLE');
    } finally {
      nowhere.close();
    }
  });

  it('the standard health service answers SERVING, overall and per service', async () => {
    const Health = makeGenericClientConstructor(
      healthService as unknown as ServiceDefinition,
      'grpc.health.v1.Health',
    );
    const health = new Health(address, credentials.createInsecure()) as unknown as {
      check(
        req: { service: string },
        opts: { deadline: Date },
        cb: (e: Error | null, r?: { status: unknown }) => void,
      ): void;
      close(): void;
    };
    const check = (service: string) =>
      new Promise<unknown>((resolve, reject) =>
        health.check({ service }, { deadline: new Date(Date.now() + 2000) }, (e, r) =>
          e ? reject(e) : resolve(r?.status),
        ),
      );
    try {
      assert.equal(await check(''), 'SERVING');
      assert.equal(await check('test.echo.v1.EchoService'), 'SERVING');
      await assert.rejects(check('no.such.Service'), /NOT_FOUND/);
    } finally {
      health.close();
    }
  });

  it('the health Watch sends the status at once and again when it changes, SERVICE_UNKNOWN for a stranger', async () => {
    const Health = makeGenericClientConstructor(
      healthService as unknown as ServiceDefinition,
      'grpc.health.v1.Health',
    );
    const health = new Health(address, credentials.createInsecure()) as unknown as {
      watch(req: { service: string }): {
        on(event: 'data', cb: (r: { status: string }) => void): void;
        on(event: 'error', cb: (e: Error) => void): void;
        cancel(): void;
      };
      close(): void;
    };
    const watch = (service: string, count: number) => {
      const seen: string[] = [];
      const stream = health.watch({ service });
      const done = new Promise<string[]>((resolve) => {
        stream.on('data', (r) => {
          seen.push(r.status);
          if (seen.length === count) resolve(seen);
        });
        stream.on('error', () => undefined);
      });
      return { done, cancel: () => stream.cancel(), seen };
    };
    const overall = watch('', 3);
    const stranger = watch('no.such.Service', 1);
    try {
      await eventually('the first status', async () => overall.seen.length === 1);
      server.setServing(false);
      server.setServing(false);
      server.setServing(true);
      assert.deepEqual(await overall.done, ['SERVING', 'NOT_SERVING', 'SERVING']);
      assert.deepEqual(await stranger.done, ['SERVICE_UNKNOWN']);
    } finally {
      server.setServing(true);
      overall.cancel();
      stranger.cancel();
      health.close();
    }
  });

  it('maps a database failure once for every handler: a lost connection or 40001 is UNAVAILABLE, and is logged', async () => {
    for (const fail of ['serialization', 'terminated']) {
      logged.length = 0;
      const err = await rejection(client.echo({ fail }));
      assert.equal(err.code, 'UNAVAILABLE', fail);
      assert.doesNotMatch(err.message, /serialize|terminated/);
      assert.ok(
        logged.some((l) => l.rpc === 'Echo'),
        `the cause of ${fail} is logged`,
      );
    }
  });

  it('a gate refuses every call at once with its error (UNAVAILABLE while the database is down)', async () => {
    let refuse = true;
    const gated = createGrpcServer(logger, {
      gate: () =>
        refuse ? new AppError('UNAVAILABLE', 'The service is temporarily unavailable.') : undefined,
    });
    let called = 0;
    gated.add(EchoService, {
      echo: async (request) => {
        called++;
        return { text: request.text };
      },
    });
    const port = await gated.listen(0, '127.0.0.1');
    const gatedClient = createClient(EchoService, `127.0.0.1:${port}`, { timeoutMs: 5000 });
    try {
      assert.equal((await rejection(gatedClient.echo({ text: 'a' }))).code, 'UNAVAILABLE');
      assert.equal(called, 0, 'the handler never ran');
      refuse = false;
      assert.equal((await gatedClient.echo({ text: 'b' })).text, 'b');
    } finally {
      gatedClient.close();
      await gated.shutdown();
    }
  });

  it('refuses a service with a missing handler', () => {
    const other = createGrpcServer(logger);
    assert.throws(() => other.add(EchoService, {} as never), /missing handler/);
  });
});

describe('gRPC server shutdown', () => {
  it('finishes the call in flight, then stops answering', async () => {
    const server = createGrpcServer(logger);
    server.add(EchoService, {
      async echo(request) {
        await new Promise((r) => setTimeout(r, request.delayMs));
        return { text: request.text };
      },
    });
    const port = await server.listen(0, '127.0.0.1');
    const client = createClient(EchoService, `127.0.0.1:${port}`, { timeoutMs: 2000 });
    try {
      const inFlight = client.echo({ text: 'last', delayMs: 200 });
      await new Promise((r) => setTimeout(r, 50));
      await server.shutdown();
      assert.equal((await inFlight).text, 'last');
      assert.equal((await rejection(client.echo({ text: 'late' }, { timeoutMs: 500 }))).code, 'UNAVAILABLE');
    } finally {
      client.close();
    }
  });
});
