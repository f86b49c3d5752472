import { notFound, validationError } from '@gateway/shared/errors.ts';
import { changeFor, isOverdue } from './changes.ts';
import { loadPayment } from './load.ts';
import type { Payment, Scope } from './payment.ts';
import type { PaymentDeps } from './ports.ts';
import { planTransition } from './transitions.ts';

/**
 * A stored transfer receipt joins its payment (spec 3.1): the first moves it from pending to
 * receipt_uploaded, later ones are added while it awaits review. The receipts service retries
 * this after a crash, so a receipt already linked answers with the payment and changes nothing,
 * whatever state the payment has reached since.
 */
export async function attachReceipt(
  deps: PaymentDeps,
  scope: Scope,
  id: string,
  receiptId: string,
): Promise<Payment> {
  if (receiptId.trim() === '') throw validationError({ receipt_id: ['is required'] });
  // Lazy expiry first: an overdue payment is expired (with its event) before it is judged.
  await loadPayment(deps, scope, id);
  const now = deps.clock.now();
  return deps.payments.inTransaction(async (tx) => {
    const current = await tx.lockById(scope, id);
    if (!current) throw notFound('payment');
    if (!(await tx.linkReceipt(scope, id, receiptId, now))) return current;
    // Any throw below rolls the link back with the transaction.
    if (current.provider !== 'transferencia') {
      throw validationError(
        { payment: ['only transferencia payments take receipts'] },
        `A ${current.provider} payment does not take receipts.`,
      );
    }
    if (current.status === 'expired' || isOverdue(current, now)) {
      throw validationError(
        { payment: ['has expired; receipts are no longer accepted'] },
        'The payment has expired.',
      );
    }
    if (current.status === 'receipt_uploaded') return current;
    const plan = planTransition(current, 'receipt_uploaded');
    return (await tx.transition(scope, id, changeFor(plan, now))) ?? current;
  });
}
