import { flushCompileCache } from 'node:module';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const DRAIN_TIMEOUT_MS = 15_000;

// The image build runs the sandbox this way once: its modules are compiled into Node's compile
// cache (NODE_COMPILE_CACHE), nothing is started. (As shared/lifecycle.ts does for the services;
// the sandbox stands alone, as a processor would, and imports nothing of theirs.)
if (process.env['COMPILE_CACHE_WARMUP'] === '1') {
  flushCompileCache();
  process.exit(0);
}

const config = loadConfig();
const app = await buildApp(config);

try {
  await app.listen({ port: config.httpPort, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  process.exit(1);
}

let stopping = false;
async function drain(signal: string): Promise<void> {
  // A second signal means the operator is done waiting.
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info({ signal }, 'draining');
  // In-flight form posts may still be delivering callbacks; give them time, but not forever.
  const timer = setTimeout(() => {
    app.log.error('drain timed out');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  await app.close();
  clearTimeout(timer);
  process.exit(0);
}

process.on('SIGTERM', () => void drain('SIGTERM'));
process.on('SIGINT', () => void drain('SIGINT'));
