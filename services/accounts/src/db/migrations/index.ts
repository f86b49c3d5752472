import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createAccounts } from './2026-11-21-0001-create-accounts.ts';
import { addApiKeyLastUsed } from './2026-11-25-0001-api-key-last-used.ts';
import { createLogos } from './2026-11-25-0002-logos.ts';

export const SCHEMA = 'accounts';

export const migrations: Migrations = {
  '2026-11-21-0001-create-accounts': createAccounts,
  '2026-11-25-0001-api-key-last-used': addApiKeyLastUsed,
  '2026-11-25-0002-logos': createLogos,
};
