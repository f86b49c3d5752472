import type { CursorPosition } from '@gateway/shared/cursor.ts';
import type { Customer, Scope } from './customer.ts';
import type { CustomerUpsert } from './upsert.ts';

export interface ListQuery {
  externalId: string | null;
  cursor: CursorPosition | null;
  /** Rows to fetch: one more than the page, so the page knows whether another follows. */
  limit: number;
}

/** Persistence as the use-cases need it; every method is confined to the scope. */
export interface CustomerStore {
  /** Creates or updates in one statement and records the matching event in the same transaction. */
  upsert(scope: Scope, upsert: CustomerUpsert): Promise<{ customer: Customer; created: boolean }>;
  findById(scope: Scope, id: string): Promise<Customer | undefined>;
  findByExternalId(scope: Scope, externalId: string): Promise<Customer | undefined>;
  /** Newest first; ascending from the cursor when it points backwards (what buildPage expects). */
  list(scope: Scope, query: ListQuery): Promise<Customer[]>;
}
