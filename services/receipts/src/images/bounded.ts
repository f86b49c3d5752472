import { AppError } from '@gateway/shared/errors.ts';
import type { ImageProcessor } from '../domain/ports.ts';

/**
 * Decoding a phone photo takes tens of megabytes and a core for a moment. At most `concurrency`
 * run at once and at most `queue` wait; beyond that the upload is refused at once with
 * UNAVAILABLE (503) rather than letting memory and latency grow without bound.
 */
export function boundedProcessor(
  inner: ImageProcessor,
  options: { concurrency: number; queue: number },
): ImageProcessor {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async normalize(input) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue) {
          throw new AppError('UNAVAILABLE', 'Too many receipts are being processed; retry shortly.');
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await inner.normalize(input);
      } finally {
        release();
      }
    },
  };
}
