import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { newId } from '@gateway/shared/ids.ts';
import { Harness, paymentPayload } from './testing/harness.ts';
import { Receiver, verify, waitFor } from './testing/receiver.ts';

// The real service as a child process, killed with SIGKILL in the middle of a burst and restarted.
const harness = new Harness();
const receiver = new Receiver();
const CONCURRENCY = 16;
let child: ChildProcess | undefined;
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startService(): ChildProcess {
  const proc = spawn(process.execPath, [join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      ...harness.env({
        GRPC_PORT: String(port),
        LOG_LEVEL: 'silent',
        DELIVERY_LEASE_MS: '2500',
        WEBHOOK_TIMEOUT_MS: '2000',
        CONSUMER_ACK_WAIT_MS: '2000',
        DELIVERY_CONCURRENCY: String(CONCURRENCY),
      }),
    },
    stdio: 'ignore',
  });
  return proc;
}

before(async () => {
  await harness.start('whcrash');
  await receiver.start();
  port = await freePort();
  child = startService();
  harness.connect(port);
});

after(async () => {
  child?.kill('SIGKILL');
  await receiver.stop();
  await harness.stop();
});

it('a SIGKILL mid-burst loses nothing: every event arrives under one id, at most in-flight ones twice', async (t) => {
  const tenantId = newId('ten');
  const scope = { tenantId, environment: 'test' as const };
  const first = await waitFor(
    'the service',
    () =>
      harness.client!.createEndpoint({ scope, url: receiver.url('/a'), events: [], allEvents: true }).then(
        (r) => r.endpoint,
        () => undefined,
      ),
    20_000,
  );
  const second = (
    await harness.client!.createEndpoint({ scope, url: receiver.url('/b'), events: [], allEvents: true })
  ).endpoint!;
  const total = 500;
  const sent: string[] = [];
  const publishing = (async () => {
    for (let i = 0; i < total; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, () =>
          harness.publish('payments.payment.confirmed', {
            tenant_id: tenantId,
            environment: 'test',
            payload: paymentPayload('payment.confirmed'),
          }),
        ),
      );
      sent.push(...batch.map((e) => e.id));
    }
  })();
  await waitFor('the burst under way', () => receiver.received.length >= 150, 20_000);
  child!.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  const atKill = receiver.received.length;
  await publishing;
  assert.ok(atKill < 2 * total, 'killed before the burst was through');
  child = startService();

  const arrived = (path: string) => new Set(receiver.at(path).map((r) => String(r.headers['webhook-id'])));
  await waitFor(
    'every event at both endpoints',
    () => arrived('/a').size === total && arrived('/b').size === total,
    60_000,
  );
  assert.deepEqual([...arrived('/a')].sort(), [...sent].sort());
  assert.deepEqual([...arrived('/b')].sort(), [...sent].sort());
  // One event id per payment: no event was stored (and sent) twice under two ids.
  const byPayment = new Map<string, Set<string>>();
  for (const r of receiver.received) {
    const body = verify(r, r.path === '/a' ? first!.secret! : second.secret!) as { payment_id: string };
    const ids = byPayment.get(body.payment_id) ?? new Set();
    ids.add(String(r.headers['webhook-id']));
    byPayment.set(body.payment_id, ids);
  }
  assert.equal(byPayment.size, total);
  assert.ok([...byPayment.values()].every((ids) => ids.size === 1));
  // A repeat is only possible for an attempt whose 2xx arrived but was not yet recorded at the kill.
  await new Promise((r) => setTimeout(r, 500));
  const repeats = receiver.received.length - 2 * total;
  t.diagnostic(`killed after ${atKill} of ${2 * total} deliveries; ${repeats} repeated after the restart`);
  assert.ok(repeats <= CONCURRENCY, `${repeats} repeats; at most the ${CONCURRENCY} attempts in flight`);
});
