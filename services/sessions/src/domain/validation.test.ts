import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { type CreateSessionInput, possibleMethods, validateCreate } from './validation.ts';

const input = (extra: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  reference: 'order-1',
  amount: 150000n,
  currency: 'PYG',
  successUrl: 'https://shop.example.com/ok',
  lineItems: [],
  ...extra,
});

function fieldsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return Object.keys((err.details?.['fields'] as Record<string, string[]>) ?? {}).sort();
  }
  assert.fail('expected a validation error');
}

test('defaults: an hour, cancel_url is success_url, every method', () => {
  const command = validateCreate(input());
  assert.equal(command.expiresIn, 3600);
  assert.equal(command.cancelUrl, 'https://shop.example.com/ok');
  assert.equal(command.methods, null);
});

test('expires_in is 60 to 86400 seconds', () => {
  assert.deepEqual(
    fieldsOf(() => validateCreate(input({ expiresIn: 59 }))),
    ['expires_in'],
  );
  assert.deepEqual(
    fieldsOf(() => validateCreate(input({ expiresIn: 86_401 }))),
    ['expires_in'],
  );
  assert.equal(validateCreate(input({ expiresIn: 60 })).expiresIn, 60);
  assert.equal(validateCreate(input({ expiresIn: 86_400 })).expiresIn, 86_400);
});

test('every problem at once', () => {
  assert.deepEqual(
    fieldsOf(() =>
      validateCreate(
        input({
          reference: '',
          amount: 0n,
          currency: 'USD',
          successUrl: 'javascript:alert(1)',
          cancelUrl: 'not a url',
          methods: ['cash'],
          metadataJson: '[1]',
          lineItems: [{ name: '', quantity: 0, unitAmount: -1 }],
        }),
      ),
    ),
    [
      'amount',
      'cancel_url',
      'currency',
      'line_items.0.name',
      'line_items.0.quantity',
      'line_items.0.unit_amount',
      'metadata',
      'methods',
      'reference',
      'success_url',
    ],
  );
});

test('methods keep the canonical order and meet the enabled providers; nothing left is refused', () => {
  const all = ['provider_a', 'provider_b', 'transferencia'];
  const command = validateCreate(input({ methods: ['transferencia', 'provider_b', 'transferencia'] }));
  assert.deepEqual(command.methods, ['provider_b', 'transferencia']);
  assert.deepEqual(possibleMethods(command, all), ['provider_b', 'transferencia']);
  assert.deepEqual(possibleMethods(command, ['transferencia']), ['transferencia']);
  assert.deepEqual(
    fieldsOf(() => possibleMethods(command, ['provider_a'])),
    ['methods'],
  );
  assert.deepEqual(
    fieldsOf(() => possibleMethods(validateCreate(input({ methods: [] })), all)),
    ['methods'],
  );
  assert.deepEqual(possibleMethods(validateCreate(input()), ['provider_b']), ['provider_b']);
});

test('a customer needs all five fields only when provider_a is possible', () => {
  const partial = validateCreate(input({ customer: { customerId: 'c-1', name: 'Ana' } }));
  assert.deepEqual(
    fieldsOf(() => possibleMethods(partial, ['provider_a', 'transferencia'])),
    ['customer.email', 'customer.lastname', 'customer.phone'],
  );
  assert.deepEqual(possibleMethods(partial, ['provider_b', 'transferencia']), [
    'provider_b',
    'transferencia',
  ]);
  assert.deepEqual(
    fieldsOf(() => validateCreate(input({ customer: { name: 'Ana' } }))),
    ['customer.customerId'],
  );
});
