import { apiKeyRevoked } from '@gateway/shared/events/contracts/accounts.ts';
import type { NewEvent } from '@gateway/shared/events/outbox.ts';
import type { RevokedApiKey } from '../domain/types.ts';

/** Revoking a key announces `accounts.api_key.revoked` (contract in @gateway/shared/events/contracts). */
export function apiKeyRevokedEvent(key: RevokedApiKey): NewEvent {
  return apiKeyRevoked.event(
    { tenantId: key.tenantId, environment: key.environment },
    {
      key_id: key.id,
      key_hash: key.keyHash,
      tenant_id: key.tenantId,
      environment: key.environment,
      revoked_at: key.revokedAt.toISOString(),
    },
    key.revokedAt,
  );
}
