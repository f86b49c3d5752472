import { PROVIDERS } from '@gateway/shared/names.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { AppError, notFound } from '@gateway/shared/errors.ts';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { connectNats, type Nats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { createGrpcServer, type GrpcServer } from '@gateway/shared/grpc/server.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { createTestDatabase, type TestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { signCallback } from '@gateway/shared/providers/callback-signature.ts';
import { type FakeProcessor, startFakeProcessor } from './testing/fake-processor.ts';

// The service in-process against a throwaway database, real NATS and gRPC, with stand-ins for
// accounts and customers served over gRPC.

const scope = { tenantId: 'ten_app', environment: 'test' as const };
const logger = createLogger('payments-test', 'silent');
let test: TestDatabase;
let namespace: string;
let processor: FakeProcessor;
let peers: GrpcServer;
let app: App;
let client: ServiceClient<typeof PaymentsService>;
let nats: Nats;

const unsupported = async (): Promise<never> => {
  throw new AppError('METHOD_NOT_ALLOWED', 'not in this test');
};

before(async () => {
  test = await createTestDatabase('payments_app');
  namespace = uniqueNamespace('pay');
  processor = await startFakeProcessor();
  peers = createGrpcServer(logger);
  peers.add(AccountsService, {
    authenticateKey: unsupported,
    createTenant: unsupported,
    createApiKey: unsupported,
    revokeApiKey: unsupported,
    listApiKeys: unsupported,
    setBankAccounts: unsupported,
    setBranding: unsupported,
    setNotificationEmails: unsupported,
    setLogo: unsupported,
    getLogo: unsupported,
    async getTenantSettings(req) {
      return {
        tenantId: req.tenantId,
        name: 'Tienda App',
        enabledProviders: [...PROVIDERS],
        bankAccounts: [
          { bankName: 'Banco', accountType: 'cc', accountNumber: '1', holderName: 'H', holderRuc: '8-1' },
        ],
        instructions: 'Transferí.',
      };
    },
  });
  peers.add(CustomersService, {
    async upsertCustomer(req) {
      const now = new Date().toISOString();
      return {
        customer: {
          id: `cust_${req.externalId}`,
          externalId: req.externalId,
          createdAt: now,
          updatedAt: now,
        },
        created: true,
      };
    },
    async getCustomer() {
      throw notFound('customer');
    },
    listCustomers: unsupported,
  });
  const peerPort = await peers.listen(0, '127.0.0.1');
  const config = configSchema.parse({
    DATABASE_URL: test.url,
    EVENT_NAMESPACE: namespace,
    LOG_LEVEL: 'silent',
    GRPC_PORT: '0',
    ACCOUNTS_GRPC_URL: `127.0.0.1:${peerPort}`,
    CUSTOMERS_GRPC_URL: `127.0.0.1:${peerPort}`,
    PROVIDER_A_URL: processor.aUrl,
    PROVIDER_B_URL: processor.bUrl,
    PROVIDER_A_CALLBACK_SECRET: processor.secrets.provider_a,
    PROVIDER_B_CALLBACK_SECRET: processor.secrets.provider_b,
    PUBLIC_BASE_URL: 'http://edge.test/',
  });
  app = await buildApp(config, logger);
  client = createClient(PaymentsService, `127.0.0.1:${app.port}`);
  nats = await connectNats('nats://127.0.0.1:4222', 'payments-test');
  // Stands in for the edge: the processor's signed callback goes to HandleProviderCallback.
  processor.deliver = async (provider, body, signature) => {
    await client.handleProviderCallback({ provider, body, signature });
  };
});

after(async () => {
  client?.close();
  await app?.stop();
  await peers?.shutdown();
  await processor?.close();
  for (const service of ['payments', 'scheduler']) {
    await nats?.jsm.streams.delete(streamName(namespace, service)).catch(() => undefined);
  }
  await nats?.close();
  await test?.drop();
});

const create = (extra: Record<string, unknown> = {}) =>
  client.createPayment({
    scope,
    provider: 'provider_a',
    amount: 250_000n,
    currency: 'PYG',
    reference: newId('ref'),
    targetOrigins: ['https://shop.example.com'],
    customer: { customerId: 'buyer', name: 'Ana', lastname: 'B', email: 'a@x.py', phone: '1' },
    metadataJson: '{"cart":9}',
    ...extra,
  });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('payments over gRPC', () => {
  it('creates an iframe payment and replays it identically, checkout included', async () => {
    const first = await create();
    assert.equal(first.created, true);
    const p = first.payment!;
    assert.equal(p.amount, 250_000n);
    assert.equal(p.metadataJson, '{"cart":9}');
    assert.equal(p.customerId, 'cust_buyer');
    assert.ok(p.checkout?.checkoutUrl.startsWith('http://edge.test/v1/checkout-pages/'));
    const replay = await create({ reference: p.reference });
    assert.equal(replay.created, false);
    assert.deepEqual(replay.payment, p);
    const read = await client.getPayment({ scope, id: p.id });
    assert.equal(read.payment?.checkout, undefined, 'the checkout block belongs to create responses');
    assert.equal(processor.calls.filter((c) => c.body['merchant_reference'] === p.id).length, 1);
  });

  it('maps domain errors with their codes and field details', async () => {
    await assert.rejects(create({ currency: '' }), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'VALIDATION_FAILED');
      assert.deepEqual(Object.keys((err.details as { fields: object }).fields), ['currency']);
      return true;
    });
    const p = (await create()).payment!;
    await assert.rejects(create({ reference: p.reference, amount: 1n }), (err: unknown) => {
      return err instanceof AppError && err.code === 'REFERENCE_ALREADY_USED';
    });
    await assert.rejects(
      client.getPayment({ scope: { ...scope, tenantId: 'ten_x' }, id: p.id }),
      (err: unknown) => {
        return err instanceof AppError && err.code === 'NOT_FOUND';
      },
    );
    await assert.rejects(
      client.cancelPayment({ scope, id: p.id }).then(() => client.cancelPayment({ scope, id: p.id })),
      (err: unknown) => {
        return err instanceof AppError && err.code === 'INVALID_STATE';
      },
    );
  });

  it('simulate, callback and reversal round-trip through the real callback path', async () => {
    const p = (await create({ provider: 'provider_b', customer: undefined })).payment!;
    const approved = await client.simulateProviderResult({ scope, id: p.id, approved: true });
    assert.equal(approved.payment?.status, 'confirmed');
    assert.match(JSON.parse(approved.payment!.providerDataJson!).operation_number, /^op_/);
    const body = '{"type":"payment"}';
    await assert.rejects(
      client.handleProviderCallback({ provider: 'provider_b', body, signature: signCallback('wrong', body) }),
      (err: unknown) => err instanceof AppError && err.code === 'UNAUTHORIZED',
    );
    await client.settlePayment({ scope, id: p.id });
    await assert.rejects(client.reversePayment({ scope, id: p.id }), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'REVERSAL_WINDOW_CLOSED');
      assert.deepEqual(err.details, { provider_response_code: '90019' });
      return true;
    });
  });

  it('resolves the checkout token for the hosted page', async () => {
    const p = (await create()).payment!;
    const token = p.checkout!.checkoutUrl.split('/').at(-1)!;
    const view = await client.resolveCheckoutToken({ token });
    assert.equal(view.payment?.id, p.id);
    assert.equal(view.merchantName, 'Tienda App');
    assert.deepEqual(view.targetOrigins, ['https://shop.example.com']);
    assert.ok(view.providerFormUrl.startsWith(`${processor.aUrl}/form/`));
    assert.equal(view.checkoutExpiresAt, p.checkout?.expiresAt);
  });

  it('lists newest first with cursors', async () => {
    const list = await client.listPayments({ scope, perPage: 2 });
    assert.equal(list.payments.length, 2);
    assert.ok(list.nextCursor);
    const next = await client.listPayments({ scope, perPage: 2, cursor: list.nextCursor });
    assert.notEqual(next.payments[0]?.id, list.payments[0]?.id);
  });

  it('publishes the deadline request and expires the payment when the scheduler fires it', async () => {
    const p = (await create({ provider: 'transferencia', customer: undefined, expiresIn: 600 })).payment!;
    const requests = await waitFor(
      () => readStream(streamName(namespace, 'payments'), `${namespace}.payments.timer.requested`),
      (events) => events.some((e) => e.payload['resource_id'] === p.id),
    );
    const request = requests.find((e) => e.payload['resource_id'] === p.id);
    assert.ok(request, 'payments.timer.requested reached JetStream');
    assert.equal(request.tenant_id, scope.tenantId);
    assert.equal(request.payload['fire_at'], p.expiresAt);

    const fire = (kind: string) =>
      nats.js.publish(
        `${namespace}.scheduler.timer.fired`,
        JSON.stringify({
          id: newId('evt'),
          type: 'scheduler.timer.fired',
          occurred_at: new Date().toISOString(),
          tenant_id: scope.tenantId,
          environment: scope.environment,
          payload: { ...request.payload, kind },
        }),
      );
    await fire('session.expire');
    await fire('payment.expire');
    await fire('payment.expire');
    const expired = await waitFor(
      () => client.getPayment({ scope, id: p.id }),
      (r) => r.payment?.status === 'expired',
    );
    assert.equal(expired.payment?.status, 'expired');
    const announced = await waitFor(
      () => readStream(streamName(namespace, 'payments'), `${namespace}.payments.payment.expired`),
      (events) => events.some((e) => e.payload['payment_id'] === p.id),
    );
    assert.equal(announced.filter((e) => e.payload['payment_id'] === p.id).length, 1, 'expired once');
  });
});

interface Envelope {
  tenant_id: string;
  payload: Record<string, unknown>;
}

async function readStream(stream: string, subject: string): Promise<Envelope[]> {
  const consumer = await nats.js.consumers.get(stream, { filter_subjects: subject });
  const out: Envelope[] = [];
  const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
  for await (const msg of batch) {
    out.push(msg.json());
    if (msg.info.pending === 0) break;
  }
  return out;
}
