import { validationError } from '@gateway/shared/errors.ts';
import { type LastSeenFields, PROVIDERS, type Provider, SOURCES, type Source } from './customer.ts';

// The spec leaves text sizes open; a bound keeps one caller from storing megabytes per row.
export const MAX_TEXT_LENGTH = 255;

const TOO_LONG = `must be at most ${MAX_TEXT_LENGTH} characters`;

const FIELD_NAMES: readonly (keyof LastSeenFields)[] = ['name', 'lastname', 'email', 'phone', 'ruc'];

/** What a payment or card sends about its customer; optional fields may be absent. */
export type UpsertRequest = {
  externalId: string;
  source: string;
  provider?: string | undefined;
} & { [K in keyof LastSeenFields]?: string | undefined };

/**
 * One upsert, decided: `null` in `provider` or `fields` means "keep what is stored", so a
 * request that omits a field never erases it (spec 2.4, rule 2). On a new customer the same
 * plan yields exactly the supplied fields (rule 1).
 */
export interface CustomerUpsert {
  externalId: string;
  seenAt: Date;
  source: Source;
  provider: Provider | null;
  fields: LastSeenFields;
}

export function planUpsert(request: UpsertRequest, now: Date): CustomerUpsert {
  const problems: Record<string, string[]> = {};
  if (request.externalId.trim() === '') problems['external_id'] = ['is required'];
  else if (request.externalId.length > MAX_TEXT_LENGTH) problems['external_id'] = [TOO_LONG];
  if (!SOURCES.includes(request.source as Source)) {
    problems['source'] = [`must be one of ${SOURCES.join(', ')}`];
  }
  const provider = present(request.provider);
  if (provider !== null && !PROVIDERS.includes(provider as Provider)) {
    problems['provider'] = [`must be one of ${PROVIDERS.join(', ')}`];
  }
  const fields = {} as LastSeenFields;
  for (const name of FIELD_NAMES) {
    const value = present(request[name]);
    if (value !== null && value.length > MAX_TEXT_LENGTH) problems[name] = [TOO_LONG];
    fields[name] = value;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return {
    externalId: request.externalId,
    seenAt: now,
    source: request.source as Source,
    provider: recordedProvider(provider as Provider | null),
    fields,
  };
}

/**
 * Spec 2.4 gives last_seen_provider only `provider_a` and `transferencia`: a `provider_b` sighting
 * updates the other fields and keeps the provider last recorded.
 */
function recordedProvider(provider: Provider | null): Provider | null {
  return provider === 'provider_b' ? null : provider;
}

// A blank string carries no information about the customer, so it counts as absent.
function present(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}
