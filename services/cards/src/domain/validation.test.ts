import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { validateCreate } from './validation.ts';

const ORIGIN = 'https://shop.example.com';

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return (err.details as { fields: Record<string, string[]> }).fields;
  }
  assert.fail('expected VALIDATION_FAILED');
}

describe('validateCreate', () => {
  it('takes the customer from customer_id or from customer.customerId (both forms of spec 4.2)', () => {
    const direct = validateCreate({ provider: 'provider_a', customerId: 'c-1', targetOrigins: [ORIGIN] });
    assert.equal(direct.customerExternalId, 'c-1');
    assert.deepEqual(direct.fields, { name: null, lastname: null, email: null, phone: null });
    const nested = validateCreate({
      provider: 'provider_a',
      customer: { customerId: 'c-2', name: 'Ana', email: ' ' },
      targetOrigins: [ORIGIN, ORIGIN],
      returnUrl: 'miapp://cards',
    });
    assert.equal(nested.customerExternalId, 'c-2');
    assert.equal(nested.fields.name, 'Ana');
    assert.equal(nested.fields.email, null, 'a blank field counts as absent');
    assert.deepEqual(nested.targetOrigins, [ORIGIN]);
    assert.equal(nested.returnUrl, 'miapp://cards');
  });

  it('reports every problem at once', () => {
    const fields = fieldsOf(() =>
      validateCreate({
        provider: 'provider_b',
        customerId: 'a',
        customer: { customerId: 'b' },
        targetOrigins: ['https://shop.example.com/', '*'],
        returnUrl: 'javascript:alert(1)',
      }),
    );
    assert.deepEqual(Object.keys(fields).sort(), ['customer_id', 'provider', 'return_url', 'target_origin']);
    assert.equal(fields['target_origin']?.length, 2);
  });

  it('requires a customer and at least one origin', () => {
    const fields = fieldsOf(() => validateCreate({ provider: 'provider_a', targetOrigins: [] }));
    assert.deepEqual(Object.keys(fields).sort(), ['customer_id', 'target_origin']);
  });
});
