// Fills Node's compile cache for every service, as each image does at build time
// (deploy/Dockerfile). Without it the first `make up` after a fresh install compiles every module
// at start and keeps the TypeScript stripper in each process: about 20 MiB more per service until
// it restarts. The Makefile runs this whenever a service's source changed.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { available, COMPILE_CACHE_DIR, ROOT, SERVICE_NODE_OPTIONS, SERVICES } from './services.ts';

const run = promisify(execFile);
const names = SERVICES.map((s) => s.name).filter(available);
const env = {
  ...process.env,
  COMPILE_CACHE_WARMUP: '1',
  NODE_COMPILE_CACHE: process.env['NODE_COMPILE_CACHE'] ?? COMPILE_CACHE_DIR,
  // The services' own flags: V8 may refuse cached code compiled under other flags.
  NODE_OPTIONS: `${SERVICE_NODE_OPTIONS} ${process.env['NODE_OPTIONS'] ?? ''}`.trim(),
};

const queue = [...names];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      try {
        await run(process.execPath, [join(ROOT, 'services', name, 'src', 'main.ts')], {
          env,
          timeout: 60_000,
        });
      } catch (err) {
        process.stderr.write(
          `compile cache: ${name} did not load: ${(err as Error).message.split('\n')[0]}\n`,
        );
        process.exitCode = 1;
      }
    }
  }),
);
