// Fault injection: a receipts process is killed (SIGKILL, no cleanup) between storing a receipt
// and the payment's transition, or between the transition and marking the receipt attached.
// After a restart the payment and its receipts must agree.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { createClient } from '@gateway/shared/grpc/client.ts';
import sharp from 'sharp';
import { createPayment, transferencia, waitForPayment } from '../support/payments.ts';
import { smallPng } from '../../services/receipts/src/testing/files.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const stack: Stack = await getStack();
let tenant: Tenant;
let photo: Buffer;

before(async () => {
  tenant = await stack.createTenant('Crash merchant');
  photo = await sharp(await smallPng(400, 300))
    .jpeg()
    .toBuffer();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const children = new Set<ChildProcess>();
// A failed assertion must never leave a receipts process (and this file) running.
after(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A receipts process of its own, on this stack's database and payments, possibly set to die. */
async function startReceipts(fault: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'services', 'receipts', 'src', 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: stack.info.databaseUrl,
      NATS_URL: stack.info.natsUrl,
      EVENT_NAMESPACE: stack.info.namespace,
      PAYMENTS_GRPC_URL: `127.0.0.1:${stack.info.portBase + 3}`,
      GRPC_PORT: String(port),
      MIGRATE_ON_START: 'false',
      RECOVERY_GRACE_MS: '0',
      RECOVERY_INTERVAL_MS: '60000',
      RECEIPTS_FAULT: fault,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const client = createClient(ReceiptsService, `127.0.0.1:${port}`, { timeoutMs: 2000 });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await client.listReceipts({
          scope: { tenantId: 'ten_probe', environment: 'test' },
          paymentId: 'pay_x',
        });
        return { child, port };
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('receipts did not start');
  } finally {
    client.close();
  }
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Uploads straight to the doomed process; its death is the expected answer. */
async function uploadUntilKilled(port: number, child: ChildProcess, paymentId: string) {
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_c, s) => resolve(s)));
  const client = createClient(ReceiptsService, `127.0.0.1:${port}`, { timeoutMs: 60_000 });
  const answer = await client
    .uploadReceipt({
      scope: { tenantId: tenant.tenantId, environment: 'test' },
      paymentId,
      content: photo,
      declaredContentType: 'image/jpeg',
      filename: 'r.jpg',
    })
    .then(
      () => 'answered',
      (err: Error) => err.message,
    );
  client.close();
  const timeout = new Promise<string>((resolve) =>
    setTimeout(() => resolve('still running'), 10_000).unref(),
  );
  const outcome = await Promise.race([exited, timeout]);
  assert.equal(outcome, 'SIGKILL', `the process should have died mid-upload; the call gave: ${answer}`);
}

async function newTransfer() {
  const res = await createPayment(stack, tenant.testKey, transferencia());
  assert.equal(res.status, 201, res.text);
  return res.json.data.id as string;
}

const agreeing = (p: any) => (p.status === 'receipt_uploaded') === p.receipts.length > 0;

test('killed after storing, before the transition: recovery attaches the receipt', async () => {
  const id = await newTransfer();
  const doomed = await startReceipts('exit-after-store');
  await uploadUntilKilled(doomed.port, doomed.child, id);
  const between = (await stack.request('GET', `/v1/payments/${id}`, { key: tenant.testKey })).json.data;
  assert.equal(between.status, 'pending');
  assert.deepEqual(between.receipts, [], 'a pending_attach receipt is never shown');

  const restarted = await startReceipts('none');
  try {
    const after = await waitForPayment(stack, tenant.testKey, id, (p) => p.receipts.length === 1, 30_000);
    assert.equal(after.status, 'receipt_uploaded');
    assert.equal(after.receipts.length, 1);
    assert.ok(agreeing(after));
  } finally {
    await stopped(restarted.child);
  }
});

test('killed after the transition, before marking it attached: recovery completes the pair', async () => {
  const id = await newTransfer();
  const doomed = await startReceipts('exit-after-attach');
  await uploadUntilKilled(doomed.port, doomed.child, id);
  const between = (await stack.request('GET', `/v1/payments/${id}`, { key: tenant.testKey })).json.data;
  assert.equal(between.status, 'receipt_uploaded');

  const restarted = await startReceipts('none');
  try {
    const after = await waitForPayment(stack, tenant.testKey, id, (p) => p.receipts.length === 1, 30_000);
    assert.equal(after.status, 'receipt_uploaded');
    assert.equal(after.receipts.length, 1);
    const thumb = await fetch(after.receipts[0].thumbnail_url, {
      headers: { authorization: `Bearer ${tenant.testKey}` },
    });
    assert.equal(thumb.status, 200);
  } finally {
    await stopped(restarted.child);
  }
});

test('killed after storing, and the payment is cancelled meanwhile: recovery discards the receipt', async () => {
  const id = await newTransfer();
  const doomed = await startReceipts('exit-after-store');
  await uploadUntilKilled(doomed.port, doomed.child, id);
  const cancelled = await stack.request('POST', `/v1/payments/${id}/cancel`, { key: tenant.testKey });
  assert.equal(cancelled.json.data.status, 'cancelled');

  const db = new pg.Client({ connectionString: stack.info.databaseUrl });
  await db.connect();
  const left = async () => {
    const rows = await db.query('SELECT id FROM receipts.receipts WHERE payment_id = $1', [id]);
    const blobs = await db.query('SELECT key FROM receipts.blobs WHERE key LIKE $1', [
      `${tenant.tenantId}/%`,
    ]);
    return { rows: rows.rows.map((r) => r.id as string), blobs: blobs.rows.map((r) => r.key as string) };
  };
  const before = await left();
  assert.equal(before.rows.length, 1, 'stored as pending_attach');
  const receiptId = before.rows[0]!;
  const restarted = await startReceipts('none');
  try {
    // Recovery runs at start: payments refuses (cancelled), so the row and its files go.
    const deadline = Date.now() + 30_000;
    while ((await left()).rows.length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const after = await left();
    assert.deepEqual(after.rows, []);
    assert.deepEqual(
      after.blobs.filter((key) => key.includes(receiptId)),
      [],
    );
    const payment = (await stack.request('GET', `/v1/payments/${id}`, { key: tenant.testKey })).json.data;
    assert.equal(payment.status, 'cancelled');
    assert.deepEqual(payment.receipts, []);
  } finally {
    await db.end();
    await stopped(restarted.child);
  }
});
