import type { RevokedApiKey } from '../domain/types.ts';

/** Gateways evict the key from their auth cache when they see this (any replica, any time). */
export const API_KEY_REVOKED = 'accounts.api_key.revoked';

export type ApiKeyRevokedPayload = {
  key_id: string;
  key_hash: string;
  tenant_id: string;
  environment: 'test' | 'live';
  revoked_at: string;
};

export function apiKeyRevokedPayload(key: RevokedApiKey): ApiKeyRevokedPayload {
  return {
    key_id: key.id,
    key_hash: key.keyHash,
    tenant_id: key.tenantId,
    environment: key.environment,
    revoked_at: key.revokedAt.toISOString(),
  };
}
