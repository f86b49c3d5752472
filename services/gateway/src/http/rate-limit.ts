import { AppError } from '@gateway/shared/errors.ts';

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * A token bucket per API key: `rate` requests per second with a one-second burst. Kept per
 * replica; the limit protects the replica and the services behind it.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  take(key: string, rate: number): void {
    if (rate <= 0) return;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: rate, updated: now };
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.updated) / 1000) * rate);
    bucket.updated = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
      throw new AppError('RATE_LIMITED', 'Too many requests for this API key; slow down.', {
        retry_after: retryAfter,
      });
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.evictIdle(now);
  }

  private evictIdle(now: number): void {
    for (const [key, bucket] of this.buckets) if (now - bucket.updated > 60_000) this.buckets.delete(key);
  }
}
