import { validationError } from '@gateway/shared/errors.ts';
import { PROVIDER } from './card.ts';
import { isAbsoluteOrigin, isReturnUrl } from '@gateway/shared/urls.ts';

export interface CustomerInput {
  customerId?: string | undefined;
  name?: string | undefined;
  lastname?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

export interface CreateCardInput {
  provider: string;
  customerId?: string | undefined;
  customer?: CustomerInput | undefined;
  targetOrigins: string[];
  returnUrl?: string | undefined;
}

export interface CustomerFields {
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

export interface CreateCardCommand {
  customerExternalId: string;
  fields: CustomerFields;
  targetOrigins: string[];
  returnUrl: string | null;
}

const MAX_TEXT = 255;

const present = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value;

/** Every rule of spec 4.2 that needs neither the database nor the provider; all problems at once. */
export function validateCreate(input: CreateCardInput): CreateCardCommand {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };

  if (present(input.provider) === null) add('provider', 'is required');
  else if (input.provider !== PROVIDER)
    add('provider', 'must be provider_a (the only provider with saved cards)');

  // Both forms of spec 4.2: customer_id (external id) or customer.customerId.
  const direct = present(input.customerId);
  const nested = present(input.customer?.customerId);
  if (direct === null && nested === null) add('customer_id', 'is required (or customer.customerId)');
  if (direct !== null && nested !== null && direct !== nested) {
    add('customer_id', 'must match customer.customerId when both are sent');
  }
  const externalId = direct ?? nested ?? '';
  if (externalId.length > MAX_TEXT) add('customer_id', `must be at most ${MAX_TEXT} characters`);

  const fields: CustomerFields = { name: null, lastname: null, email: null, phone: null };
  for (const name of ['name', 'lastname', 'email', 'phone'] as const) {
    const value = present(input.customer?.[name]);
    if (value !== null && value.length > MAX_TEXT)
      add(`customer.${name}`, `must be at most ${MAX_TEXT} characters`);
    fields[name] = value;
  }

  if (input.targetOrigins.length === 0) add('target_origin', 'is required');
  for (const origin of input.targetOrigins) {
    if (!isAbsoluteOrigin(origin)) {
      add(
        'target_origin',
        `${JSON.stringify(origin)} must be an absolute origin such as https://shop.example.com (no path, trailing slash or wildcard)`,
      );
    }
  }

  const returnUrl = present(input.returnUrl);
  if (returnUrl !== null && !isReturnUrl(returnUrl)) {
    add('return_url', 'must be an http, https or app-scheme URL such as myapp://done');
  }

  if (Object.keys(problems).length > 0) throw validationError(problems);
  return {
    customerExternalId: externalId,
    fields,
    targetOrigins: [...new Set(input.targetOrigins)],
    returnUrl,
  };
}
