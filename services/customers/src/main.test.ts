import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CustomersService } from '@gateway/proto/customers/v1/customers_pb';
import { streamName } from '@gateway/shared/events/envelope.ts';
import { connectNats } from '@gateway/shared/events/nats.ts';
import { createClient, type ServiceClient } from '@gateway/shared/grpc/client.ts';
import { newId } from '@gateway/shared/ids.ts';
import {
  createTestDatabase,
  type TestDatabase,
  terminateConnections,
  uniqueNamespace,
} from '@gateway/shared/testing/database.ts';
import { eventually, freePort, healthOf as health } from '@gateway/shared/testing/health.ts';

// The real process, as Kubernetes runs it: it must survive its database connections being killed
// (a failover, a restart) and drain on SIGTERM.
const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

describe('customers process', () => {
  let testDb: TestDatabase;
  let namespace: string;
  let child: ChildProcess;
  let port: number;
  let client: ServiceClient<typeof CustomersService>;
  let exited: { code: number | null; signal: string | null } | undefined;
  let stderr = '';

  before(async () => {
    testDb = await createTestDatabase('customers_main');
    namespace = uniqueNamespace('custmain');
    port = await freePort();
    child = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
      env: {
        PATH: process.env['PATH'],
        NODE_OPTIONS: '--disable-warning=ExperimentalWarning',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: testDb.url,
        NATS_URL,
        EVENT_NAMESPACE: namespace,
        GRPC_PORT: String(port),
        READINESS_INTERVAL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code, signal) => {
      exited = { code, signal };
    });
    client = createClient(CustomersService, `127.0.0.1:${port}`, { timeoutMs: 3000 });
    await eventually('SERVING', async () => (await health(port)) === 'SERVING', 30_000);
  });

  after(async () => {
    client?.close();
    if (!exited) child?.kill('SIGKILL');
    const nats = await connectNats(NATS_URL, 'customers-main-test');
    await nats.jsm.streams.delete(streamName(namespace, 'customers')).catch(() => false);
    await nats.close();
    await testDb?.drop();
  });

  const upsert = () =>
    client.upsertCustomer({
      scope: { tenantId: newId('ten'), environment: 'test' },
      externalId: 'buyer-1',
      source: 'payment',
      provider: 'transferencia',
    });

  it('survives Postgres terminating all its connections, and serves again by itself', async () => {
    assert.equal((await upsert()).created, true);
    // Three times in a row, as a failover can: the first kills the pool and the relay's listener,
    // the next ones whatever reconnected in between.
    assert.ok((await terminateConnections(testDb.name)) > 0);
    for (let round = 0; round < 2; round++) {
      await new Promise((r) => setTimeout(r, 100));
      await terminateConnections(testDb.name);
    }
    await eventually('a successful upsert', async () => (await upsert()).created);
    await eventually('SERVING', async () => (await health(port)) === 'SERVING');
    assert.equal(exited, undefined, `the process exited: ${stderr}`);
    assert.doesNotMatch(stderr, /Unhandled 'error' event|uncaught/i);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    child.kill('SIGTERM');
    await eventually('the exit', async () => exited !== undefined);
    assert.deepEqual(exited, { code: 0, signal: null });
  });
});
