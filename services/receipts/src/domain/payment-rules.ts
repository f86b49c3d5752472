import { AppError, validationError } from '@gateway/shared/errors.ts';
import type { PaymentView } from './ports.ts';

/** States a receipt can join (spec 3.1): the first moves pending on, later ones are appended. */
const TAKES_RECEIPTS = ['pending', 'receipt_uploaded'];

/**
 * Checked before any decoding so a refused upload costs little; payments checks the same rules
 * again under its row lock, which is what decides a race.
 */
export function assertTakesReceipts(payment: PaymentView): void {
  if (payment.provider !== 'transferencia') {
    throw validationError(
      { payment: ['only transferencia payments take receipts'] },
      `A ${payment.provider} payment does not take receipts.`,
    );
  }
  if (payment.status === 'expired') {
    throw validationError(
      { payment: ['has expired; receipts are no longer accepted'] },
      'The payment has expired.',
    );
  }
  if (!TAKES_RECEIPTS.includes(payment.status)) {
    throw new AppError('INVALID_STATE', `A ${payment.status} payment cannot receive a receipt.`, {
      status: payment.status,
    });
  }
}

/** Payments refused the receipt for good: retrying cannot change the answer. */
export function isDefinitiveRefusal(err: unknown): boolean {
  return (
    err instanceof AppError &&
    (err.code === 'VALIDATION_FAILED' || err.code === 'INVALID_STATE' || err.code === 'NOT_FOUND')
  );
}
