import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createWebhooks } from './2026-11-23-0001-create-webhooks.ts';
import { deliveriesInOrderPerResource } from './2026-11-25-0001-deliveries-in-order-per-resource.ts';

export const SCHEMA = 'webhooks';

/** Applied in name order; append new dated entries, never edit or reorder old ones. */
export const migrations: Migrations = {
  '2026-11-23-0001-create-webhooks': createWebhooks,
  '2026-11-25-0001-deliveries-in-order-per-resource': deliveriesInOrderPerResource,
};
