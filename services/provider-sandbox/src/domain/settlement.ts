import { asuncionDay } from './calendar.ts';
import type { Provider } from './types.ts';

export type SettlementView = {
  provider: Provider;
  status: 'approved' | 'declined';
  /** When the provider decided the operation. */
  at: Date;
  settled: boolean;
  reversed: boolean;
};

/**
 * provider_a settles only when its cut runs (the settle control endpoint);
 * provider_b also treats anything approved on an earlier Asunción day as settled.
 */
export function isSettled(op: SettlementView, now: Date): boolean {
  if (op.settled) return true;
  return op.provider === 'provider_b' && asuncionDay(op.at) < asuncionDay(now);
}

export type ReversalDecision = 'reverse' | 'already_reversed' | 'settled' | 'not_approved';

export function decideReversal(op: SettlementView, now: Date): ReversalDecision {
  if (op.status !== 'approved') return 'not_approved';
  // Checked before the cut so a retried reversal still gets its original answer.
  if (op.reversed) return 'already_reversed';
  if (isSettled(op, now)) return 'settled';
  return 'reverse';
}

export type SettleDecision = 'settle' | 'reversed' | 'not_approved';

export function decideSettle(op: SettlementView): SettleDecision {
  if (op.status !== 'approved') return 'not_approved';
  if (op.reversed) return 'reversed';
  return 'settle';
}
