import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@gateway/shared/errors.ts';
import type { Keyring } from './keyring.ts';

export interface SealedToken {
  keyId: string;
  /** iv (12 bytes) | auth tag (16 bytes) | ciphertext. */
  sealed: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with the card id as associated data: a sealed token copied onto another card's
 * row does not decrypt there.
 */
export function sealToken(keyring: Keyring, cardId: string, token: string): SealedToken {
  const key = keyring.keys.get(keyring.current);
  if (!key) throw new AppError('INTERNAL', 'An internal error occurred.');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(cardId, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return { keyId: keyring.current, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]) };
}

export function openToken(keyring: Keyring, cardId: string, token: SealedToken): string {
  const key = keyring.keys.get(token.keyId);
  // A retired key that is no longer configured, or tampered bytes: the card cannot be charged.
  if (!key || token.sealed.length <= IV_BYTES + TAG_BYTES) throw unreadable();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, token.sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(cardId, 'utf8'));
    decipher.setAuthTag(token.sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(token.sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw unreadable();
  }
}

function unreadable(): AppError {
  return new AppError('INTERNAL', 'An internal error occurred.');
}
