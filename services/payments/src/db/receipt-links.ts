import type { Transaction } from 'kysely';
import type { Scope } from '../domain/payment.ts';
import type { PaymentsDatabase } from './schema.ts';

/** Inserts the link unless the receipt already has one; true when this call created it. */
export async function linkReceipt(
  trx: Transaction<PaymentsDatabase>,
  scope: Scope,
  paymentId: string,
  receiptId: string,
  at: Date,
): Promise<boolean> {
  const row = await trx
    .insertInto('payment_receipts')
    .values({
      receipt_id: receiptId,
      tenant_id: scope.tenantId,
      environment: scope.environment,
      payment_id: paymentId,
      created_at: at,
    })
    .onConflict((oc) => oc.column('receipt_id').doNothing())
    .returning('receipt_id')
    .executeTakeFirst();
  return row !== undefined;
}
