import { mapDbError } from '@gateway/shared/db/errors.ts';
import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Kysely, Selectable } from 'kysely';
import type { AccountsStore } from '../domain/ports.ts';
import {
  type ApiKey,
  type BankSettings,
  type Branding,
  ENVIRONMENTS,
  type RevokedApiKey,
  type Tenant,
} from '../domain/types.ts';
import { apiKeyRevokedEvent } from '../events/api-key-revoked.ts';
import { settingsChangedEvent } from '../events/settings-changed.ts';
import type { AccountsDb, ApiKeysTable, TenantsTable } from './schema.ts';

/** Connection loss and the like become UNAVAILABLE; real bugs stay raw so the transport logs them. */
function rethrow(err: unknown): never {
  const mapped = mapDbError(err);
  throw mapped.code === 'INTERNAL' ? err : mapped;
}

function toTenant(row: Selectable<TenantsTable>): Tenant {
  return {
    id: row.id,
    name: row.name,
    enabledProviders: row.enabled_providers,
    branding: { tradeName: row.trade_name, logoUrl: row.logo_url, primaryColor: row.primary_color },
    notificationEmails: row.notification_emails,
    createdAt: row.created_at,
  };
}

function toApiKey(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    environment: row.environment,
    keyHash: row.key_hash,
    prefix: row.prefix,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

export class KyselyAccountsStore implements AccountsStore {
  private readonly db: Kysely<AccountsDb>;

  constructor(db: Kysely<AccountsDb>) {
    this.db = db;
  }

  async insertTenant(tenant: Tenant): Promise<void> {
    await this.db
      .insertInto('tenants')
      .values({
        id: tenant.id,
        name: tenant.name,
        enabled_providers: tenant.enabledProviders,
        trade_name: tenant.branding.tradeName,
        logo_url: tenant.branding.logoUrl,
        primary_color: tenant.branding.primaryColor,
        notification_emails: tenant.notificationEmails,
        created_at: tenant.createdAt,
        updated_at: tenant.createdAt,
      })
      .execute()
      .catch(rethrow);
  }

  async findTenant(id: string): Promise<Tenant | undefined> {
    const row = await this.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(rethrow);
    return row && toTenant(row);
  }

  async insertApiKey(key: ApiKey): Promise<void> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        tenant_id: key.tenantId,
        environment: key.environment,
        key_hash: key.keyHash,
        prefix: key.prefix,
        created_at: key.createdAt,
        revoked_at: key.revokedAt,
      })
      .execute()
      .catch(rethrow);
  }

  async findApiKey(id: string): Promise<ApiKey | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(rethrow);
    return row && toApiKey(row);
  }

  async listApiKeys(tenantId: string, environment: string): Promise<ApiKey[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('environment', '=', environment as 'test' | 'live')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
      .catch(rethrow);
    return rows.map(toApiKey);
  }

  async findApiKeyByHash(hash: string): Promise<ApiKey | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_hash', '=', hash)
      .executeTakeFirst()
      .catch(rethrow);
    return row && toApiKey(row);
  }

  async touchApiKey(id: string, at: Date): Promise<void> {
    // At most one write a minute per key, whatever the request rate.
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(at.getTime() - 60_000))]),
      )
      .execute()
      .catch(rethrow);
  }

  async revokeApiKey(id: string, at: Date): Promise<RevokedApiKey | undefined> {
    // The WHERE decides concurrent revocations: exactly one of them updates the row.
    const row = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
      .catch(rethrow);
    if (!row) return undefined;
    return { ...toApiKey(row), revokedAt: row.revoked_at ?? at };
  }

  async saveBankSettings(tenantId: string, settings: BankSettings, at: Date): Promise<void> {
    const values = {
      bank_accounts: JSON.stringify(settings.bankAccounts),
      instructions: settings.instructions,
      updated_at: at,
    };
    await this.db
      .insertInto('bank_settings')
      .values({ tenant_id: tenantId, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
      .execute()
      .catch(rethrow);
  }

  async findBankSettings(tenantId: string): Promise<BankSettings | undefined> {
    const row = await this.db
      .selectFrom('bank_settings')
      .select(['bank_accounts', 'instructions'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
      .catch(rethrow);
    return row && { bankAccounts: row.bank_accounts, instructions: row.instructions };
  }

  async saveLogo(id: string, tenantId: string, content: Uint8Array, at: Date): Promise<void> {
    await this.db
      .insertInto('logos')
      .values({ id, tenant_id: tenantId, content, created_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
      .catch(rethrow);
  }

  async findLogo(id: string): Promise<Uint8Array | undefined> {
    const row = await this.db
      .selectFrom('logos')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(rethrow);
    return row?.content;
  }

  async saveBranding(tenantId: string, branding: Branding, at: Date): Promise<void> {
    await this.db
      .updateTable('tenants')
      .set({
        trade_name: branding.tradeName,
        logo_url: branding.logoUrl,
        primary_color: branding.primaryColor,
        updated_at: at,
      })
      .where('id', '=', tenantId)
      .execute()
      .catch(rethrow);
  }

  async saveNotificationEmails(tenantId: string, emails: string[], at: Date): Promise<void> {
    await this.db
      .updateTable('tenants')
      .set({ notification_emails: emails, updated_at: at })
      .where('id', '=', tenantId)
      .execute()
      .catch(rethrow);
  }

  async recordApiKeyRevoked(key: RevokedApiKey): Promise<void> {
    await writeEvent(this.db, apiKeyRevokedEvent(key)).catch(rethrow);
  }

  async recordSettingsChanged(tenantId: string, at: Date): Promise<void> {
    for (const environment of ENVIRONMENTS) {
      await writeEvent(this.db, settingsChangedEvent(tenantId, environment, at)).catch(rethrow);
    }
  }

  async transaction<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db
      .transaction()
      .execute((trx) => work(new KyselyAccountsStore(trx)))
      .catch(rethrow);
  }
}
