import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import { changeFor, expireIfDue } from './changes.ts';
import { loadPayment } from './load.ts';
import { isCardProvider, type Payment, type Scope } from './payment.ts';
import type { PaymentDeps, PaymentTransaction, StateChange } from './ports.ts';
import { applyProviderDecision } from './provider-callback.ts';
import { canTransition, invalidState, planTransition, type Trigger } from './transitions.ts';

export const MAX_REASON_LENGTH = 1000;

type Extras = Omit<StateChange, 'trigger' | 'to' | 'emits' | 'allowedFrom' | 'lateFrom' | 'at'>;

/** Plans from the current state and applies with a conditional update; a lost race is INVALID_STATE. */
async function act(deps: PaymentDeps, scope: Scope, id: string, trigger: Trigger, extras: Extras = {}) {
  const current = await loadPayment(deps, scope, id);
  const plan = planTransition(current, trigger);
  const updated = await deps.payments.transition(scope, id, changeFor(plan, deps.clock.now(), extras));
  if (updated) return updated;
  throw invalidState((await deps.payments.findById(scope, id)) ?? current, trigger);
}

export async function cancelPayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  return act(deps, scope, id, 'cancel');
}

/** Approves a transfer; also rescues an expired, cancelled or failed one (a late confirmation). */
export async function confirmPayment(
  deps: PaymentDeps,
  scope: Scope,
  id: string,
  notes: string | null,
): Promise<Payment> {
  if (notes !== null && notes.length > MAX_REASON_LENGTH) {
    throw validationError({ notes: [`must be at most ${MAX_REASON_LENGTH} characters`] });
  }
  return act(deps, scope, id, 'confirm', { notes });
}

export async function rejectPayment(
  deps: PaymentDeps,
  scope: Scope,
  id: string,
  reason: string,
): Promise<Payment> {
  if (reason.trim() === '') throw validationError({ reason: ['is required'] });
  if (reason.length > MAX_REASON_LENGTH) {
    throw validationError({ reason: [`must be at most ${MAX_REASON_LENGTH} characters`] });
  }
  return act(deps, scope, id, 'reject', { rejectionReason: reason });
}

/**
 * Reverses a confirmed card payment at its provider. The row stays locked during the call so two
 * reversals cannot both run; the provider treats a repeated reversal as done, so a crash after
 * its answer and before our commit heals on retry.
 */
export async function reversePayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  await loadPayment(deps, scope, id);
  return deps.payments.inTransaction(async (tx) => {
    const current = await tx.lockById(scope, id);
    if (!current) throw notFound('payment');
    const plan = planTransition(current, 'reverse');
    if (!isCardProvider(current.provider) || current.operationNumber === null) {
      throw new AppError('INVALID_STATE', 'The payment has no provider operation to reverse.');
    }
    const outcome = await deps.providers[current.provider].reverse(current.operationNumber);
    if (outcome.kind === 'window_closed') {
      throw new AppError(
        'REVERSAL_WINDOW_CLOSED',
        'The settlement cut has passed; the payment can no longer be reversed.',
        {
          provider_response_code: outcome.responseCode,
        },
      );
    }
    const updated = await tx.transition(scope, id, changeFor(plan, deps.clock.now()));
    if (!updated) throw invalidState(current, 'reverse');
    return updated;
  });
}

/**
 * The deadline is reached now: the scheduler's timer and the test helper share this path.
 * Only a pending payment can expire (INVALID_STATE otherwise).
 */
export async function expireNow(
  tx: PaymentTransaction,
  scope: Scope,
  id: string,
  now: Date,
): Promise<Payment> {
  const current = await tx.lockById(scope, id);
  if (!current) throw notFound('payment');
  const plan = planTransition(current, 'deadline_reached');
  // The row is locked: the state checked is the state updated.
  return (await tx.transition(scope, id, changeFor(plan, now))) ?? current;
}

export async function expirePayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  return deps.payments.inTransaction((tx) => expireNow(tx, scope, id, deps.clock.now()));
}

/**
 * The deadline timer. Before a card payment is given up, its processor is asked whether it
 * approved it: a callback that never got through must not turn a paid payment into an expired
 * one. A payment already decided (or unknown here) has nothing left to do.
 */
export async function expireOnTimer(
  tx: PaymentTransaction,
  providers: PaymentDeps['providers'],
  scope: Scope,
  id: string,
  now: Date,
): Promise<void> {
  const current = await tx.lockById(scope, id);
  if (!current) return;
  const undecided = current.status === 'pending' || current.status === 'expired';
  if (undecided && isCardProvider(current.provider) && current.providerSessionId !== null) {
    // A processor outage throws: the timer is retried rather than expiring blind.
    const approval = await providers[current.provider].lookupApproval(current.providerSessionId);
    if (approval?.approved && approval.paymentId === current.id) {
      await applyProviderDecision(tx, current, approval, now);
      return;
    }
  }
  try {
    await expireNow(tx, scope, id, now);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'INVALID_STATE' || err.code === 'NOT_FOUND')) return;
    throw err;
  }
}

/** Test helper: the provider's settlement cut passes, so a later reversal answers 90019. */
export async function settlePayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  const current = await loadPayment(deps, scope, id);
  if (!isCardProvider(current.provider) || current.operationNumber === null) {
    throw new AppError('INVALID_STATE', 'The payment has no provider operation to settle.', {
      status: current.status,
    });
  }
  await deps.providers[current.provider].settle(current.operationNumber);
  return current;
}

/**
 * Test helper: the sandbox decides the session as a buyer would and sends its signed callback,
 * so the result lands through the same path as a real payment.
 */
export async function simulateProviderResult(
  deps: PaymentDeps,
  scope: Scope,
  id: string,
  outcome: { approved: boolean; reason: string | null },
): Promise<Payment> {
  const current = await loadPayment(deps, scope, id);
  // Whatever a provider approval could still change is decidable: pending, a declined attempt
  // retried in the iframe, or an attempt landing after expiry or cancel (a late confirmation).
  const decidable = current.providerSessionId !== null && canTransition(current, 'provider_approved');
  if (!decidable || !isCardProvider(current.provider) || current.providerSessionId === null) {
    throw new AppError(
      'INVALID_STATE',
      `A ${current.status} ${current.provider} payment cannot be decided.`,
      {
        status: current.status,
      },
    );
  }
  const reason = outcome.approved ? null : (outcome.reason ?? 'card_declined');
  await deps.providers[current.provider].simulate(current.providerSessionId, {
    approved: outcome.approved,
    reason,
  });
  const after = await deps.payments.findById(scope, id);
  if (!after) throw notFound('payment');
  return expireIfDue(deps.payments, after, deps.clock.now(), () => deps.payments.findById(scope, id));
}
