// Images fill Node's compile cache at build time by running each service with
// COMPILE_CACHE_WARMUP=1 (deploy/Dockerfile): that run must load the code, start nothing, and exit.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

test('after make deps every service of the local stack starts without stripping TypeScript', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  try {
    const { stderr } = await run(process.execPath, [join(ROOT, 'deploy', 'local', 'warm-compile-cache.ts')], {
      env: { ...process.env, NODE_COMPILE_CACHE: cache },
      timeout: 120_000,
    });
    assert.equal(stderr, '', 'every service loaded');
    const services = readdirSync(join(ROOT, 'services')).filter((s) =>
      existsSync(join(ROOT, 'services', s, 'src', 'main.ts')),
    );
    for (const service of services) {
      // Node reports each module's cache lookup; a miss means the stripper would be loaded and kept.
      const { stderr: trace } = await run(
        process.execPath,
        [join(ROOT, 'services', service, 'src', 'main.ts')],
        {
          env: {
            ...process.env,
            COMPILE_CACHE_WARMUP: '1',
            NODE_COMPILE_CACHE: cache,
            NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
          },
          timeout: 60_000,
        },
      );
      const hits = trace.match(/retrieving transpile cache for StrippedTypeScript .*success/g) ?? [];
      const misses = trace.match(/no transpile cache for StrippedTypeScript \S+/g) ?? [];
      assert.deepEqual(misses, [], service);
      assert.ok(hits.length > 10, `${service}: ${hits.length} modules from the cache`);
    }
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
