import { createHash } from 'node:crypto';
import { AppError } from '@gateway/shared/errors.ts';

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

/**
 * Verifies Bearer keys through the accounts service and caches the answer briefly. Revocations
 * arrive over NATS and evict at once; the TTL bounds staleness if a message is ever missed.
 */
export class Authenticator {
  private readonly cache = new Map<string, Entry>();
  private readonly verify: (secret: string) => Promise<Principal>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(verify: (secret: string) => Promise<Principal>, ttlMs: number, now: () => number = Date.now) {
    this.verify = verify;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  async authenticate(authorization: string | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const secret = match?.[1];
    if (!secret || !KEY_FORMAT.test(secret)) {
      throw new AppError('UNAUTHORIZED', 'Provide a valid API key as "Authorization: Bearer sk_...".');
    }
    const hash = hashKey(secret);
    const cached = this.cache.get(hash);
    if (cached && cached.expires > this.now()) return cached.principal;
    const principal = await this.verify(secret);
    if (this.ttlMs > 0) this.cache.set(hash, { principal, expires: this.now() + this.ttlMs });
    return principal;
  }

  evict(revoked: { keyHash?: string | undefined; keyId?: string | undefined }): void {
    if (revoked.keyHash) this.cache.delete(revoked.keyHash);
    if (revoked.keyId) {
      for (const [hash, entry] of this.cache)
        if (entry.principal.keyId === revoked.keyId) this.cache.delete(hash);
    }
  }

  clear(): void {
    this.cache.clear();
  }
}
