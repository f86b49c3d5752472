import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { assertQueryEncoding, decodeUtf8Body, textProblems } from './text.ts';

test('NUL and unpaired surrogates are named by path, in values and in keys', () => {
  const problems = textProblems({
    reference: 'X\ud800',
    ok: 'emoji 😀 and ñ',
    customer: { name: 'a\u0000b' },
    metadata: { list: ['fine', '\udfff'], 'k\u0000': 1 },
  });
  assert.deepEqual(Object.keys(problems).sort(), [
    'customer.name',
    'metadata.k\u0000',
    'metadata.list.1',
    'reference',
  ]);
  assert.match(problems['metadata.k\u0000']?.[0] ?? '', /^key /);
});

test('a body nested thousands deep is walked without overflowing the stack', () => {
  let deep: unknown = 'x\u0000';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.equal(Object.keys(textProblems({ deep })).length, 1);
});

test('a query component that is not percent-encoded UTF-8 is named', () => {
  assert.doesNotThrow(() => assertQueryEncoding('/v1/payments?reference=%C3%B1+x&status='));
  assert.throws(
    () => assertQueryEncoding('/v1/payments?reference=X%FF'),
    (err: unknown) =>
      err instanceof AppError &&
      err.code === 'VALIDATION_FAILED' &&
      Object.keys(err.details?.['fields'] as object).includes('reference'),
  );
});

test('a body that is not UTF-8 is refused, not repaired into U+FFFD', () => {
  assert.equal(decodeUtf8Body(Buffer.from('{"a":"ñ"}')), '{"a":"ñ"}');
  assert.throws(
    () => decodeUtf8Body(Buffer.from([0x7b, 0x22, 0x58, 0xff, 0x22, 0x7d])),
    (err: unknown) => err instanceof AppError && err.code === 'MALFORMED_REQUEST',
  );
});
