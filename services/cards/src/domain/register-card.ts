import { AppError } from '@gateway/shared/errors.ts';
import { newId, randomToken } from '@gateway/shared/ids.ts';
import { assertCardProcessingAllowed } from '@gateway/shared/providers/live-processing.ts';
import { type Card, ID_PREFIX, PROVIDER, type Scope } from './card.ts';
import type { CardDeps, KnownCustomer } from './ports.ts';
import { type CreateCardInput, type CustomerFields, validateCreate } from './validation.ts';

export interface StartedRegistration {
  card: Card;
  checkoutUrl: string;
  expiresAt: Date;
}

const REQUIRED = ['name', 'lastname', 'email', 'phone'] as const;

/**
 * POST /v1/cards. The provider creates its customer from name, lastname, email and phone the
 * first time it sees one, so a new customer without them is refused before anything is stored;
 * a known customer's last seen values fill what the request leaves out.
 */
export async function registerCard(
  deps: CardDeps,
  scope: Scope,
  input: CreateCardInput,
): Promise<StartedRegistration> {
  const command = validateCreate(input);
  assertCardProcessingAllowed(scope.environment, deps.liveCardProcessing);
  const known = await deps.customers.findByExternalId(scope, command.customerExternalId);
  const merged = mergeFields(known, command.fields);
  const missing = REQUIRED.filter((field) => merged[field] === null);
  if (missing.length > 0) {
    throw new AppError(
      'PROVIDER_ERROR',
      'The provider refused the registration: a customer seen for the first time needs name, lastname, email and phone.',
      { missing: missing.map((field) => `customer.${field}`) },
    );
  }
  const customer = await deps.customers.upsert(scope, command.customerExternalId, command.fields);

  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.registrationTtlMs);
  // The provider gets our cust_ id, never the merchant's external id (spec 4.2).
  const created = await deps.processor.createRegistration({
    customer: {
      id: customer.id,
      name: customer.name ?? merged.name ?? '',
      lastname: customer.lastname ?? merged.lastname ?? '',
      email: customer.email ?? merged.email ?? '',
      phone: customer.phone ?? merged.phone ?? '',
    },
    expiresAt,
  });
  const token = randomToken(32);
  const card = await deps.cards.insert({
    id: newId(ID_PREFIX),
    tenantId: scope.tenantId,
    environment: scope.environment,
    customerId: customer.id,
    customerExternalId: customer.externalId,
    provider: PROVIDER,
    status: 'pending',
    brand: null,
    lastFour: null,
    expires: null,
    registeredAt: null,
    createdAt: now,
    registration: {
      registrationId: created.registrationId,
      formPath: created.formPath,
      token,
      expiresAt,
      targetOrigins: command.targetOrigins,
      returnUrl: command.returnUrl,
      attempt: 0,
    },
  });
  return { card, checkoutUrl: `${deps.publicBaseUrl}/v1/card-registrations/${token}`, expiresAt };
}

function mergeFields(known: KnownCustomer | null, fields: CustomerFields): CustomerFields {
  return {
    name: fields.name ?? known?.name ?? null,
    lastname: fields.lastname ?? known?.lastname ?? null,
    email: fields.email ?? known?.email ?? null,
    phone: fields.phone ?? known?.phone ?? null,
  };
}
