import type { Provider } from '../domain/types.ts';
import type { ColumnType, Generated } from 'kysely';
import type { BankAccount } from '../domain/types.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface TenantsTable {
  id: string;
  name: string;
  enabled_providers: ColumnType<Provider[], Provider[] | undefined, Provider[]>;
  trade_name: string | null;
  logo_url: string | null;
  primary_color: string | null;
  notification_emails: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  tenant_id: string;
  environment: 'test' | 'live';
  key_hash: string;
  prefix: string;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BankSettingsTable {
  tenant_id: string;
  // jsonb goes in as JSON text: pg would otherwise send a JS array as a Postgres array.
  bank_accounts: ColumnType<BankAccount[], string, string>;
  instructions: string;
  updated_at: Timestamp;
}

export interface AccountsDb {
  tenants: TenantsTable;
  api_keys: ApiKeysTable;
  bank_settings: BankSettingsTable;
  logos: { id: string; tenant_id: string; content: Uint8Array; created_at: Timestamp };
  // Written only through writeEvent; typed so tests and operators can read it.
  outbox: {
    seq: Generated<bigint>;
    id: string;
    type: string;
    tenant_id: string;
    environment: string;
    payload: unknown;
    published_at: Date | null;
  };
}
