/** Services that cache tenant settings (payments) drop their copy when they see this. */
export const SETTINGS_CHANGED = 'accounts.tenant.settings_changed';

export type SettingsChangedPayload = {
  tenant_id: string;
  changed_at: string;
};

export function settingsChangedPayload(tenantId: string, at: Date): SettingsChangedPayload {
  return { tenant_id: tenantId, changed_at: at.toISOString() };
}
