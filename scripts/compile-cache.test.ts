// Images fill Node's compile cache at build time by running each service with
// COMPILE_CACHE_WARMUP=1 (deploy/Dockerfile): that run must load the code, start nothing, and exit.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);

const entries = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

for (const service of ['accounts', 'provider-sandbox']) {
  test(`${service}: the warm-up run fills the compile cache and exits without reaching any server`, async () => {
    const cache = mkdtempSync(join(tmpdir(), 'compile-cache-'));
    try {
      const { stdout } = await run(process.execPath, [join(ROOT, 'services', service, 'src', 'main.ts')], {
        env: {
          ...process.env,
          COMPILE_CACHE_WARMUP: '1',
          NODE_COMPILE_CACHE: cache,
          // Nothing listens here: a warm-up that tried to connect would hang or fail.
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
          NATS_URL: 'nats://127.0.0.1:1',
          HTTP_PORT: '1',
        },
        timeout: 60_000,
      });
      assert.equal(stdout, '', 'nothing started, nothing logged');
      // Every module the service loads, not just the entry point.
      assert.ok(entries(cache) > 50, `${entries(cache)} cache entries`);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
}
