import { AppError, validationError } from '@gateway/shared/errors.ts';
import { newId, randomToken } from '@gateway/shared/ids.ts';
import { expireIfDue } from './changes.ts';
import { chargeSavedCard, settledCharge } from './charge-saved-card.ts';
import { isCardProvider, type Payment, type Scope, ID_PREFIX } from './payment.ts';
import {
  type CheckoutRequest,
  DuplicateReferenceError,
  type KnownCustomer,
  type NewPayment,
  type PaymentDeps,
  type TenantSettings,
} from './ports.ts';
import { type CreateCommand, type CreatePaymentInput, validateCreate } from './validation.ts';

/** A checkout_url lives about 15 minutes (spec 4.1), never beyond the payment's deadline. */
export const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;

export interface CreateResult {
  payment: Payment;
  /** false for an idempotent replay (the edge answers 200 instead of 201). */
  created: boolean;
}

/**
 * POST /v1/payments. The reference decides idempotency (spec 4.6) through the unique index: the
 * row is inserted first and the provider session is created in the same transaction, so
 * concurrent creates of one reference wait for the winner and replay it, with one provider call.
 */
export async function createPayment(
  deps: PaymentDeps,
  scope: Scope,
  input: CreatePaymentInput,
): Promise<CreateResult> {
  const command = validateCreate(input);
  // Checkout-session attempts share the session's reference (spec 6 rule 3): never a replay.
  const idempotent = command.checkoutSessionId === null;
  if (idempotent) {
    const existing = await deps.payments.findByReference(scope, command.reference);
    if (existing) return replay(deps, existing, command);
  }

  if (command.cardId !== null) {
    return chargeSavedCard(deps, scope, { ...command, cardId: command.cardId }, (winner) =>
      replay(deps, winner, command),
    );
  }
  const settings = await deps.settings.get(scope);
  if (!settings.enabledProviders.includes(command.provider)) {
    throw validationError({ provider: [`${command.provider} is not enabled for this account`] });
  }
  const customer = await resolveCustomer(deps, scope, command);
  const draft = buildDraft(deps, scope, command, settings, customer);

  try {
    const payment = await deps.payments.inTransaction(async (tx) => {
      let payment = await tx.insert(draft);
      if (isCardProvider(draft.provider)) {
        const outcome = await deps.providers[draft.provider].createCheckout(checkoutRequest(draft, customer));
        // A refusal is an answer, not an outage: the payment exists, failed, and replays as failed.
        if (outcome.kind === 'refused')
          return tx.failCreate(scope, draft.id, outcome.message, deps.clock.now());
        payment = await tx.attachProviderSession(scope, draft.id, outcome.session, deps.clock.now());
      }
      if (payment.expiresAt) await tx.requestExpiryTimer(payment);
      return payment;
    });
    return { payment, created: true };
  } catch (err) {
    if (!(err instanceof DuplicateReferenceError)) throw err;
    // The winner has committed by the time the unique index lets us fail.
    const winner = await deps.payments.findByReference(scope, command.reference);
    if (!winner)
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
    return replay(deps, winner, command);
  }
}

async function replay(deps: PaymentDeps, existing: Payment, command: CreateCommand): Promise<CreateResult> {
  const differs: string[] = [];
  if (existing.amount !== command.amount) differs.push('amount');
  if (existing.currency !== command.currency) differs.push('currency');
  if (existing.provider !== command.provider) differs.push('provider');
  if (existing.cardId !== command.cardId) differs.push('card_id');
  if (differs.length > 0) {
    throw new AppError('REFERENCE_ALREADY_USED', 'This reference was already used for a different payment.', {
      reference: command.reference,
      differs,
    });
  }
  // A saved-card charge still in flight is waited for, so a replay answers its final outcome.
  const decided = await settledCharge(deps, existing);
  const payment = await expireIfDue(deps.payments, decided, deps.clock.now(), () =>
    deps.payments.findById({ tenantId: existing.tenantId, environment: existing.environment }, existing.id),
  );
  return { payment, created: false };
}

