import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { parseBankSettings } from './bank-accounts.ts';

const account = {
  bank_name: 'Banco Itaú',
  account_type: 'cuenta corriente',
  account_number: '700123456',
  holder_name: 'Acme SA',
  holder_ruc: '80012345-6',
};

function fieldsOf(input: unknown): Record<string, string[]> {
  try {
    parseBankSettings(input);
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'VALIDATION_FAILED');
    return err.details?.['fields'] as Record<string, string[]>;
  }
  assert.fail('expected a validation error');
}

describe('bank settings', () => {
  it('accept well-formed accounts, trimmed, with instructions optional', () => {
    const parsed = parseBankSettings({ bank_accounts: [{ ...account, holder_name: '  Acme SA ' }] });
    assert.deepEqual(parsed, { bankAccounts: [account], instructions: '' });
    const withText = parseBankSettings({
      bank_accounts: [account, account],
      instructions: 'Send the receipt.',
    });
    assert.equal(withText.bankAccounts.length, 2);
    assert.equal(withText.instructions, 'Send the receipt.');
  });

  it('accept an empty list (no transfer accounts)', () => {
    assert.deepEqual(parseBankSettings({ bank_accounts: [], instructions: '' }).bankAccounts, []);
  });

  it('name every bad field by its path', () => {
    const fields = fieldsOf({
      bank_accounts: [account, { ...account, bank_name: ' ', holder_ruc: '123', account_number: undefined }],
      instructions: 7,
    });
    assert.deepEqual(Object.keys(fields).sort(), [
      'bank_accounts.1.account_number',
      'bank_accounts.1.bank_name',
      'bank_accounts.1.holder_ruc',
      'instructions',
    ]);
    assert.deepEqual(fields['bank_accounts.1.bank_name'], ['is required']);
  });

  it('reject a body without a list, too many accounts and overlong text', () => {
    assert.deepEqual(Object.keys(fieldsOf({})), ['bank_accounts']);
    assert.deepEqual(Object.keys(fieldsOf('nope')), ['body']);
    assert.deepEqual(Object.keys(fieldsOf({ bank_accounts: Array(21).fill(account) })), ['bank_accounts']);
    assert.deepEqual(Object.keys(fieldsOf({ bank_accounts: [account], instructions: 'x'.repeat(2001) })), [
      'instructions',
    ]);
  });
});
