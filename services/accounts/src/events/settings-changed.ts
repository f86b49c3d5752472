import { tenantSettingsChanged } from '@gateway/shared/events/contracts/accounts.ts';
import type { NewEvent } from '@gateway/shared/events/outbox.ts';

/** A settings change announces `accounts.tenant.settings_changed` (contract in @gateway/shared/events/contracts). */
export function settingsChangedEvent(tenantId: string, environment: 'test' | 'live', at: Date): NewEvent {
  return tenantSettingsChanged.event(
    { tenantId, environment },
    { tenant_id: tenantId, changed_at: at.toISOString() },
    at,
  );
}
