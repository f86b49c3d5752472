import { AppError, validationError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { changeFor } from './changes.ts';
import { ID_PREFIX, type Payment, type Scope } from './payment.ts';
import { type CardCharge, DuplicateReferenceError, type NewPayment, type PaymentDeps } from './ports.ts';
import { planTransition } from './transitions.ts';
import type { CreateCommand } from './validation.ts';

/** What a charge that the provider never answered is failed with: the merchant retries with a new reference. */
export const PROVIDER_UNAVAILABLE = 'provider_unavailable';

export interface ChargeResult {
  payment: Payment;
  created: boolean;
}

/**
 * POST /v1/payments with card_id and POST /v1/cards/{id}/charge: a payment charged synchronously
 * by the cards service, which holds the token. The row is inserted first and the charge happens
 * in the same transaction, so concurrent requests of one reference wait on the unique index and
 * replay the winner: one provider charge. The answer is always final: confirmed, or failed with
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

  try {
    const payment = await deps.payments.inTransaction(async (tx) => {
      const inserted = await tx.insert(draft);
      const outcome = await askCards(deps, scope, draft);
      const approved = outcome.status === 'approved';
      const updated = await tx.transition(
        scope,
        inserted.id,
        changeFor(
          planTransition(inserted, approved ? 'provider_approved' : 'provider_declined'),
          deps.clock.now(),
          {
            rejectionReason: approved ? null : (outcome.reason ?? 'card_declined'),
            operationNumber: outcome.operationNumber,
            providerAttempt: 1,
          },
        ),
      );
      return updated ?? inserted;
    });
    return { payment, created: true };
  } catch (err) {
    if (!(err instanceof DuplicateReferenceError)) throw err;
    const winner = await deps.payments.findByReference(scope, command.reference);
    if (!winner)
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
    return replay(winner);
  }
}

/**
 * The provider's answer through cards. A card that stopped being chargeable since the check
 * (deleted meanwhile) aborts the whole charge; an outage or a lost answer fails the payment,
 * so nothing is left pending without a decision.
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
    if (err instanceof AppError && ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_FAILED'].includes(err.code))
      throw err;
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
    confirmedAt: null,
    failedAt: null,
    // A charge is decided at once: no deadline (spec 8, expires_in does not apply).
    expiresAt: null,
    expiredAt: null,
    confirmedAfterExpiry: false,
    recoveredFromStatus: null,
    rejectionReason: null,
    metadataJson: command.metadataJson,
    customerDataJson: JSON.stringify(customer.snapshot),
    providerDataJson: null,
    customerId: customer.id,
    customerExternalId: customer.externalId,
    checkout: null,
  };
}
