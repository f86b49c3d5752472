import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, validationError } from '@gateway/shared/errors.ts';
import { newId, randomToken } from '@gateway/shared/ids.ts';
import { assertCardProcessingAllowed } from '@gateway/shared/providers/live-processing.ts';
import { expireIfDue } from './changes.ts';
import { chargeSavedCard, settledCharge } from './charge-saved-card.ts';
import { ID_PREFIX, isCardProvider, type Payment, type Scope, scopeOf } from './payment.ts';
import type { CheckoutRequest, KnownCustomer, NewPayment, PaymentDeps, TenantSettings } from './ports.ts';
import { type CreateCommand, type CreatePaymentInput, validateCreate } from './validation.ts';

/** A checkout_url lives about 15 minutes (spec 4.1), never beyond the payment's deadline. */
export const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;

export interface CreateResult {
  payment: Payment;
  /** false for an idempotent replay (the edge answers 200 instead of 201). */
  created: boolean;
}

// How long a create may wait for its processor before another request takes it over, when the
// composition root does not say (it derives it from PROVIDER_TIMEOUT_MS).
const DEFAULT_PROVIDER_LEASE_MS = 30_000;
// A concurrent create of the same reference looks again this often while the winner's call runs.
const WINNER_POLL_MS = 20;
// The winner's processor failing deletes its row; the waiting requests then try once more each.
const CREATE_ATTEMPTS = 3;

/**
 * POST /v1/payments. The reference decides idempotency (spec 4.6) through the unique key: the
 * row is inserted first (INSERT … ON CONFLICT DO NOTHING), and a request that finds it taken
 * replays the winner. A card create commits its row before calling the processor and holds no
 * connection or lock during the call; concurrent creates of its reference wait for the answer,
 * so the processor is called once.
 */
export async function createPayment(
  deps: PaymentDeps,
  scope: Scope,
  input: CreatePaymentInput,
): Promise<CreateResult> {
  const command = validateCreate(input);
  if (isCardProvider(command.provider))
    assertCardProcessingAllowed(scope.environment, deps.liveCardProcessing);
  // Checkout-session attempts share the session's reference (spec 6 rule 3): never a replay.
  const idempotent = command.checkoutSessionId === null;
  // A replay must not upsert the customer again or judge card_id: those requests look first.
  if (
    idempotent &&
    (command.customer !== null || command.customerExternalId !== null || command.cardId !== null)
  ) {
    const existing = await deps.payments.findByReference(scope, command.reference);
    const replayed = existing && (await replayFound(deps, scope, existing, command));
    if (replayed) return replayed;
  }

  if (command.cardId !== null) {
    return chargeSavedCard(deps, scope, { ...command, cardId: command.cardId }, (winner) =>
      replay(deps, winner, command),
    );
  }
  const settings = await deps.settings.get(scope);
  if (!settings.enabledProviders.includes(command.provider)) {
    // A replay stays a replay after the merchant turned the provider off.
    const existing = idempotent ? await deps.payments.findByReference(scope, command.reference) : null;
    const replayed = existing && (await replayFound(deps, scope, existing, command));
    if (replayed) return replayed;
    throw validationError({ provider: [`${command.provider} is not enabled for this account`] });
  }
  const customer = await resolveCustomer(deps, scope, command);

  for (let attempt = 1; ; attempt++) {
    const draft = buildDraft(deps, scope, command, settings, customer);
    const result = isCardProvider(draft.provider)
      ? await createCardCheckout(deps, draft, customer)
      : await createTransfer(deps, draft);
    if (result) return result;
    const replayed = await replayWinner(deps, scope, command);
    if (replayed) return replayed;
    if (attempt >= CREATE_ATTEMPTS)
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
  }
}

/** One statement: the payment, and its deadline timer request when it has a deadline. */
async function createTransfer(deps: PaymentDeps, draft: NewPayment): Promise<CreateResult | null> {
  const payment = await deps.payments.create(draft, { requestExpiryTimer: true });
  return payment ? { payment, created: true } : null;
}

/** Commits the row with a lease, calls the processor with no connection held, then records its answer. */
async function createCardCheckout(
  deps: PaymentDeps,
  draft: NewPayment,
  customer: KnownCustomer | null,
): Promise<CreateResult | null> {
  const lease = new Date(deps.clock.now().getTime() + leaseMs(deps));
  // The deadline timer is requested with the row: should this request die mid-call and nobody
  // retry the reference, the timer still closes the payment at its deadline.
  const row = await deps.payments.create(
    { ...draft, providerCallUntil: lease },
    { requestExpiryTimer: true },
  );
  if (!row) return null;
  return { payment: await openProviderSession(deps, row, checkoutCustomer(customer)), created: true };
}

