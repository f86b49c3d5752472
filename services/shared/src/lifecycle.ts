import { flushCompileCache } from 'node:module';
import { createLogger, type Logger } from './logger.ts';
import { releaseStartupMemory } from './startup-memory.ts';
import { stopTelemetry } from './telemetry.ts';

export interface Running {
  /** Stops accepting work, drains what is in flight, closes connections. */
  stop(): Promise<void>;
}

/**
 * Runs a service until SIGTERM/SIGINT, then drains it. A failure to start exits non-zero
 * with one line, not a stack trace, so orchestrators and humans see the cause at once.
 */
export async function runService(name: string, start: (logger: Logger) => Promise<Running>): Promise<void> {
  // The image build runs each service this way once: its modules are loaded and compiled into
  // Node's compile cache (NODE_COMPILE_CACHE), nothing is started.
  if (process.env['COMPILE_CACHE_WARMUP'] === '1') {
    flushCompileCache();
    process.exit(0);
  }
  const logger = createLogger(name);
  let running: Running;
  try {
    running = await start(logger);
  } catch (err) {
    logger.fatal({ err }, `${name} failed to start`);
    process.stderr.write(`${name}: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  releaseStartupMemory();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await running.stop();
      await stopTelemetry();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}
