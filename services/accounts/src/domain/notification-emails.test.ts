import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { checkNotificationEmails } from './notification-emails.ts';

test('addresses are trimmed, lower-cased and kept once; an empty list turns e-mails off', () => {
  assert.deepEqual(checkNotificationEmails([' Ops@Tienda.com.py ', 'ops@tienda.com.py', 'b@x.io']), [
    'ops@tienda.com.py',
    'b@x.io',
  ]);
  assert.deepEqual(checkNotificationEmails([]), []);
});

test('a malformed address, a header injection or too many addresses is a validation error', () => {
  for (const list of [['not-an-address'], ['a@b'], ['a@b.com\r\nBcc: x@y.com'], ['a b@c.com']]) {
    assert.throws(
      () => checkNotificationEmails(list),
      (err: unknown) => err instanceof AppError && err.code === 'VALIDATION_FAILED',
      JSON.stringify(list),
    );
  }
  const eleven = Array.from({ length: 11 }, (_, i) => `ops${i}@tienda.com`);
  assert.throws(
    () => checkNotificationEmails(eleven),
    (err: unknown) => err instanceof AppError && JSON.stringify(err.details).includes('at most 10 addresses'),
  );
});
