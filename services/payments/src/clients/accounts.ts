import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Scope } from '../domain/payment.ts';
import type { TenantSettings, TenantSettingsSource } from '../domain/ports.ts';

// Settings change rarely and are read on every create; a few seconds of staleness is harmless.
const TTL_MS = 5000;

export interface TenantSettingsClient extends TenantSettingsSource {
  close(): void;
}

/** AccountsService.GetTenantSettings behind a short cache. */
export function accountsSettings(address: string, ttlMs = TTL_MS): TenantSettingsClient {
  const client = createClient(AccountsService, address);
  const cache = new Map<string, { at: number; value: Promise<TenantSettings> }>();
  return {
    get(scope: Scope) {
      const key = `${scope.tenantId}:${scope.environment}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = fetchSettings(client, scope);
      cache.set(key, { at: Date.now(), value });
      // A failure is not cached: the next call asks again.
      value.catch(() => cache.delete(key));
      if (cache.size > 10_000) cache.clear();
      return value;
    },
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
