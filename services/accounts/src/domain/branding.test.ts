import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { applyBranding } from './branding.ts';

const none = { tradeName: null, logoUrl: null, primaryColor: null };

test('sets the given fields, keeps the others, and an empty value clears one', () => {
  const set = applyBranding(none, { tradeName: ' Tienda Sol ', primaryColor: '#AA3300' });
  assert.deepEqual(set, { tradeName: 'Tienda Sol', logoUrl: null, primaryColor: '#aa3300' });
  const logo = applyBranding(set, { logoUrl: 'https://cdn.example.com/logo.png' });
  assert.equal(logo.tradeName, 'Tienda Sol');
  assert.equal(logo.logoUrl, 'https://cdn.example.com/logo.png');
  assert.equal(applyBranding(logo, { tradeName: '' }).tradeName, null);
});

test('a colour that is not hex or a logo that is not https is refused, naming the field', () => {
  assert.throws(
    () => applyBranding(none, { primaryColor: 'red', logoUrl: 'http://x.example/l.png' }),
    (err: unknown) =>
      err instanceof AppError &&
      err.code === 'VALIDATION_FAILED' &&
      JSON.stringify(err.details).includes('color') &&
      JSON.stringify(err.details).includes('logo_url'),
  );
});
