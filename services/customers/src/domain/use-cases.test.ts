import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ManualClock } from '@gateway/shared/clock.ts';
import { encodeCursor } from '@gateway/shared/cursor.ts';
import type { Customer, Scope } from './customer.ts';
import type { CustomerStore, ListQuery } from './ports.ts';
import { customerUseCases } from './use-cases.ts';

const scope: Scope = { tenantId: 'ten_1', environment: 'test' };

function customer(id: string, createdAt: string): Customer {
  const lastSeen = { name: null, lastname: null, email: null, phone: null, ruc: null };
  return {
    id,
    externalId: id,
    lastSeenAt: null,
    lastSeenSource: null,
    lastSeenProvider: null,
    lastSeen,
    createdAt,
    updatedAt: createdAt,
  };
}

// A store that records what the use-cases ask of it; the real one is covered by app.test.ts.
function fakeStore(rows: Customer[] = []) {
  const calls: { method: string; arg: unknown }[] = [];
  const store: CustomerStore = {
    async upsert(_scope, upsert) {
      calls.push({ method: 'upsert', arg: upsert });
      return { customer: customer('cust_new', upsert.seenAt.toISOString()), created: true };
    },
    async findById(_scope, id) {
      calls.push({ method: 'findById', arg: id });
      return rows.find((r) => r.id === id);
    },
    async findByExternalId(_scope, externalId) {
      calls.push({ method: 'findByExternalId', arg: externalId });
      return rows.find((r) => r.externalId === externalId);
    },
    async list(_scope, query: ListQuery) {
      calls.push({ method: 'list', arg: query });
      return rows.slice(0, query.limit);
    },
  };
  return { store, calls };
}

describe('customer use-cases', () => {
  it('upsert stamps the sighting with the injected clock', async () => {
    const { store, calls } = fakeStore();
    const clock = new ManualClock('2026-11-21T10:00:00.000Z');
    await customerUseCases(store, clock).upsert(scope, { externalId: 'e', source: 'payment' });
    assert.deepEqual((calls[0]!.arg as { seenAt: Date }).seenAt, clock.now());
  });

  it('get answers NOT_FOUND for an id that is not a customer id, without a query', async () => {
    const { store, calls } = fakeStore();
    const useCases = customerUseCases(store, new ManualClock());
    await assert.rejects(useCases.get(scope, { id: 'pay_1', byExternalId: false }), { code: 'NOT_FOUND' });
    await assert.rejects(useCases.get(scope, { id: '', byExternalId: false }), { code: 'VALIDATION_FAILED' });
    assert.equal(calls.length, 0);
    await assert.rejects(useCases.get(scope, { id: 'pay_1', byExternalId: true }), { code: 'NOT_FOUND' });
    assert.deepEqual(calls, [{ method: 'findByExternalId', arg: 'pay_1' }]);
  });

  it('list fetches one row more than the page and ignores empty filters', async () => {
    const rows = [3, 2, 1].map((n) => customer(`cust_${n}`, `2026-11-21T10:00:0${n}.000Z`));
    const { store, calls } = fakeStore(rows);
    const cursor = encodeCursor({ createdAt: '2026-11-21T10:00:09.000Z', id: 'cust_9', direction: 'next' });
    const page = await customerUseCases(store, new ManualClock()).list(scope, {
      externalId: '',
      cursor,
      perPage: 2,
    });
    assert.deepEqual(calls[0]?.arg, {
      externalId: null,
      cursor: { createdAt: '2026-11-21T10:00:09.000Z', id: 'cust_9', direction: 'next' },
      limit: 3,
    });
    assert.deepEqual(
      page.items.map((c) => c.id),
      ['cust_3', 'cust_2'],
    );
    assert.ok(page.nextCursor && page.prevCursor);
  });
});
