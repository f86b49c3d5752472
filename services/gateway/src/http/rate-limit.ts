import { AppError } from '@gateway/shared/errors.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type Environment = 'test' | 'live';

/** What the RateLimit-* headers report for one request. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export interface RateLimitOutcome extends RateLimitState {
  allowed: boolean;
}

/** The standard headers (IETF RateLimit fields) and, past the limit, the error to answer. */
export function applyRateLimit(
  outcome: RateLimitOutcome | undefined,
  setHeader: (name: string, value: string) => void,
): void {
  if (!outcome) return;
  setHeader('RateLimit-Limit', String(outcome.limit));
  setHeader('RateLimit-Remaining', String(outcome.remaining));
  setHeader('RateLimit-Reset', String(outcome.reset));
  if (!outcome.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many requests for this API key; slow down.', {
      retry_after: outcome.reset,
    });
  }
}

export interface RateLimiterOptions {
  /** Requests per second per API key; 0 turns the limit off for that environment. */
  rates: Record<Environment, number>;
  /** Shared counters for every gateway replica; unset keeps them per replica. */
  redisUrl?: string | undefined;
  /** Separates installations (and test runs) sharing one Redis. */
  prefix: string;
  /** Length of the counting window; the budget is rate × window. */
  windowSeconds?: number;
  logger: Logger;
}

/**
 * A fixed one-second window per API key, counted in Redis so every gateway replica shares one
 * budget. When Redis cannot answer, each replica falls back to its own in-memory window: the
 * limit loosens to one budget per replica, it never turns into an error for the merchant.
 */
export class RateLimiter {
  private readonly limiters = new Map<Environment, RateLimiterRedis | RateLimiterMemory>();
  private readonly limits: Record<Environment, number> = { test: 0, live: 0 };
  private readonly redis: Redis | undefined;
  private redisDown = false;
  /** Settles once Redis first answers (at once without Redis). */
  readonly connected: Promise<void>;

  constructor(options: RateLimiterOptions) {
    const { logger } = options;
    const redis = options.redisUrl
      ? // No offline queue: while Redis is away a request must not wait for it.
        new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : undefined;
    this.redis = redis;
    this.connected = redis
      ? new Promise((resolve) => redis.once('ready', () => resolve()))
      : Promise.resolve();
    redis?.on('error', (err: Error) => {
      if (this.redisDown) return;
      this.redisDown = true;
      logger.warn(
        { err: err.message },
        'rate limits: Redis unreachable, counting per replica until it is back',
      );
    });
    redis?.on('ready', () => {
      if (this.redisDown) logger.info('rate limits: Redis is back, counting across replicas');
      this.redisDown = false;
    });

    const window = options.windowSeconds ?? 1;
    for (const environment of ['test', 'live'] as const) {
      const rate = options.rates[environment];
      if (rate <= 0) continue;
      const points = Math.max(1, Math.round(rate * window));
      this.limits[environment] = points;
      const keyPrefix = `${options.prefix}:${environment}`;
      const memory = new RateLimiterMemory({ points, duration: window, keyPrefix });
      this.limiters.set(
        environment,
        redis
          ? new RateLimiterRedis({
              storeClient: redis,
              points,
              duration: window,
              keyPrefix,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /** Counts one request against the key's window; undefined when the environment has no limit. */
  async take(keyId: string, environment: Environment): Promise<RateLimitOutcome | undefined> {
    const limiter = this.limiters.get(environment);
    if (!limiter) return undefined;
    const limit = this.limits[environment];
    try {
      return { allowed: true, ...stateOf(limit, await limiter.consume(keyId)) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, ...stateOf(limit, rejection) };
    }
  }

  close(): void {
    this.redis?.disconnect();
  }
}

function stateOf(limit: number, res: RateLimiterRes): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, res.remainingPoints),
    reset: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
