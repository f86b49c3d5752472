import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { PaymentSchema } from '@gateway/proto/payments/v1/payments_pb';
import type { Payment } from '../domain/payment.ts';

const iso = (at: Date | null): string | undefined => at?.toISOString();

/**
 * Domain null becomes an unset optional field. The checkout block travels only in create
 * responses (new and replayed); elsewhere it stays unset.
 */
export function toPaymentMessage(
  payment: Payment,
  withCheckout = false,
): Named<MessageInitShape<typeof PaymentSchema>> {
  return {
    id: payment.id,
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    confirmedAt: iso(payment.confirmedAt),
    failedAt: iso(payment.failedAt),
    expiresAt: iso(payment.expiresAt),
    expiredAt: iso(payment.expiredAt),
    confirmedAfterExpiry: payment.confirmedAfterExpiry,
    recoveredFromStatus: payment.recoveredFromStatus ?? undefined,
    rejectionReason: payment.rejectionReason ?? undefined,
    metadataJson: payment.metadataJson ?? undefined,
    customerDataJson: payment.customerDataJson ?? undefined,
    providerDataJson: payment.providerDataJson ?? undefined,
    checkoutSessionId: payment.checkoutSessionId ?? undefined,
    customerId: payment.customerId ?? undefined,
    checkout:
      withCheckout && payment.checkout
        ? { checkoutUrl: payment.checkout.url, expiresAt: payment.checkout.expiresAt.toISOString() }
        : undefined,
  };
}
