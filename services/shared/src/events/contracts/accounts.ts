import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Events of the accounts service (stream ACCOUNTS). */
export const ACCOUNTS_STREAM = 'accounts';

/** Gateways evict the key from their auth cache when they see this (any replica, any time). */
export const apiKeyRevoked = defineEvent(
  'accounts.api_key.revoked',
  z.object({
    key_id: z.string().min(1),
    key_hash: z.string().min(1),
    tenant_id: z.string().min(1),
    environment: z.enum(['test', 'live']),
    revoked_at: z.iso.datetime({ offset: true }),
  }),
);

/** Services that cache tenant settings (payments) drop their copy when they see this. */
export const tenantSettingsChanged = defineEvent(
  'accounts.tenant.settings_changed',
  z.object({ tenant_id: z.string().min(1), changed_at: z.iso.datetime({ offset: true }) }),
);
