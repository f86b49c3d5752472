import { createHash } from 'node:crypto';
import { AppError } from '@gateway/shared/errors.ts';
import { FailureThrottle } from './failure-throttle.ts';

export interface Principal {
  tenantId: string;
  environment: 'test' | 'live';
  keyId: string;
}

interface Entry {
  principal: Principal;
  expires: number;
}

const KEY_FORMAT = /^sk_(test|live)_[A-Za-z0-9]{16,128}$/;

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface FailureLimits {
  /** Failed authentications a client address may make per minute before 429; 0 = no limit. */
  failuresPerMinute: number;
  /** How long a key hash accounts called unknown is answered 401 without asking again. */
  negativeTtlMs: number;
}

const DEFAULT_LIMITS: FailureLimits = { failuresPerMinute: 30, negativeTtlMs: 60_000 };
const MAX_UNKNOWN = 50_000;

/**
 * Verifies Bearer keys through the accounts service and caches the answer briefly. Revocations
 * arrive over NATS and evict at once; the TTL bounds staleness if a message is ever missed.
 * Unknown keys are remembered too (by hash), and failures are throttled per client address.
 *
 * A key in use is re-verified in the background during the last fifth of its TTL, and concurrent
 * requests with the same uncached key share one verification: a busy merchant's key expiring
 * would otherwise send every request of the next round trip to accounts at once.
 */
export class Authenticator {
  private readonly cache = new Map<string, Entry>();
  private readonly verifying = new Map<string, Promise<Principal>>();
  /** Bumped by every eviction: a verification that started before one does not cache its answer. */
  private generation = 0;
  private readonly unknown = new Map<string, number>();
  private readonly verify: (secret: string) => Promise<Principal>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly limits: FailureLimits;
  private readonly throttle: FailureThrottle;

  constructor(
    verify: (secret: string) => Promise<Principal>,
    ttlMs: number,
    now: () => number = Date.now,
    limits: FailureLimits = DEFAULT_LIMITS,
  ) {
    this.verify = verify;
    this.ttlMs = ttlMs;
    this.now = now;
    this.limits = limits;
    this.throttle = new FailureThrottle(limits.failuresPerMinute, now);
  }

  async authenticate(authorization: string | undefined, clientAddress = ''): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const secret = match?.[1];
    const hash = secret && KEY_FORMAT.test(secret) ? hashKey(secret) : undefined;
    // A known key is served from the cache even when its address is throttled (a shared NAT).
    const cached = hash === undefined ? undefined : this.cache.get(hash);
    if (cached && cached.expires > this.now()) {
      if (cached.expires - this.now() < this.ttlMs / 5 && !this.verifying.has(hash!))
        // Failures are left to the requests after expiry, which verify (and throttle) as usual.
        this.verifyOnce(hash!, secret!).catch(() => undefined);
      return cached.principal;
    }
    // Only a lookup is throttled: a missing or malformed key, or one already known to be unknown,
    // costs nothing to refuse, and must stay a 401 whatever else the address has tried.
    if (!secret || hash === undefined)
      throw new AppError('UNAUTHORIZED', 'Provide a valid API key as "Authorization: Bearer sk_...".');
    const unknownUntil = this.unknown.get(hash);
    if (unknownUntil !== undefined && unknownUntil > this.now())
      throw new AppError('UNAUTHORIZED', 'Invalid API key.');
    this.throttle.check(clientAddress);
    try {
      return await (this.verifying.get(hash) ?? this.verifyOnce(hash, secret));
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHORIZED') this.throttle.fail(clientAddress);
      throw err;
    }
  }

  /** Asks accounts once for this key, however many requests wait on the answer. */
  private verifyOnce(hash: string, secret: string): Promise<Principal> {
    const generation = this.generation;
    const pending = this.verify(secret)
      .then(
        (principal) => {
          this.unknown.delete(hash);
          if (this.ttlMs > 0 && generation === this.generation)
            this.cache.set(hash, { principal, expires: this.now() + this.ttlMs });
          return principal;
        },
        (err: unknown) => {
          if (err instanceof AppError && err.code === 'UNAUTHORIZED') {
            this.cache.delete(hash);
            this.rememberUnknown(hash);
          }
          throw err;
        },
      )
      .finally(() => this.verifying.delete(hash));
    this.verifying.set(hash, pending);
    return pending;
  }

  private rememberUnknown(hash: string): void {
    if (this.limits.negativeTtlMs <= 0) return;
    this.unknown.delete(hash);
    this.unknown.set(hash, this.now() + this.limits.negativeTtlMs);
    // Oldest first (insertion order): a flood of guesses cannot grow the map without bound.
    while (this.unknown.size > MAX_UNKNOWN) {
      const oldest = this.unknown.keys().next().value;
      if (oldest === undefined) break;
      this.unknown.delete(oldest);
    }
  }

  evict(revoked: { keyHash?: string | undefined; keyId?: string | undefined }): void {
    this.generation++;
    if (revoked.keyHash) this.cache.delete(revoked.keyHash);
    if (revoked.keyId) {
      for (const [hash, entry] of this.cache)
        if (entry.principal.keyId === revoked.keyId) this.cache.delete(hash);
    }
  }

  clear(): void {
    this.generation++;
    this.cache.clear();
    this.unknown.clear();
  }
}
