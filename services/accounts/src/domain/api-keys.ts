import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '@gateway/shared/ids.ts';
import type { Environment } from './types.ts';

const SECRET_LENGTH = 32;
// Characters of the random part a human sees, enough to tell keys apart in a list.
const VISIBLE_CHARS = 4;
const SECRET_PATTERN = /^sk_(test|live)_[0-9A-Za-z]{32}$/;

export interface GeneratedSecret {
  secret: string;
  hash: string;
  prefix: string;
}

export function secretPrefix(environment: Environment): string {
  return `sk_${environment}_`;
}

/** A new secret: `sk_test_` / `sk_live_` and 32 random characters (~186 bits). */
export function generateSecret(environment: Environment): GeneratedSecret {
  const secret = `${secretPrefix(environment)}${randomToken(SECRET_LENGTH)}`;
  return { secret, hash: hashSecret(secret), prefix: displayPrefix(secret) };
}

/** SHA-256 hex: secrets carry enough entropy that a fast unsalted hash is safe and indexable. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function displayPrefix(secret: string): string {
  const environment = secret.startsWith('sk_live_') ? 'live' : 'test';
  const start = secretPrefix(environment).length;
  return `${secret.slice(0, start + VISIBLE_CHARS)}…`;
}

/** The environment a well-formed secret names, or undefined for anything that cannot be a key. */
export function secretEnvironment(secret: string): Environment | undefined {
  const match = SECRET_PATTERN.exec(secret);
  return match ? (match[1] as Environment) : undefined;
}

/** Constant-time comparison of two hex digests. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
