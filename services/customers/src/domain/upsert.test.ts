import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { MAX_TEXT_LENGTH, planUpsert } from './upsert.ts';

const now = new Date('2026-11-21T12:00:00.000Z');

function fieldsOf(err: unknown): Record<string, string[]> {
  assert.ok(err instanceof AppError);
  assert.equal(err.code, 'VALIDATION_FAILED');
  return (err.details as { fields: Record<string, string[]> }).fields;
}

describe('planUpsert', () => {
  it('sets the fields that are present and stamps the sighting', () => {
    const plan = planUpsert(
      { externalId: 'c-1', source: 'payment', provider: 'provider_a', name: 'Ana', email: 'ana@example.com' },
      now,
    );
    assert.deepEqual(plan, {
      externalId: 'c-1',
      seenAt: now,
      source: 'payment',
      provider: 'provider_a',
      fields: { name: 'Ana', lastname: null, email: 'ana@example.com', phone: null, ruc: null },
    });
  });

  it('marks absent and blank fields as keep (null), never as a value to erase with', () => {
    const plan = planUpsert({ externalId: 'c-1', source: 'card_charge', name: '', phone: '   ' }, now);
    assert.equal(plan.provider, null);
    assert.deepEqual(plan.fields, { name: null, lastname: null, email: null, phone: null, ruc: null });
  });

  it('accepts every source and provider of the spec', () => {
    for (const source of ['payment', 'card_registration', 'card_charge']) {
      for (const provider of ['provider_a', 'provider_b', 'transferencia']) {
        assert.equal(planUpsert({ externalId: 'c', source, provider }, now).source, source);
      }
    }
  });

  it('records provider_a and transferencia as last_seen_provider; provider_b keeps the stored one', () => {
    assert.equal(
      planUpsert({ externalId: 'c', source: 'payment', provider: 'provider_a' }, now).provider,
      'provider_a',
    );
    assert.equal(
      planUpsert({ externalId: 'c', source: 'payment', provider: 'transferencia' }, now).provider,
      'transferencia',
    );
    const b = planUpsert({ externalId: 'c', source: 'payment', provider: 'provider_b', name: 'Bea' }, now);
    assert.equal(b.provider, null);
    assert.equal(b.fields.name, 'Bea');
  });

  it('rejects an unknown source, an unknown provider and an empty external id together', () => {
    assert.throws(
      () => planUpsert({ externalId: ' ', source: 'refund', provider: 'paypal' }, now),
      (err) => {
        assert.deepEqual(Object.keys(fieldsOf(err)).sort(), ['external_id', 'provider', 'source']);
        return true;
      },
    );
  });

  it('rejects text longer than the bound', () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    assert.throws(
      () => planUpsert({ externalId: long, source: 'payment', email: long }, now),
      (err) => {
        assert.deepEqual(Object.keys(fieldsOf(err)).sort(), ['email', 'external_id']);
        return true;
      },
    );
  });
});