async function resolveCustomer(
  deps: PaymentDeps,
  scope: Scope,
  command: CreateCommand,
): Promise<KnownCustomer | null> {
  if (command.customer) {
    const { customerId, ...fields } = command.customer;
    return deps.customers.upsert(scope, { externalId: customerId, ...fields, provider: command.provider });
  }
  if (command.customerExternalId !== null) {
    const found = await deps.customers.findByExternalId(scope, command.customerExternalId);
    if (!found) throw validationError({ customer_id: ['no customer with this id exists'] });
    return found;
  }
  return null;
}

function buildDraft(
  deps: PaymentDeps,
  scope: Scope,
  command: CreateCommand,
  settings: TenantSettings,
  customer: KnownCustomer | null,
): NewPayment {
  const now = deps.clock.now();
  const id = newId(ID_PREFIX);
  const expiresAt = command.expiresIn === null ? null : new Date(now.getTime() + command.expiresIn * 1000);
  let checkout: Payment['checkout'] = null;
  if (isCardProvider(command.provider) && command.cardId === null) {
    const token = randomToken(32);
    const lifetimeEnd = now.getTime() + CHECKOUT_LIFETIME_MS;
    checkout = {
      token,
      url: `${deps.publicBaseUrl.replace(/\/+$/, '')}/v1/checkout-pages/${token}`,
      expiresAt: new Date(expiresAt ? Math.min(lifetimeEnd, expiresAt.getTime()) : lifetimeEnd),
    };
  }
  const providerDataJson =
    command.provider === 'transferencia'
      ? JSON.stringify({ bank_accounts: settings.bankAccounts, instructions: settings.instructions })
      : null;
  return {
    id,
    tenantId: scope.tenantId,
    environment: scope.environment,
    reference: command.reference,
    provider: command.provider,
    amount: command.amount,
    currency: command.currency,
    status: 'pending',
    cardId: command.cardId,
    checkoutSessionId: command.checkoutSessionId,
    targetOrigins: command.targetOrigins,
    returnUrl: command.returnUrl,
    cancelUrl: command.cancelUrl,
    createdAt: now,
    confirmedAt: null,
    failedAt: null,
    expiresAt,
    expiredAt: null,
    confirmedAfterExpiry: false,
    recoveredFromStatus: null,
    rejectionReason: null,
    metadataJson: command.metadataJson,
    customerDataJson: customer ? JSON.stringify(customerSnapshot(command, customer)) : null,
    providerDataJson,
    customerId: customer?.id ?? null,
    customerExternalId: customer?.externalId ?? null,
    checkout,
  };
}

/** The immutable customer_data: what the request said, or what was known of the customer then. */
function customerSnapshot(command: CreateCommand, customer: KnownCustomer): Record<string, string> {
  const source = command.customer ?? customer;
  const snapshot: Record<string, string> = { customerId: customer.externalId };
  for (const field of ['name', 'lastname', 'email', 'phone', 'ruc'] as const) {
    const value = source[field];
    if (value !== null) snapshot[field] = value;
  }
  return snapshot;
}

function checkoutRequest(draft: NewPayment, customer: KnownCustomer | null): CheckoutRequest {
  const { name, lastname, email, phone } = customer ?? {};
  const complete = customer && name && lastname && email && phone;
  return {
    paymentId: draft.id,
    amount: draft.amount,
    currency: draft.currency,
    // The provider receives our cust_ id, never the merchant's external id (spec 4.2).
    customer: complete ? { id: customer.id, name, lastname, email, phone } : null,
    // The processor closes its form at the payment's deadline; the hosted page stops new card
    // attempts 60 s before it (spec 4.5), so an attempt in flight can still finish.
    expiresAt: draft.expiresAt ?? new Date(draft.createdAt.getTime() + 3600 * 1000),
  };
}
