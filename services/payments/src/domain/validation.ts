import { validationError } from '@gateway/shared/errors.ts';
import { CURRENCY, isProvider, type Provider } from './payment.ts';
import { isAbsoluteOrigin, isReturnUrl } from '@gateway/shared/urls.ts';

/** A create request as the edge maps it (proto field presence kept as undefined). */
export interface CreatePaymentInput {
  provider: string;
  amount: bigint;
  currency: string;
  reference: string;
  targetOrigins: string[];
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  expiresIn?: number | undefined;
  customer?: CustomerInput | undefined;
  customerId?: string | undefined;
  metadataJson?: string | undefined;
  cardId?: string | undefined;
  checkoutSessionId?: string | undefined;
}

export interface CustomerInput {
  customerId?: string | undefined;
  name?: string | undefined;
  lastname?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  ruc?: string | undefined;
}

export interface CustomerFields {
  customerId: string;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  ruc: string | null;
}

/** A request that passed every rule that does not need the tenant's settings or the database. */
export interface CreateCommand {
  provider: Provider;
  amount: bigint;
  currency: string;
  reference: string;
  targetOrigins: string[];
  returnUrl: string | null;
  cancelUrl: string | null;
  expiresIn: number | null;
  customer: CustomerFields | null;
  customerExternalId: string | null;
  metadataJson: string | null;
  cardId: string | null;
  checkoutSessionId: string | null;
}

export const MIN_EXPIRES_IN = 60;
export const MAX_EXPIRES_IN = 86_400;
export const MAX_REFERENCE_LENGTH = 255;
export const MAX_TEXT_LENGTH = 255;
export const MAX_METADATA_BYTES = 65_536;

// Spec 8: both card iframes default to an hour; a transfer never expires unless asked to.
export const DEFAULT_EXPIRES_IN: Readonly<Record<Provider, number | null>> = {
  provider_a: 3600,
  provider_b: 3600,
  transferencia: null,
};

const CUSTOMER_FIELDS = ['customerId', 'name', 'lastname', 'email', 'phone'] as const;

type Problems = Record<string, string[]>;

