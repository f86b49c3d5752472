import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghijkmnopqrstvwxyz';

// 24 characters over a 56-symbol alphabet carry ~139 bits: not enumerable, not guessable.
const LENGTH = 24;

// Every request and record takes an id: drawing bytes from the CSPRNG a few kilobytes at a time,
// as node's randomUUID does, costs one call per ~150 ids instead of one each.
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

export function randomToken(length = LENGTH): string {
  // Rejection sampling keeps every symbol equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken()}`;
}

export function hasPrefix(id: string, prefix: string): boolean {
  return id.startsWith(`${prefix}_`) && id.length > prefix.length + 1;
}
