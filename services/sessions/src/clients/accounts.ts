import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { TenantDirectory, TenantSettings } from '../domain/ports.ts';
import type { Scope } from '../domain/session.ts';

// Settings change rarely and are read on every create and page view; seconds of staleness are harmless.
const TTL_MS = 5000;

export interface TenantDirectoryClient extends TenantDirectory {
  close(): void;
}

/** AccountsService.GetTenantSettings behind a short cache. */
export function accountsDirectory(address: string, ttlMs = TTL_MS): TenantDirectoryClient {
  const client = createClient(AccountsService, address, { timeoutMs: 5000 });
  const cache = new Map<string, { at: number; value: Promise<TenantSettings> }>();
  return {
    get(scope: Scope) {
      const key = `${scope.tenantId}:${scope.environment}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = client
        .getTenantSettings({ tenantId: scope.tenantId, environment: scope.environment })
        .then((s) => ({
          name: s.name,
          enabledProviders: [...s.enabledProviders],
          branding: {
            tradeName: s.branding?.tradeName ?? '',
            logoUrl: s.branding?.logoUrl ?? '',
            primaryColor: s.branding?.primaryColor ?? '',
          },
        }));
      cache.set(key, { at: Date.now(), value });
      value.catch(() => cache.delete(key));
      if (cache.size > 10_000) cache.clear();
      return value;
    },
    close: () => client.close(),
  };
}
