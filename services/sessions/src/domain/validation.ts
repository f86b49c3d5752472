import { validationError } from '@gateway/shared/errors.ts';
import { CURRENCY, isMethod, type LineItem, type Method, METHODS, type SessionCustomer } from './session.ts';

export const MIN_EXPIRES_IN = 60;
export const MAX_EXPIRES_IN = 86_400;
export const DEFAULT_EXPIRES_IN = 3600;
const MAX_TEXT = 255;
const MAX_URL = 2048;
const MAX_DESCRIPTION = 500;
const MAX_LINE_ITEMS = 100;
const MAX_METADATA_BYTES = 65_536;
const CUSTOMER_FIELDS = ['customerId', 'name', 'lastname', 'email', 'phone'] as const;

export interface CreateSessionInput {
  reference: string;
  amount: bigint;
  currency: string;
  successUrl: string;
  cancelUrl?: string | undefined;
  /** undefined: every provider enabled for the tenant. */
  methods?: string[] | undefined;
  expiresIn?: number | undefined;
  description?: string | undefined;
  lineItems: { name: string; quantity: bigint | number; unitAmount: bigint | number }[];
  metadataJson?: string | undefined;
  customer?: Partial<Record<(typeof CUSTOMER_FIELDS)[number] | 'ruc', string | undefined>> | undefined;
}

export interface CreateSessionCommand {
  reference: string;
  amount: bigint;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  methods: Method[] | null;
  expiresIn: number;
  description: string;
  lineItems: LineItem[];
  metadata: Record<string, unknown> | null;
  customer: SessionCustomer | null;
  /** Customer fields that are missing, checked once the possible methods are known. */
  customerMissing: string[];
}

type Problems = Record<string, string[]>;

function add(problems: Problems, field: string, message: string): void {
  problems[field] = [...(problems[field] ?? []), message];
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** http(s) only: the buyer's browser is sent there from our page. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every rule that needs neither the tenant's settings nor the database; all problems at once. */
export function validateCreate(input: CreateSessionInput): CreateSessionCommand {
  const problems: Problems = {};

  if (!present(input.reference)) add(problems, 'reference', 'is required');
  else if ([...input.reference].length > MAX_TEXT)
    add(problems, 'reference', `must be at most ${MAX_TEXT} characters`);

  if (input.amount <= 0n) add(problems, 'amount', 'must be a positive integer');
  else if (input.amount > BigInt(Number.MAX_SAFE_INTEGER)) add(problems, 'amount', 'is too large');

  if (!present(input.currency)) add(problems, 'currency', 'is required');
  else if (input.currency !== CURRENCY) add(problems, 'currency', 'must be PYG');

  if (!present(input.successUrl)) add(problems, 'success_url', 'is required');
  else if (input.successUrl.length > MAX_URL || !isWebUrl(input.successUrl)) {
    add(problems, 'success_url', 'must be an http or https URL');
  }
  const cancelUrl = present(input.cancelUrl) ? input.cancelUrl : null;
  if (cancelUrl !== null && (cancelUrl.length > MAX_URL || !isWebUrl(cancelUrl))) {
    add(problems, 'cancel_url', 'must be an http or https URL');
  }

  let methods: Method[] | null = null;
  if (input.methods !== undefined) {
    const unknown = input.methods.filter((m) => !isMethod(m));
    if (unknown.length > 0) add(problems, 'methods', `each must be one of ${METHODS.join(', ')}`);
    // Canonical order, no duplicates: the page lists them the same way every time.
    methods = METHODS.filter((m) => input.methods?.includes(m));
  }

  let expiresIn = DEFAULT_EXPIRES_IN;
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

  const description = input.description ?? '';
  if ([...description].length > MAX_DESCRIPTION) {
    add(problems, 'description', `must be at most ${MAX_DESCRIPTION} characters`);
  }

  if (input.lineItems.length > MAX_LINE_ITEMS) add(problems, 'line_items', `at most ${MAX_LINE_ITEMS} items`);
  const lineItems: LineItem[] = input.lineItems.map((item, i) => {
    const quantity = Number(item.quantity);
    const unitAmount = Number(item.unitAmount);
    if (!present(item.name)) add(problems, `line_items.${i}.name`, 'is required');
    else if ([...item.name].length > MAX_TEXT)
      add(problems, `line_items.${i}.name`, `must be at most ${MAX_TEXT} characters`);
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      add(problems, `line_items.${i}.quantity`, 'must be a positive integer');
    }
    if (!Number.isSafeInteger(unitAmount) || unitAmount < 0) {
      add(problems, `line_items.${i}.unit_amount`, 'must be a non-negative integer');
    }
    return { name: item.name, quantity, unit_amount: unitAmount };
  });

  const metadata = parseMetadata(input.metadataJson, problems);

  let customer: SessionCustomer | null = null;
  const customerMissing: string[] = [];
  if (input.customer) {
    for (const field of CUSTOMER_FIELDS) if (!present(input.customer[field])) customerMissing.push(field);
    for (const [field, value] of Object.entries(input.customer)) {
      if (value !== undefined && [...value].length > MAX_TEXT) {
        add(problems, `customer.${field}`, `must be at most ${MAX_TEXT} characters`);
      }
    }
    // Without an id the customer cannot be filed anywhere; the other fields only matter to provider_a.
    if (!present(input.customer.customerId)) add(problems, 'customer.customerId', 'is required');
    else {
      customer = { customerId: input.customer.customerId };
      for (const field of ['name', 'lastname', 'email', 'phone', 'ruc'] as const) {
        const value = input.customer[field];
        if (present(value)) customer[field] = value;
      }
    }
  }

  if (Object.keys(problems).length > 0) throw validationError(problems);
  return {
    reference: input.reference,
    amount: input.amount,
    currency: input.currency,
    successUrl: input.successUrl,
    cancelUrl: cancelUrl ?? input.successUrl,
    methods,
    expiresIn,
    description,
    lineItems,
    metadata,
    customer,
    customerMissing,
  };
}

function parseMetadata(json: string | undefined, problems: Problems): Record<string, unknown> | null {
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
  return parsed as Record<string, unknown>;
}

/**
 * The methods the buyer may use: those asked for (or all) that the tenant has enabled. The
 * customer rule applies once provider_a is among them (spec 4.4).
 */
export function possibleMethods(command: CreateSessionCommand, enabled: readonly string[]): Method[] {
  const wanted = command.methods ?? [...METHODS];
  const methods = wanted.filter((m) => enabled.includes(m));
  if (methods.length === 0) {
    throw validationError({
      methods: [
        command.methods === null
          ? 'no payment method is enabled for this account'
          : 'none of these methods is enabled for this account',
      ],
    });
  }
  if (methods.includes('provider_a') && command.customerMissing.length > 0) {
    const fields: Problems = {};
    for (const field of command.customerMissing)
      fields[`customer.${field}`] = ['is required when provider_a is a possible method'];
    throw validationError(fields);
  }
  return methods;
}
