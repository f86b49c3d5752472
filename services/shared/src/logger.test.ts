import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { censorSecrets, createLogger, requestLogger } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('test', 'info', stream) };
}

const flush = () => new Promise((r) => setImmediate(r));

test('a secret-named key is censored at any depth, in lists too, and other values are kept', async () => {
  const { lines, logger } = capture();
  logger.info(
    {
      authorization: 'Bearer sk_test_abc',
      request: { headers: { authorization: 'Bearer sk_live_def', accept: 'application/json' } },
      card: { number: '4111111111111111', cvc: '123', expiry: '12/30' },
      endpoints: [{ url: 'https://merchant.example/hook', secret: 'whsec_abc' }],
      deep: { a: { b: { c: { token: 'tok_1' } } } },
      amount: 150000,
    },
    'call',
  );
  await flush();
  const line = JSON.stringify(lines[0]);
  for (const secret of ['sk_test_abc', 'sk_live_def', '4111111111111111', '"123"', 'whsec_abc', 'tok_1'])
    assert.ok(!line.includes(secret), `${secret} must not be logged: ${line}`);
  assert.equal(lines[0]!['amount'], 150000);
  assert.deepEqual(lines[0]!['endpoints'], [{ url: 'https://merchant.example/hook', secret: '[redacted]' }]);
  assert.equal((lines[0]!['card'] as Record<string, unknown>)['expiry'], '12/30');
});

test("the caller's object is not changed, and a line without secrets is passed on as it is", () => {
  const payload = { headers: { authorization: 'Bearer sk_test_abc' }, list: [{ token: 't' }] };
  const censored = censorSecrets(payload) as typeof payload;
  assert.equal(payload.headers.authorization, 'Bearer sk_test_abc');
  assert.equal(payload.list[0]!.token, 't');
  assert.equal(censored.headers.authorization, '[redacted]');
  const clean = { payment_id: 'pay_1', nested: { status: 'pending' } };
  assert.equal(censorSecrets(clean), clean);
});

test('child logger bindings, serialized errors and requests are censored too', async () => {
  const { lines, logger } = capture();
  const child = requestLogger(logger, { requestId: 'req_1', tenantId: 'ten_1' }).child({ api_key: 'sk_x' });
  const err = Object.assign(new Error('provider refused'), { password: 'hunter2' });
  child.error({ err }, 'failed');
  child.info(
    { req: { method: 'GET', url: '/v1/payments', headers: { authorization: 'Bearer sk_y' } } },
    'in',
  );
  await flush();
  const text = JSON.stringify(lines);
  for (const secret of ['sk_x', 'hunter2', 'sk_y']) assert.ok(!text.includes(secret), `${secret} in ${text}`);
  assert.equal(lines[0]!['request_id'], 'req_1');
  assert.equal(lines[0]!['tenant_id'], 'ten_1');
  assert.equal((lines[0]!['err'] as Record<string, unknown>)['message'], 'provider refused');
});

test('a cyclic object is logged without looping', async () => {
  const { lines, logger } = capture();
  const cyclic: Record<string, unknown> = { token: 'secret-token' };
  cyclic['self'] = cyclic;
  logger.info({ cyclic }, 'cycle');
  await flush();
  assert.ok(!JSON.stringify(lines).includes('secret-token'));
});

/** A process that logs through the default destination (stdout, batched), as every service does. */
function loggingProcess(script: string): { lines: Promise<{ line: Record<string, unknown>; at: number }[]> } {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `import { createLogger } from ${JSON.stringify(LOGGER)};\n${script}`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const lines: { line: Record<string, unknown>; at: number }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) =>
    lines.push({ line: JSON.parse(line) as Record<string, unknown>, at: Date.now() }),
  );
  return { lines: once(child, 'close').then(() => lines) };
}
const LOGGER = new URL('./logger.ts', import.meta.url).href;

test("a quiet service's line leaves within a moment, without waiting for a batch to fill", async () => {
  const { lines } = loggingProcess(
    "const logger = createLogger('quiet', 'info');\n" +
      "logger.info({ at: Date.now() }, 'alone');\n" +
      'setTimeout(() => process.exit(0), 2000);',
  );
  const [first] = await lines;
  assert.equal(first?.line['msg'], 'alone');
  const waited = first.at - (first.line['at'] as number);
  assert.ok(waited < 1000, `the line reached stdout ${waited} ms after it was logged, not at exit`);
});

for (const [how, end] of [
  ['exits', 'process.exit(1);'],
  ['crashes', "setImmediate(() => { throw new Error('unhandled'); });"],
] as const) {
  test(`lines logged just before the process ${how} are not lost`, async () => {
    const { lines } = loggingProcess(
      "const logger = createLogger('dying', 'info');\n" +
        "for (let i = 0; i < 50; i++) logger.info({ i }, 'request');\n" +
        "logger.fatal('giving up');\n" +
        end,
    );
    const received = (await lines).map(({ line }) => line['msg']);
    assert.equal(received.length, 51);
    assert.equal(received.at(-1), 'giving up');
  });
}
