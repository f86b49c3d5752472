import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { createPaymentBody, listPaymentsQuery } from '../schemas/payments.ts';
import { parseWith, strictInput } from './validate.ts';

function fieldsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return err.details?.['fields'] as Record<string, string[]>;
  }
  assert.fail('expected a validation error');
}

const valid = { provider: 'transferencia', amount: 150000, currency: 'PYG', reference: 'order-1' };

test('a valid payment body passes', () => {
  assert.deepEqual(parseWith(createPaymentBody, valid), valid);
});

test('each shape violation names its field', () => {
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, currency: undefined }))['currency']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, currency: 'USD' }))['currency']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, amount: 0 }))['amount']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, amount: 10.5 }))['amount']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, amount: '150000' }))['amount']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, provider: 'paypal' }))['provider']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, reference: '' }))['reference']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, expires_in: 59 }))['expires_in']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, expires_in: 86401 }))['expires_in']);
  assert.ok(
    fieldsOf(() => parseWith(createPaymentBody, { ...valid, customer: { name: 5 } }))['customer.name'],
  );
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, metadata: [1] }))['metadata']);
});

test('list filters: empty values are ignored, per_page is bounded', () => {
  const empty = parseWith(listPaymentsQuery, { status: '', provider: '' });
  assert.equal(empty.status, undefined);
  assert.equal(empty.provider, undefined);
  assert.ok(fieldsOf(() => parseWith(listPaymentsQuery, { per_page: '101' }))['per_page']);
  assert.ok(fieldsOf(() => parseWith(listPaymentsQuery, { per_page: '0' }))['per_page']);
  assert.ok(fieldsOf(() => parseWith(listPaymentsQuery, { per_page: 'ten' }))['per_page']);
  assert.ok(fieldsOf(() => parseWith(listPaymentsQuery, { status: 'paid' }))['status']);
  assert.equal(parseWith(listPaymentsQuery, { per_page: '2' }).per_page, 2);
});

test('unknown fields are named one by one, nested ones by their path', () => {
  const fields = fieldsOf(() =>
    parseWith(strictInput(createPaymentBody), {
      ...valid,
      expire_in: 60,
      customer: { customerId: 'c1', nickname: 'x' },
    }),
  );
  assert.deepEqual(fields['expire_in'], ['is not a recognized field']);
  assert.deepEqual(fields['customer.nickname'], ['is not a recognized field']);
  assert.ok(fieldsOf(() => parseWith(strictInput(listPaymentsQuery), { statuss: 'pending' }))['statuss']);
});

test('metadata is passed on as parsed, __proto__ key included, within its depth and size limits', () => {
  const metadata = JSON.parse('{"__proto__":{"a":1},"order":"42"}') as Record<string, unknown>;
  const parsed = parseWith(createPaymentBody, { ...valid, metadata });
  assert.equal(JSON.stringify(parsed.metadata), '{"__proto__":{"a":1},"order":"42"}');
  let deep: unknown = {};
  for (let i = 0; i < 10_000; i++) deep = { d: deep };
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, metadata: deep }))['metadata']);
  const big = { blob: 'x'.repeat(20_000) };
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, metadata: big }))['metadata']);
  assert.ok(fieldsOf(() => parseWith(createPaymentBody, { ...valid, metadata: 'text' }))['metadata']);
});

test('unknown fields named like Object.prototype members are reported as themselves', () => {
  const body = JSON.parse(
    '{"provider":"transferencia","amount":1,"currency":"PYG","reference":"r","__proto__":{"x":1},"constructor":1,"toString":"x"}',
  );
  const fields = fieldsOf(() => parseWith(strictInput(createPaymentBody), body));
  assert.deepEqual(Object.keys(fields).sort(), ['__proto__', 'constructor', 'toString']);
  assert.equal(JSON.stringify(fields['__proto__']), '["is not a recognized field"]');
  const query = fieldsOf(() => parseWith(strictInput(listPaymentsQuery), JSON.parse('{"__proto__":"1"}')));
  assert.deepEqual(Object.keys(query), ['__proto__']);
});
