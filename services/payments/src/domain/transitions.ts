import type { PaymentEventName } from '@gateway/shared/events/contracts/payments.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { CARD_PROVIDERS, type Payment, type PaymentStatus, PROVIDERS, type Provider } from './payment.ts';

export const TRIGGERS = [
  'provider_approved',
  'provider_declined',
  'deadline_reached',
  'cancel',
  'confirm',
  'reject',
  'reverse',
  'receipt_uploaded',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

export interface TransitionRule {
  to: PaymentStatus;
  /** The event this move announces, named here rather than inferred from the target state. */
  emits: PaymentEventName;
  from: readonly PaymentStatus[];
  /** Late confirmations (spec 3.1): set confirmed_after_expiry and recovered_from_status. */
  lateFrom: readonly PaymentStatus[];
  providers: readonly Provider[];
}

const TRANSFER = ['transferencia'] as const;

/**
 * The payment state machine of spec 3.1, the only place that says which move is legal.
 * `processing` is transient and only left by the provider's answer.
 */
export const TRANSITIONS: Readonly<Record<Trigger, TransitionRule>> = {
  // A card approval after a decline (retry in the iframe), after expiry or after a cancel
  // still means money was taken: the payment is confirmed late, never left behind.
  provider_approved: {
    to: 'confirmed',
    emits: 'confirmed',
    from: ['pending', 'processing'],
    lateFrom: ['failed', 'expired', 'cancelled'],
    providers: CARD_PROVIDERS,
  },
  provider_declined: {
    to: 'failed',
    emits: 'failed',
    from: ['pending', 'processing'],
    lateFrom: [],
    providers: CARD_PROVIDERS,
  },
  deadline_reached: {
    to: 'expired',
    emits: 'expired',
    from: ['pending'],
    lateFrom: [],
    providers: PROVIDERS,
  },
  cancel: { to: 'cancelled', emits: 'cancelled', from: ['pending'], lateFrom: [], providers: PROVIDERS },
  confirm: {
    to: 'confirmed',
    emits: 'confirmed',
    from: ['receipt_uploaded'],
    lateFrom: ['expired', 'cancelled', 'failed'],
    providers: TRANSFER,
  },
  reject: {
    to: 'rejected',
    emits: 'rejected',
    from: ['receipt_uploaded'],
    lateFrom: [],
    providers: TRANSFER,
  },
  // Transfers have no reversal mechanism (spec 1): approving one is irreversible.
  reverse: {
    to: 'reversed',
    emits: 'reversed',
    from: ['confirmed'],
    lateFrom: [],
    providers: CARD_PROVIDERS,
  },
  receipt_uploaded: {
    to: 'receipt_uploaded',
    emits: 'receipt_uploaded',
    from: ['pending'],
    lateFrom: [],
    providers: TRANSFER,
  },
};

/** What an update must check and apply: `status = ANY(allowedFrom)` decides a race. */
export interface TransitionPlan {
  trigger: Trigger;
  to: PaymentStatus;
  emits: PaymentEventName;
  allowedFrom: PaymentStatus[];
  lateFrom: PaymentStatus[];
}

/** The target state of a move, or null when the table forbids it. */
export function targetOf(status: PaymentStatus, provider: Provider, trigger: Trigger): PaymentStatus | null {
  const rule = TRANSITIONS[trigger];
  if (!rule.providers.includes(provider)) return null;
  return rule.from.includes(status) || rule.lateFrom.includes(status) ? rule.to : null;
}

export function isLate(status: PaymentStatus, trigger: Trigger): boolean {
  return TRANSITIONS[trigger].lateFrom.includes(status);
}

export function canTransition(payment: Pick<Payment, 'status' | 'provider'>, trigger: Trigger): boolean {
  return targetOf(payment.status, payment.provider, trigger) !== null;
}

/** Plans a move from the payment's current state; a forbidden move is INVALID_STATE (409). */
export function planTransition(
  payment: Pick<Payment, 'status' | 'provider'>,
  trigger: Trigger,
): TransitionPlan {
  if (!canTransition(payment, trigger)) throw invalidState(payment, trigger);
  const rule = TRANSITIONS[trigger];
  return {
    trigger,
    to: rule.to,
    emits: rule.emits,
    allowedFrom: rule.providers.includes(payment.provider) ? [...rule.from, ...rule.lateFrom] : [],
    lateFrom: [...rule.lateFrom],
  };
}

const ACTIONS: Record<Trigger, string> = {
  provider_approved: 'be approved',
  provider_declined: 'be declined',
  deadline_reached: 'expire',
  cancel: 'be cancelled',
  confirm: 'be confirmed',
  reject: 'be rejected',
  reverse: 'be reversed',
  receipt_uploaded: 'receive a receipt',
};

export function invalidState(payment: Pick<Payment, 'status' | 'provider'>, trigger: Trigger): AppError {
  const providerOk = TRANSITIONS[trigger].providers.includes(payment.provider);
  const message = providerOk
    ? `A ${payment.status} payment cannot ${ACTIONS[trigger]}.`
    : `A ${payment.provider} payment cannot ${ACTIONS[trigger]}.`;
  return new AppError('INVALID_STATE', message, { status: payment.status });
}
