import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Scope } from '../domain/payment.ts';
import type { TenantSettings, TenantSettingsSource } from '../domain/ports.ts';

// Changes are pushed (accounts.tenant.settings_changed evicts at once); the TTL only bounds
// staleness should a message ever be missed.
const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export interface TenantSettingsClient extends TenantSettingsSource {
  /** Drops the tenant's settings (both environments): the next create asks accounts again. */
  evict(tenantId: string): void;
  clear(): void;
  close(): void;
}

interface Entry {
  at: number;
  tenantId: string;
  value: Promise<TenantSettings>;
}

/** AccountsService.GetTenantSettings behind a cache that accounts' change events invalidate. */
export function accountsSettings(address: string, ttlMs = TTL_MS): TenantSettingsClient {
  const client = createClient(AccountsService, address);
  const cache = new Map<string, Entry>();
  return {
    get(scope: Scope) {
      const key = `${scope.tenantId}:${scope.environment}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const entry: Entry = { at: Date.now(), tenantId: scope.tenantId, value: fetchSettings(client, scope) };
      cache.set(key, entry);
      // A failure is not cached: the next call asks again.
      entry.value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      if (cache.size > MAX_ENTRIES) cache.clear();
      return entry.value;
    },
    evict(tenantId: string) {
      for (const [key, entry] of cache) if (entry.tenantId === tenantId) cache.delete(key);
    },
    clear: () => cache.clear(),
    close: () => client.close(),
  };
}

async function fetchSettings(client: ReturnType<typeof createClient<typeof AccountsService>>, scope: Scope) {
  const settings = await client.getTenantSettings({
    tenantId: scope.tenantId,
    environment: scope.environment,
  });
  return {
    merchantName: settings.branding?.tradeName || settings.name,
    enabledProviders: [...settings.enabledProviders],
    bankAccounts: settings.bankAccounts.map((account) => ({
      bank_name: account.bankName,
      account_type: account.accountType,
      account_number: account.accountNumber,
      holder_name: account.holderName,
      holder_ruc: account.holderRuc,
    })),
    instructions: settings.instructions,
  };
}
