import { notFound } from '@gateway/shared/errors.ts';
import { hasPrefix } from '@gateway/shared/ids.ts';
import { expireIfDue } from './changes.ts';
import { failAbandonedCharge } from './charge-saved-card.ts';
import { ID_PREFIX, type Payment, type Scope } from './payment.ts';
import type { PaymentDeps } from './ports.ts';

/** Reads one payment of the scope with lazy expiry applied; another tenant's id is NOT_FOUND. */
export async function loadPayment(deps: PaymentDeps, scope: Scope, id: string): Promise<Payment> {
  // A malformed id cannot exist, so it gets the same answer as another tenant's id.
  if (!hasPrefix(id, ID_PREFIX)) throw notFound('payment');
  const payment = await deps.payments.findById(scope, id);
  if (!payment) throw notFound('payment');
  const current = await failAbandonedCharge(deps, payment);
  return expireIfDue(deps.payments, current, deps.clock.now(), () => deps.payments.findById(scope, id));
}
