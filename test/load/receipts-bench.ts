// `make bench` (receipts part): uploads of a 4 MB phone photo through the whole stack at a fixed
// rate, with p50/p99 latency and the receipts service's peak resident memory. Talks only to
// 127.0.0.1 and stops by itself. RECEIPTS_BENCH_RATE and RECEIPTS_BENCH_SECONDS override the run.
import { randomFillSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import sharp from 'sharp';
import { transferencia } from '../support/payments.ts';
import { percentile } from './open-loop.ts';
import { startStack } from '../support/stack.ts';

const RATE = Number(process.env['RECEIPTS_BENCH_RATE'] ?? 10);
const SECONDS = Number(process.env['RECEIPTS_BENCH_SECONDS'] ?? 20);
const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** A 4000×3000 photo of noise: JPEG cannot compress it, so it lands near 4 MB like a real one. */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = randomFillSync(Buffer.alloc(width * height * 3));
  let quality = 30;
  for (;;) {
    const out = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    if (out.length >= 4 * 1024 * 1024 || quality >= 100) return out;
    quality += 5;
  }
}

/** The receipts process of this stack: the one whose environment carries the stack's namespace. */
function receiptsPid(namespace: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('services/receipts/src/main.ts')) continue;
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (env.includes(`EVENT_NAMESPACE=${namespace}`)) return Number(entry);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return undefined;
}

function memoryOf(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (pid === undefined) return undefined;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const image = await photo();
say(`photo: 4000×3000 JPEG, ${(image.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6`);
const stack = await startStack({ LOG_LEVEL: 'error', DATABASE_POOL_MAX: '' });
try {
  const tenant = await stack.createTenant('Receipts bench');
  const total = RATE * SECONDS;
  const ids: string[] = [];
  for (let i = 0; i < total; i++) {
    const res = await stack.request('POST', '/v1/payments', { key: tenant.testKey, body: transferencia() });
    if (res.status !== 201) throw new Error(`create failed: ${res.text}`);
    ids.push(res.json.data.id);
  }
  const pid = receiptsPid(stack.info.namespace);
  const before = memoryOf(pid);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const upload = async (id: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'IMG.jpg');
    const started = performance.now();
    const res = await fetch(`${stack.baseUrl}/v1/payments/${id}/receipt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.testKey}` },
      body: form,
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 201) latencies.push(performance.now() - started);
  };
  say(`offering ${RATE} uploads/s for ${SECONDS} s (${total} uploads)`);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(upload(ids[i]!));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  latencies.sort((a, b) => a - b);
  say();
  say('### Receipt uploads (4 MB photo)');
  say();
  say('| offered | completed/s | p50 | p99 | statuses | receipts RSS before | receipts peak RSS |');
  say('| --- | --- | --- | --- | --- | --- | --- |');
  say(
    `| ${RATE}/s | ${(latencies.length / elapsed).toFixed(1)} | ${percentile(latencies, 50).toFixed(0)} ms | ` +
      `${percentile(latencies, 99).toFixed(0)} ms | ${JSON.stringify(statuses)} | ` +
      `${before ? mb(before.rss) : 'n/a'} | ${after ? mb(after.peak) : 'n/a'} |`,
  );
  say();
  say(
    `Machine: ${cpus().length} cores; each upload is decoded, oriented, resized to 1200 px and re-encoded with a thumbnail.`,
  );
} finally {
  await stack.stop();
}
