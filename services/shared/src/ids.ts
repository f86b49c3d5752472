import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghijkmnopqrstvwxyz';

// 24 characters over a 56-symbol alphabet carry ~139 bits: not enumerable, not guessable.
const LENGTH = 24;

export function randomToken(length = LENGTH): string {
  // Rejection sampling keeps every symbol equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken()}`;
}

export function hasPrefix(id: string, prefix: string): boolean {
  return id.startsWith(`${prefix}_`) && id.length > prefix.length + 1;
}
