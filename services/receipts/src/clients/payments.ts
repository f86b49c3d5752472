import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { notFound } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { Payments, PaymentView } from '../domain/ports.ts';

export function createPaymentsClient(address: string): Payments & { close(): void } {
  const client = createClient(PaymentsService, address, { timeoutMs: 10_000 });
  const view = (payment: { id: string; provider: string; status: string } | undefined): PaymentView => {
    if (!payment) throw notFound('payment');
    return { id: payment.id, provider: payment.provider, status: payment.status };
  };
  return {
    async get(scope, id) {
      return view((await client.getPayment({ scope, id })).payment);
    },
    async attachReceipt(scope, paymentId, receiptId) {
      return view((await client.attachReceipt({ scope, id: paymentId, receiptId })).payment);
    },
    close: () => client.close(),
  };
}
