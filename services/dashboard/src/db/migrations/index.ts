import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createDashboard } from './2026-11-25-0001-create-dashboard.ts';

export const SCHEMA = 'dashboard';

export const migrations: Migrations = {
  '2026-11-25-0001-create-dashboard': createDashboard,
};
