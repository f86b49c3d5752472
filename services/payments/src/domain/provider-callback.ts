import { notFound } from '@gateway/shared/errors.ts';
import { hasPrefix } from '@gateway/shared/ids.ts';
import { changeFor, expireIfDue } from './changes.ts';
import { ID_PREFIX, isCardProvider, type Payment, scopeOf } from './payment.ts';
import type { PaymentDeps, PaymentTransaction, ProviderCallback } from './ports.ts';
import { canTransition, planTransition } from './transitions.ts';

/**
 * A signed callback from a card processor. Applied under a row lock, so concurrent deliveries of
 * the same attempt apply once. An approval is never dropped while it can still change the
 * payment (money was taken); a decline after the payment was confirmed changes nothing.
 */
export async function handleProviderCallback(
  deps: PaymentDeps,
  provider: string,
  rawBody: string,
  signature: string,
): Promise<Payment> {
  if (!isCardProvider(provider)) throw notFound('provider');
  const callback = deps.providers[provider].parseCallback(rawBody, signature);
  if (!hasPrefix(callback.paymentId, ID_PREFIX)) throw notFound('payment');
  const found = await deps.payments.findByProviderSession(provider, callback.sessionId, callback.paymentId);
  if (!found) throw notFound('payment');
  const scope = scopeOf(found);

  return deps.payments.inTransaction(async (tx) => {
    const locked = await tx.lockById(scope, found.id);
    if (!locked) throw notFound('payment');
    const now = deps.clock.now();
    // The deadline is applied first, so an approval just after it is a recorded late confirmation.
    const current = await expireIfDue(tx, locked, now, () => tx.lockById(scope, found.id));
    return applyProviderDecision(tx, current, callback, now);
  });
}

/**
 * The processor's decision on a payment whose row the caller holds locked: from a callback, or
 * looked up when the callback never arrived. A repeated attempt changes nothing.
 */
export async function applyProviderDecision(
  tx: PaymentTransaction,
  current: Payment,
  callback: ProviderCallback,
  now: Date,
): Promise<Payment> {
  const scope = scopeOf(current);
  const trigger = callback.approved ? 'provider_approved' : 'provider_declined';
  const applicable = canTransition(current, trigger);
  const repeated = callback.attempt <= current.providerAttempt;
  if (!applicable || (repeated && !callback.approved)) {
    if (callback.attempt > current.providerAttempt)
      await tx.recordAttempt(scope, current.id, callback.attempt, now);
    return current;
  }
  const updated = await tx.transition(
    scope,
    current.id,
    changeFor(planTransition(current, trigger), now, {
      rejectionReason: callback.approved ? null : (callback.reason ?? 'declined'),
      providerData: operationData(callback),
      operationNumber: callback.operationNumber,
      providerAttempt: Math.max(callback.attempt, current.providerAttempt),
    }),
  );
  // The row is locked: nobody can have moved it between the check and the update.
  return updated ?? current;
}

/** A card attempt's operation fields, as provider_data shows them (spec 2.2). */
export function operationData(operation: {
  operationNumber: string | null;
  authorizationNumber?: string | null | undefined;
  responseCode?: string | null | undefined;
}): Record<string, string | null> {
  return {
    operation_number: operation.operationNumber,
    authorization_number: operation.authorizationNumber ?? null,
    response_code: operation.responseCode ?? null,
  };
}
