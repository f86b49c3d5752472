import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { type CreatePaymentInput, validateCreate } from './validation.ts';

const base: CreatePaymentInput = {
  provider: 'transferencia',
  amount: 150_000n,
  currency: 'PYG',
  reference: 'order-1',
  targetOrigins: [],
};

const fullCustomer = { customerId: 'c-1', name: 'Ana', lastname: 'Pérez', email: 'a@x.py', phone: '0981' };

function fieldsOf(input: CreatePaymentInput): Record<string, string[]> {
  try {
    validateCreate(input);
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return (err.details as { fields: Record<string, string[]> }).fields;
  }
  assert.fail('expected a validation error');
}

describe('validateCreate', () => {
  it('accepts a minimal transfer without expiry', () => {
    const cmd = validateCreate(base);
    assert.equal(cmd.provider, 'transferencia');
    assert.equal(cmd.expiresIn, null);
    assert.equal(cmd.cancelUrl, null);
    assert.equal(cmd.metadataJson, null);
  });

  it('requires provider, currency, reference; amount positive', () => {
    const fields = fieldsOf({ ...base, provider: '', currency: '', reference: '', amount: 0n });
    assert.deepEqual(Object.keys(fields).sort(), ['amount', 'currency', 'provider', 'reference']);
  });

  it('rejects unknown providers, other currencies, negative amounts and long references', () => {
    const fields = fieldsOf({
      ...base,
      provider: 'paypal',
      currency: 'USD',
      amount: -5n,
      reference: 'r'.repeat(256),
    });
    assert.deepEqual(Object.keys(fields).sort(), ['amount', 'currency', 'provider', 'reference']);
  });

  it('accepts a reference of exactly 255 characters', () => {
    assert.equal(validateCreate({ ...base, reference: 'ñ'.repeat(255) }).reference.length, 255);
  });

  describe('target_origin', () => {
    it('is required for provider_a without card_id', () => {
      const fields = fieldsOf({ ...base, provider: 'provider_a' });
      assert.ok(fields['target_origin']);
    });
    it('is optional for provider_b and transferencia', () => {
      validateCreate({ ...base, provider: 'provider_b' });
      validateCreate(base);
    });
    it('checks every origin', () => {
      const fields = fieldsOf({
        ...base,
        provider: 'provider_a',
        targetOrigins: ['https://ok.example.com', 'https://bad.example.com/', 'https://*.example.com'],
      });
      assert.equal(fields['target_origin']?.length, 2);
    });
    it('keeps valid origins in order', () => {
      const origins = ['https://a.example.com', 'http://localhost:3000'];
      assert.deepEqual(
        validateCreate({ ...base, provider: 'provider_a', targetOrigins: origins }).targetOrigins,
        origins,
      );
    });
  });

  describe('return_url and cancel_url', () => {
    it('accepts http, https and app schemes; cancel_url defaults to return_url', () => {
      for (const url of ['https://shop.example.com/r', 'http://localhost/r', 'myapp://x']) {
        const cmd = validateCreate({ ...base, returnUrl: url });
        assert.equal(cmd.returnUrl, url);
        assert.equal(cmd.cancelUrl, url);
      }
    });
    it('an explicit cancel_url wins', () => {
      const cmd = validateCreate({ ...base, returnUrl: 'myapp://ok', cancelUrl: 'myapp://cancel' });
      assert.equal(cmd.cancelUrl, 'myapp://cancel');
    });
    it('rejects scripts and relative URLs', () => {
      const fields = fieldsOf({ ...base, returnUrl: 'javascript://x', cancelUrl: '/cancel' });
      assert.ok(fields['return_url']);
      assert.ok(fields['cancel_url']);
    });
  });

  describe('expires_in', () => {
    const table: [string, number | undefined, number | null][] = [
      ['provider_a', undefined, 3600],
      ['provider_b', undefined, 3600],
      ['transferencia', undefined, null],
      ['transferencia', 60, 60],
      ['transferencia', 86_400, 86_400],
      ['provider_b', 120, 120],
    ];
    for (const [provider, expiresIn, expected] of table) {
      it(`${provider} with ${expiresIn ?? 'no'} expires_in → ${expected}`, () => {
        const input = { ...base, provider, expiresIn, targetOrigins: ['https://shop.example.com'] };
        assert.equal(validateCreate(input).expiresIn, expected);
      });
    }
    for (const bad of [59, 86_401, 0, -1, 1.5]) {
      it(`rejects ${bad}`, () => assert.ok(fieldsOf({ ...base, expiresIn: bad })['expires_in']));
    }
  });

  describe('customer', () => {
    it('with provider_a all five fields are required and each missing one is named', () => {
      const fields = fieldsOf({
        ...base,
        provider: 'provider_a',
        targetOrigins: ['https://shop.example.com'],
        customer: { customerId: 'c-1', name: 'Ana', email: '' },
      });
      assert.deepEqual(Object.keys(fields).sort(), ['customer.email', 'customer.lastname', 'customer.phone']);
    });
    it('with provider_a a complete customer passes', () => {
      const cmd = validateCreate({
        ...base,
        provider: 'provider_a',
        targetOrigins: ['https://shop.example.com'],
        customer: fullCustomer,
      });
      assert.equal(cmd.customer?.customerId, 'c-1');
      assert.equal(cmd.customer?.ruc, null);
    });
    it('with other providers only customerId is required', () => {
      assert.deepEqual(Object.keys(fieldsOf({ ...base, customer: { name: 'Ana' } })), [
        'customer.customerId',
      ]);
      assert.equal(validateCreate({ ...base, customer: { customerId: 'c-2' } }).customer?.name, null);
    });
    it('customer_id is the alternative form', () => {
      const cmd = validateCreate({ ...base, customerId: 'c-3' });
      assert.equal(cmd.customer, null);
      assert.equal(cmd.customerExternalId, 'c-3');
    });
    it('customer and a different customer_id conflict', () => {
      assert.ok(fieldsOf({ ...base, customer: { customerId: 'a' }, customerId: 'b' })['customer_id']);
    });
  });

  describe('metadata and card_id', () => {
    it('keeps the metadata text as sent', () => {
      const json = '{"b":1,"a":{"z":[1,2]}}';
      assert.equal(validateCreate({ ...base, metadataJson: json }).metadataJson, json);
    });
    it('rejects non-objects', () => {
      for (const json of ['[1]', '"x"', '3', '{'])
        assert.ok(fieldsOf({ ...base, metadataJson: json })['metadata']);
    });
    it('card_id spares provider_a its target_origin', () => {
      const cmd = validateCreate({ ...base, provider: 'provider_a', cardId: 'card_1' });
      assert.equal(cmd.cardId, 'card_1');
      assert.deepEqual(cmd.targetOrigins, []);
    });
  });
});
