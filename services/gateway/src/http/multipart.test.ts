import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBodyParsers } from './body.ts';
import { sendError } from './envelope.ts';
import { MAX_RECEIPT_BYTES, readReceiptUpload, registerMultipart } from './multipart.ts';

// The real parser on a real socket: what the edge does with an upload before receipts sees it.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let app: FastifyInstance;
let url: string;
let dir: string;
let seen: { size: number; sha256: string; notes: string | null; existed: boolean } | null = null;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'receipt-spool-'));
  app = Fastify();
  registerBodyParsers(app);
  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
  await app.register(async (child) => {
    await registerMultipart(child);
    child.post('/upload', async (request) => {
      const upload = await readReceiptUpload(request, { dir });
      try {
        const bytes = readFileSync(upload.path ?? '');
        seen = {
          size: upload.size,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          notes: upload.notes,
          existed: true,
        };
        return { ok: true };
      } finally {
        await upload.discard();
      }
    });
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/upload`;
});

after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const BOUNDARY = '----receipt-test-boundary';

// The uploader runs in its own process, so this process's memory is the edge's alone. It writes
// the form chunk by chunk with backpressure and never holds the file either.
const UPLOADER = `
import { request } from 'node:http';
const [url, size, notes] = process.argv.slice(1);
const b = '${BOUNDARY}';
const head = (notes ? '--' + b + '\\r\\nContent-Disposition: form-data; name="notes"\\r\\n\\r\\n' + notes + '\\r\\n' : '') +
  '--' + b + '\\r\\nContent-Disposition: form-data; name="file"; filename="r.jpg"\\r\\nContent-Type: image/jpeg\\r\\n\\r\\n';
const tail = '\\r\\n--' + b + '--\\r\\n';
const chunk = Buffer.alloc(64 * 1024, 0x41);
const req = request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=' + b } });
req.on('response', (res) => {
  let text = '';
  res.on('data', (d) => (text += d));
  res.on('end', () => { process.stdout.write(JSON.stringify({ status: res.statusCode, body: text })); process.exit(0); });
});
req.on('error', () => {});
req.write(head);
let sent = 0;
const total = Number(size);
function pump() {
  while (sent < total) {
    const n = Math.min(chunk.length, total - sent);
    sent += n;
    if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return req.once('drain', pump);
  }
  req.end(tail);
}
pump();
`;

function upload(size: number, notes = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', UPLOADER, url, String(size), notes]);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as { status: number; body: string });
      } catch {
        reject(new Error(`uploader failed: ${out}`));
      }
    });
  });
}

function sendJson(body: string) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

describe('receipt uploads are streamed through the edge', () => {
  it('refuses 10 MB + 1 byte with 413 in the envelope, without memory growing by the upload size', async () => {
    gc();
    gc();
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    // Live buffers only: V8 frees array buffers swept by one collection at the start of the
    // next, so two collections before each sample leave what the process still holds.
    const live = () => {
      gc();
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    const sampler = setInterval(() => {
      peak = Math.max(peak, live());
    }, 100);
    seen = null;
    const res = await upload(MAX_RECEIPT_BYTES + 1);
    clearInterval(sampler);
    peak = Math.max(peak, live());
    const body = JSON.parse(res.body) as { error: { code: string; details: { max_bytes: number } } };
    assert.equal(res.status, 413);
    assert.equal(body.error.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(body.error.details.max_bytes, MAX_RECEIPT_BYTES);
    assert.equal(seen, null);
    const growth = peak - baseline;
    // Holding the file until its last byte proves it too large would take all 10 MB.
    assert.ok(growth < MAX_RECEIPT_BYTES / 2, `live buffers grew by ${growth} bytes`);
    assert.deepEqual(readdirSync(dir), [], 'the spool file is removed');
  });

  it('takes exactly 10 MB with its notes, byte for byte', async () => {
    const res = await upload(MAX_RECEIPT_BYTES, 'desde Banco Uno');
    assert.equal(res.status, 200, res.body);
    const expected = createHash('sha256').update(Buffer.alloc(MAX_RECEIPT_BYTES, 0x41));
    assert.deepEqual(seen, {
      size: MAX_RECEIPT_BYTES,
      sha256: expected.digest('hex'),
      notes: 'desde Banco Uno',
      existed: true,
    });
    assert.deepEqual(readdirSync(dir), []);
  });

  it('a form without a file is 422 naming file; unknown fields are named too', async () => {
    const form = new FormData();
    form.append('notes', 'only notes');
    form.append('colour', 'red');
    const res = await fetch(url, { method: 'POST', body: form });
    const body = (await res.json()) as {
      error: { code: string; details: { fields: Record<string, string[]> } };
    };
    assert.equal(res.status, 422);
    assert.equal(body.error.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.keys(body.error.details.fields).sort(), ['colour', 'file']);
  });

  it('a body that is not multipart is 415', async () => {
    const res = await sendJson('{"file":"x"}');
    assert.equal(res.status, 415);
    assert.equal(existsSync(dir), true);
  });
});
