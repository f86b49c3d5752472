import { AppError, validationError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { changeFor } from './changes.ts';
import { ID_PREFIX, type Payment, type Scope, scopeOf } from './payment.ts';
import { type CardCharge, DuplicateReferenceError, type NewPayment, type PaymentDeps } from './ports.ts';
import { operationData } from './provider-callback.ts';
import { planTransition } from './transitions.ts';
import type { CreateCommand } from './validation.ts';

/** What a charge that the provider never answered is failed with: the merchant retries with a new reference. */
export const PROVIDER_UNAVAILABLE = 'provider_unavailable';

export interface ChargeResult {
  payment: Payment;
  created: boolean;
}

/** Longer than any charge can take (cards' 10 s provider timeout, this service's 15 s deadline). */
export const CHARGE_GRACE_MS = 60_000;
// How long a concurrent request for the same reference waits for the charge in flight to be decided.
const WAIT_FOR_CHARGE_MS = 18_000;
const POLL_MS = 100;

/**
 * POST /v1/payments with card_id and POST /v1/cards/{id}/charge: a payment charged synchronously
 * by the cards service, which holds the token. The `processing` row commits before the provider
 * is asked, so the unique reference decides concurrent requests (they wait for the winner's
 * outcome and replay it: one provider charge) and a crash mid-charge can never let a retry with
 * the same reference charge the card a second time. The answer is final: confirmed, or failed with
 * rejection_reason, also when the provider did not answer in time (`provider_unavailable`).
 */
export async function chargeSavedCard(
  deps: PaymentDeps,
  scope: Scope,
  command: CreateCommand & { cardId: string },
  replay: (existing: Payment) => Promise<{ payment: Payment; created: boolean }>,
): Promise<ChargeResult> {
  if (command.provider !== 'provider_a') {
    throw validationError({ card_id: ['saved cards are only supported by provider_a'] });
  }
  const settings = await deps.settings.get(scope);
  if (!settings.enabledProviders.includes(command.provider)) {
    throw validationError({ provider: [`${command.provider} is not enabled for this account`] });
  }
  const card = await deps.cards.get(scope, command.cardId);
  if (card.status !== 'registered') {
    throw new AppError('INVALID_STATE', `A ${card.status} card cannot be charged.`, { status: card.status });
  }
  const sameCustomer = command.customer?.customerId === card.customerExternalId ? command.customer : null;
  const customer = await deps.customers.upsert(scope, {
    externalId: card.customerExternalId,
    name: sameCustomer?.name ?? null,
    lastname: sameCustomer?.lastname ?? null,
    email: sameCustomer?.email ?? null,
    phone: sameCustomer?.phone ?? null,
    ruc: sameCustomer?.ruc ?? null,
    provider: 'provider_a',
    source: 'card_charge',
  });
  const draft = chargeDraft(deps, scope, command, {
    id: customer.id,
    externalId: customer.externalId,
    snapshot: snapshotOf(customer),
  });

  let inserted: Payment;
  try {
    inserted = await deps.payments.inTransaction((tx) => tx.insert(draft));
  } catch (err) {
    if (!(err instanceof DuplicateReferenceError)) throw err;
    const winner = await deps.payments.findByReference(scope, command.reference);
    if (!winner)
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
    return replay(winner);
  }
  const outcome = await askCards(deps, scope, draft);
  const approved = outcome.status === 'approved';
  const decided = await deps.payments.transition(
    scope,
    inserted.id,
    changeFor(
      planTransition(inserted, approved ? 'provider_approved' : 'provider_declined'),
      deps.clock.now(),
      {
        rejectionReason: approved ? null : (outcome.reason ?? 'card_declined'),
        operationNumber: outcome.operationNumber,
        providerAttempt: 1,
        // Spec 2.2: GET shows a card payment's operation fields; only the charge's own answer omits them.
        ...(outcome.status === 'unavailable' ? {} : { providerData: operationData(outcome) }),
      },
    ),
  );
  return {
    payment: decided ?? (await deps.payments.findById(scope, inserted.id)) ?? inserted,
    created: true,
  };
}

/**
 * A replayed charge that is still `processing`: waits for the request in flight to decide it.
 * One left `processing` past the grace period lost its request (a crash between the provider
 * and the database); it is failed `provider_unavailable` rather than charged again or left
 * pending. Whether the provider took the money cannot be asked (no charge lookup): the
 * operation then appears in the provider's settlement report.
 */
export async function settledCharge(deps: PaymentDeps, payment: Payment): Promise<Payment> {
  const giveUp = Date.now() + WAIT_FOR_CHARGE_MS;
  let current = await failAbandonedCharge(deps, payment);
  while (current.cardId !== null && current.status === 'processing' && Date.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await failAbandonedCharge(
      deps,
      (await deps.payments.findById(scopeOf(current), current.id)) ?? current,
    );
  }
  return current;
}

/** Without waiting: a saved-card charge `processing` past the grace period is failed; anything else is returned as is. */
export async function failAbandonedCharge(deps: PaymentDeps, payment: Payment): Promise<Payment> {
  if (payment.cardId === null || payment.status !== 'processing') return payment;
  if (deps.clock.now().getTime() - payment.createdAt.getTime() < CHARGE_GRACE_MS) return payment;
  const scope = scopeOf(payment);
  const failed = await deps.payments.transition(
    scope,
    payment.id,
    changeFor(planTransition(payment, 'provider_declined'), deps.clock.now(), {
      rejectionReason: PROVIDER_UNAVAILABLE,
      providerAttempt: 1,
    }),
  );
  return failed ?? (await deps.payments.findById(scope, payment.id)) ?? payment;
}

/**
 * The provider's answer through cards, never an exception: a card that stopped being chargeable
 * since the check (deleted meanwhile) declines, and an outage or a lost answer is `unavailable`,
 * so the committed `processing` payment is always decided.
 */
async function askCards(deps: PaymentDeps, scope: Scope, draft: NewPayment): Promise<CardCharge> {
  try {
    return await deps.cards.charge(scope, {
      cardId: draft.cardId ?? '',
      amount: draft.amount,
      currency: draft.currency,
      merchantReference: draft.id,
    });
  } catch (err) {
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'INVALID_STATE')) {
      return { status: 'declined', reason: 'card_not_chargeable', operationNumber: null };
    }
    return { status: 'unavailable', reason: PROVIDER_UNAVAILABLE, operationNumber: null };
  }
}