function add(problems: Problems, field: string, message: string): void {
  const list = problems[field] ?? [];
  list.push(message);
  problems[field] = list;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Every rule of the spec 4.1 table that depends on the request alone; all problems at once. */
export function validateCreate(input: CreatePaymentInput): CreateCommand {
  const problems: Problems = {};

  const provider = isProvider(input.provider) ? input.provider : null;
  if (!present(input.provider)) add(problems, 'provider', 'is required');
  else if (!provider) add(problems, 'provider', 'must be one of provider_a, provider_b, transferencia');

  if (input.amount <= 0n) add(problems, 'amount', 'must be a positive integer');
  else if (input.amount > BigInt(Number.MAX_SAFE_INTEGER)) add(problems, 'amount', 'is too large');

  if (!present(input.currency)) add(problems, 'currency', 'is required');
  else if (input.currency !== CURRENCY) add(problems, 'currency', 'must be PYG');

  if (!present(input.reference)) add(problems, 'reference', 'is required');
  else if ([...input.reference].length > MAX_REFERENCE_LENGTH) {
    add(problems, 'reference', `must be at most ${MAX_REFERENCE_LENGTH} characters`);
  }

  // The card_id rules wait for the idempotency check (chargeSavedCard): a reference reused with
  // another card_id is REFERENCE_ALREADY_USED first (spec 4.6).
  const cardId = input.cardId === undefined || input.cardId === '' ? null : input.cardId;

  const targetOrigins = input.targetOrigins;
  if (provider === 'provider_a' && cardId === null && targetOrigins.length === 0) {
    add(problems, 'target_origin', 'is required for provider_a without card_id');
  }
  for (const origin of targetOrigins) {
    if (!isAbsoluteOrigin(origin)) {
      add(
        problems,
        'target_origin',
        `${JSON.stringify(origin)} must be an absolute origin such as https://shop.example.com (no path, trailing slash or wildcard)`,
      );
    }
  }

  const returnUrl = emptyToNull(input.returnUrl);
  if (returnUrl !== null && !isReturnUrl(returnUrl)) {
    add(problems, 'return_url', 'must be an http, https or app-scheme URL such as myapp://done');
  }
  const explicitCancelUrl = emptyToNull(input.cancelUrl);
  if (explicitCancelUrl !== null && !isReturnUrl(explicitCancelUrl)) {
    add(problems, 'cancel_url', 'must be an http, https or app-scheme URL such as myapp://done');
  }

  let expiresIn: number | null = provider ? DEFAULT_EXPIRES_IN[provider] : null;
  if (input.expiresIn !== undefined) {
    if (
      !Number.isInteger(input.expiresIn) ||
      input.expiresIn < MIN_EXPIRES_IN ||
      input.expiresIn > MAX_EXPIRES_IN
    ) {
      add(
        problems,
        'expires_in',
        `must be an integer between ${MIN_EXPIRES_IN} and ${MAX_EXPIRES_IN} seconds`,
      );
    } else {
      expiresIn = input.expiresIn;
    }
  }

  const customer = input.customer ? validateCustomer(input.customer, provider, problems) : null;
  const customerExternalId = emptyToNull(input.customerId);
  if (customer && customerExternalId !== null && customer.customerId !== customerExternalId) {
    add(problems, 'customer_id', 'must match customer.customerId when both are sent');
  }

  const metadataJson = validateMetadata(input.metadataJson, problems);

  if (Object.keys(problems).length > 0 || !provider) throw validationError(problems);
  return {
    provider,
    amount: input.amount,
    currency: input.currency,
    reference: input.reference,
    targetOrigins: [...targetOrigins],
    returnUrl,
    cancelUrl: explicitCancelUrl ?? returnUrl,
    expiresIn,
    customer,
    customerExternalId: customer ? null : customerExternalId,
    metadataJson,
    cardId,
    checkoutSessionId: emptyToNull(input.checkoutSessionId),
  };
}

// All or nothing (spec 4.1): provider_a needs the five fields to open a session for the buyer;
// elsewhere only the id is needed to file the customer.
function validateCustomer(
  input: CustomerInput,
  provider: Provider | null,
  problems: Problems,
): CustomerFields | null {
  const required = provider === 'provider_a' ? CUSTOMER_FIELDS : (['customerId'] as const);
  let ok = true;
  for (const field of required) {
    if (!present(input[field])) {
      ok = false;
      add(
        problems,
        `customer.${field}`,
        provider === 'provider_a' ? 'is required with provider_a' : 'is required',
      );
    }
  }
  for (const field of [...CUSTOMER_FIELDS, 'ruc'] as const) {
    const value = input[field];
    if (value !== undefined && [...value].length > MAX_TEXT_LENGTH) {
      ok = false;
      add(problems, `customer.${field}`, `must be at most ${MAX_TEXT_LENGTH} characters`);
    }
  }
  if (!ok || !present(input.customerId)) return null;
  return {
    customerId: input.customerId,
    name: emptyToNull(input.name),
    lastname: emptyToNull(input.lastname),
    email: emptyToNull(input.email),
    phone: emptyToNull(input.phone),
    ruc: emptyToNull(input.ruc),
  };
}

function validateMetadata(json: string | undefined, problems: Problems): string | null {
  if (json === undefined || json === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    add(problems, 'metadata', 'must be a JSON object');
    return null;
  }
  if (parsed === null) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    add(problems, 'metadata', 'must be a JSON object');
    return null;
  }
  if (Buffer.byteLength(json, 'utf8') > MAX_METADATA_BYTES) {
    add(problems, 'metadata', `must be at most ${MAX_METADATA_BYTES} bytes`);
    return null;
  }
  return json;
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}
