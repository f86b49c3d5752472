import type { Selectable } from 'kysely';
import type { Environment, Provider, Source } from '../domain/customer.ts';

export interface CustomersTable {
  id: string;
  tenant_id: string;
  environment: Environment;
  external_id: string;
  last_seen_at: Date | null;
  last_seen_source: Source | null;
  last_seen_provider: Provider | null;
  last_seen_name: string | null;
  last_seen_lastname: string | null;
  last_seen_email: string | null;
  last_seen_phone: string | null;
  last_seen_ruc: string | null;
  created_at: Date;
  updated_at: Date;
}

export type CustomerRow = Selectable<CustomersTable>;

/** The tables of schema `customers` that this service queries through kysely. */
export interface CustomersDatabase {
  customers: CustomersTable;
}
