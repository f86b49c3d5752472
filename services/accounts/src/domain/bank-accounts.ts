import { validationError } from '@gateway/shared/errors.ts';
import { z } from 'zod';
import type { BankSettings } from './types.ts';

const MAX_ACCOUNTS = 20;

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required', abort: true })
    .max(max, `at most ${max} characters`);

const bankAccountSchema = z.object({
  bank_name: text(100),
  account_type: text(50),
  account_number: text(40).regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, 'only letters, digits, spaces and dashes'),
  holder_name: text(150),
  // Paraguayan RUC: the base number, a dash and the check digit (e.g. 80012345-6).
  holder_ruc: text(20).regex(/^\d{1,10}-\d$/, 'must be a RUC like 80012345-6'),
});

const bankSettingsSchema = z.object({
  bank_accounts: z
    .array(bankAccountSchema, { error: 'must be a list' })
    .max(MAX_ACCOUNTS, `at most ${MAX_ACCOUNTS} accounts`),
  instructions: z.string({ error: 'must be text' }).trim().max(2000, 'at most 2000 characters').default(''),
});

/**
 * Checks bank transfer settings from any source (gRPC, the operator CLI's file); every problem is
 * reported under its field path, e.g. `bank_accounts.0.holder_ruc`.
 */
export function parseBankSettings(input: unknown): BankSettings {
  const parsed = bankSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'body';
      fields[path] = [...(fields[path] ?? []), issue.message];
    }
    throw validationError(fields, 'The bank accounts are invalid.');
  }
  return { bankAccounts: parsed.data.bank_accounts, instructions: parsed.data.instructions };
}
