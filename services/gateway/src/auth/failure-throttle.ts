import { AppError } from '@gateway/shared/errors.ts';

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * Failed authentications per client address: a bucket of `perMinute` failures refilled over a
 * minute. An address that has spent it is answered 429 before any key is looked up, so guessing
 * keys costs the guesser time instead of costing the database index scans.
 */
export class FailureThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(perMinute: number, now: () => number = Date.now) {
    this.perMinute = perMinute;
    this.now = now;
  }

  /** Throws RATE_LIMITED (with retry_after seconds) while the address has no failures left. */
  check(address: string): void {
    if (this.perMinute <= 0) return;
    const bucket = this.refill(address);
    if (bucket && bucket.tokens < 1) {
      const seconds = Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute));
      throw new AppError('RATE_LIMITED', 'Too many failed authentications from this address; slow down.', {
        retry_after: seconds,
      });
    }
  }

  fail(address: string): void {
    if (this.perMinute <= 0) return;
    const bucket = this.refill(address) ?? { tokens: this.perMinute, updated: this.now() };
    bucket.tokens -= 1;
    this.buckets.set(address, bucket);
    if (this.buckets.size > 100_000) this.evictFull();
  }

  private refill(address: string): Bucket | undefined {
    const bucket = this.buckets.get(address);
    if (!bucket) return undefined;
    const now = this.now();
    bucket.tokens = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.updated) / 60_000) * this.perMinute,
    );
    bucket.updated = now;
    return bucket;
  }

  // A full bucket is the same as no bucket.
  private evictFull(): void {
    for (const address of [...this.buckets.keys()]) {
      const bucket = this.refill(address);
      if (bucket && bucket.tokens >= this.perMinute) this.buckets.delete(address);
    }
  }
}