function snapshotOf(customer: {
  externalId: string;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  ruc: string | null;
}): Record<string, string> {
  const snapshot: Record<string, string> = { customerId: customer.externalId };
  for (const field of ['name', 'lastname', 'email', 'phone', 'ruc'] as const) {
    const value = customer[field];
    if (value !== null) snapshot[field] = value;
  }
  return snapshot;
}

function chargeDraft(
  deps: PaymentDeps,
  scope: Scope,
  command: CreateCommand & { cardId: string },
  customer: { id: string; externalId: string; snapshot: Record<string, string> },
): NewPayment {
  const now = deps.clock.now();
  return {
    id: newId(ID_PREFIX),
    tenantId: scope.tenantId,
    environment: scope.environment,
    reference: command.reference,
    provider: 'provider_a',
    amount: command.amount,
    currency: command.currency,
    // Transient while the provider decides, inside the creating transaction: never seen committed.
    status: 'processing',
    cardId: command.cardId,
    checkoutSessionId: null,
    targetOrigins: [],
    returnUrl: null,
    cancelUrl: null,
    createdAt: now,
    // A charge is decided at once: no deadline (spec 8, expires_in does not apply).
    expiresAt: null,
    confirmedAfterExpiry: false,
    metadataJson: command.metadataJson,
    customerDataJson: JSON.stringify(customer.snapshot),
    providerDataJson: null,
    customerId: customer.id,
    customerExternalId: customer.externalId,
    checkout: null,
  };
}
