import { validationError } from '@gateway/shared/errors.ts';
import { ENVIRONMENTS, type Environment, type Scope } from './receipt.ts';

/** Rejects a request without a usable tenant scope before it can touch any row. */
export function parseScope(raw: { tenantId: string; environment: string } | undefined): Scope {
  const fields: Record<string, string[]> = {};
  if (!raw?.tenantId) fields['scope.tenant_id'] = ['is required'];
  if (!ENVIRONMENTS.includes(raw?.environment as Environment))
    fields['scope.environment'] = ['must be test or live'];
  if (!raw || Object.keys(fields).length > 0) throw validationError(fields);
  return { tenantId: raw.tenantId, environment: raw.environment as Environment };
}
