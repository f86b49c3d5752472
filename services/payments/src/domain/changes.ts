import { type Payment, type Scope, scopeOf } from './payment.ts';
import type { StateChange } from './ports.ts';
import { planTransition, type TransitionPlan } from './transitions.ts';

type Extras = Omit<StateChange, 'trigger' | 'to' | 'emits' | 'allowedFrom' | 'lateFrom' | 'at'>;

export function changeFor(plan: TransitionPlan, at: Date, extras: Extras = {}): StateChange {
  return {
    ...extras,
    trigger: plan.trigger,
    to: plan.to,
    emits: plan.emits,
    allowedFrom: plan.allowedFrom,
    lateFrom: plan.lateFrom,
    at,
  };
}

/** A pending payment whose deadline has passed is expired, whoever looks at it first. */
export function isOverdue(payment: Payment, now: Date): boolean {
  return (
    payment.status === 'pending' && payment.expiresAt !== null && payment.expiresAt.getTime() <= now.getTime()
  );
}

interface Transitions {
  transition(scope: Scope, id: string, change: StateChange): Promise<Payment | null>;
}

/**
 * Lazy expiry: behaviour after the deadline never depends on the timer's punctuality. When the
 * conditional update loses (someone else moved the payment), the caller's reload tells the truth.
 */
export async function expireIfDue(
  store: Transitions,
  payment: Payment,
  now: Date,
  reload: () => Promise<Payment | null>,
): Promise<Payment> {
  if (!isOverdue(payment, now)) return payment;
  const expired = await store.transition(
    scopeOf(payment),
    payment.id,
    changeFor(planTransition(payment, 'deadline_reached'), now),
  );
  return expired ?? (await reload()) ?? payment;
}