async function openProviderSession(
  deps: PaymentDeps,
  payment: Payment,
  customer: CheckoutRequest['customer'],
): Promise<Payment> {
  const provider = payment.provider;
  if (!isCardProvider(provider)) throw new Error(`${provider} has no processor session`);
  const scope = scopeOf(payment);
  let outcome: Awaited<ReturnType<PaymentDeps['providers'][typeof provider]['createCheckout']>>;
  try {
    outcome = await deps.providers[provider].createCheckout(checkoutRequest(payment, customer));
  } catch (err) {
    // Nothing is stored when the processor fails (the reference can be retried); should the
    // delete fail too, the lease runs out and the next request with the reference finishes it.
    await deps.payments.discardCreate(scope, payment.id).catch(() => undefined);
    throw err;
  }
  return deps.payments.inTransaction(async (tx) => {
    const now = deps.clock.now();
    // A refusal is an answer, not an outage: the payment exists, failed, and replays as failed.
    if (outcome.kind === 'refused') return tx.failCreate(scope, payment.id, outcome.message, now);
    return tx.attachProviderSession(scope, payment.id, outcome.session, now);
  });
}

/**
 * The reference is taken: replay the winner once its processor has answered. Null when the row
 * is gone (the winner's processor failed and nothing was stored), so the caller tries again.
 */
async function replayWinner(
  deps: PaymentDeps,
  scope: Scope,
  command: CreateCommand,
): Promise<CreateResult | null> {
  const giveUpAt = Date.now() + leaseMs(deps) + 1000;
  for (;;) {
    const winner = await deps.payments.findByReference(scope, command.reference);
    if (!winner) return null;
    if (!callInFlight(winner)) return replay(deps, winner, command);
    checkSameRequest(winner, command);
    const now = deps.clock.now();
    if (winner.providerCallUntil && winner.providerCallUntil.getTime() <= now.getTime()) {
      // The request that inserted it died mid-call: this one finishes the create.
      const until = new Date(now.getTime() + leaseMs(deps));
      const claimed = await deps.payments.claimProviderCall(scope, winner.id, now, until);
      if (claimed) {
        return {
          payment: await openProviderSession(deps, claimed, snapshotCustomer(claimed)),
          created: false,
        };
      }
      continue;
    }
    if (Date.now() > giveUpAt) {
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
    }
    await sleep(WINNER_POLL_MS);
  }
}

/**
 * A payment found before inserting: replayed now, or once its processor call is answered; null
 * when that call failed and nothing is stored any more, so the request creates it after all.
 */
function replayFound(
  deps: PaymentDeps,
  scope: Scope,
  existing: Payment,
  command: CreateCommand,
): Promise<CreateResult | null> {
  return callInFlight(existing) ? replayWinner(deps, scope, command) : replay(deps, existing, command);
}

function callInFlight(payment: Payment): boolean {
  return (
    payment.providerCallUntil != null && payment.providerSessionId === null && payment.status === 'pending'
  );
}

function leaseMs(deps: PaymentDeps): number {
  return deps.providerLeaseMs ?? DEFAULT_PROVIDER_LEASE_MS;
}

async function replay(deps: PaymentDeps, existing: Payment, command: CreateCommand): Promise<CreateResult> {
  checkSameRequest(existing, command);
  // A saved-card charge still in flight is waited for, so a replay answers its final outcome.
  const decided = await settledCharge(deps, existing);
  const payment = await expireIfDue(deps.payments, decided, deps.clock.now(), () =>
    deps.payments.findById({ tenantId: existing.tenantId, environment: existing.environment }, existing.id),
  );
  return { payment, created: false };
}

function checkSameRequest(existing: Payment, command: CreateCommand): void {
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
    expiresAt,
    confirmedAfterExpiry: false,
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

function checkoutCustomer(customer: KnownCustomer | null): CheckoutRequest['customer'] {
  const { name, lastname, email, phone } = customer ?? {};
  // The provider receives our cust_ id, never the merchant's external id (spec 4.2).
  return customer && name && lastname && email && phone
    ? { id: customer.id, name, lastname, email, phone }
    : null;
}

/** A create taken over after a crash knows its customer from the stored snapshot. */
function snapshotCustomer(payment: Payment): CheckoutRequest['customer'] {
  if (payment.customerId === null || payment.customerDataJson === null) return null;
  const data = JSON.parse(payment.customerDataJson) as Partial<Record<string, string>>;
  return checkoutCustomer({
    id: payment.customerId,
    externalId: payment.customerExternalId ?? '',
    name: data['name'] ?? null,
    lastname: data['lastname'] ?? null,
    email: data['email'] ?? null,
    phone: data['phone'] ?? null,
    ruc: data['ruc'] ?? null,
  });
}

function checkoutRequest(payment: Payment, customer: CheckoutRequest['customer']): CheckoutRequest {
  return {
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    customer,
    // The processor closes its form at the payment's deadline; the hosted page stops new card
    // attempts 60 s before it (spec 4.5), so an attempt in flight can still finish.
    expiresAt: payment.expiresAt ?? new Date(payment.createdAt.getTime() + 3600 * 1000),
  };
}
