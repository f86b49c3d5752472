import type { Clock } from '@gateway/shared/clock.ts';
import { buildPage, decodeCursor, type Page } from '@gateway/shared/cursor.ts';
import { notFound, validationError } from '@gateway/shared/errors.ts';
import { hasPrefix } from '@gateway/shared/ids.ts';
import { type Customer, ID_PREFIX, type Scope } from './customer.ts';
import { clampPerPage } from './list.ts';
import type { CustomerStore } from './ports.ts';
import { planUpsert, type UpsertRequest } from './upsert.ts';

export interface CustomerRef {
  id: string;
  byExternalId: boolean;
}

export interface ListRequest {
  externalId?: string | undefined;
  cursor?: string | undefined;
  perPage?: number | undefined;
}

export type CustomerUseCases = ReturnType<typeof customerUseCases>;

export function customerUseCases(store: CustomerStore, clock: Clock) {
  return {
    upsert(scope: Scope, request: UpsertRequest): Promise<{ customer: Customer; created: boolean }> {
      return store.upsert(scope, planUpsert(request, clock.now()));
    },

    async get(scope: Scope, ref: CustomerRef): Promise<Customer> {
      if (ref.id === '') throw validationError({ id: ['is required'] });
      // A malformed id cannot exist, so it gets the same answer as another tenant's id.
      if (!ref.byExternalId && !hasPrefix(ref.id, ID_PREFIX)) throw notFound('customer');
      const customer = ref.byExternalId
        ? await store.findByExternalId(scope, ref.id)
        : await store.findById(scope, ref.id);
      if (!customer) throw notFound('customer');
      return customer;
    },

    async list(scope: Scope, request: ListRequest): Promise<Page<Customer>> {
      const perPage = clampPerPage(request.perPage);
      // Empty filters are ignored (spec 2.7).
      const cursor = request.cursor ? decodeCursor(request.cursor) : null;
      const rows = await store.list(scope, {
        externalId: request.externalId || null,
        cursor,
        limit: perPage + 1,
      });
      return buildPage(rows, perPage, cursor);
    },
  };
}
