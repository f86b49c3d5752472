import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { Payment as PaymentMessage } from '@gateway/proto/payments/v1/payments_pb';
import { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { AttemptPayment, PaymentsPort } from '../domain/ports.ts';
import { isMethod, type Method } from '../domain/session.ts';

type Payment = Named<PaymentMessage>;

export interface PaymentsClient extends PaymentsPort {
  close(): void;
}

function toAttempt(payment: Payment): AttemptPayment {
  const data = payment.providerDataJson
    ? (JSON.parse(payment.providerDataJson) as Record<string, unknown>)
    : {};
  const accounts = Array.isArray(data['bank_accounts'])
    ? (data['bank_accounts'] as Record<string, string>[])
    : [];
  return {
    paymentId: payment.id,
    method: (isMethod(payment.provider) ? payment.provider : 'transferencia') as Method,
    status: payment.status,
    checkoutUrl: payment.checkout?.checkoutUrl ?? null,
    checkoutExpiresAt: payment.checkout?.expiresAt ? new Date(payment.checkout.expiresAt) : null,
    bankAccounts: accounts.map((a) => ({
      bankName: a['bank_name'] ?? '',
      accountType: a['account_type'] ?? '',
      accountNumber: a['account_number'] ?? '',
      holderName: a['holder_name'] ?? '',
      holderRuc: a['holder_ruc'] ?? '',
    })),
    instructions: typeof data['instructions'] === 'string' ? data['instructions'] : '',
  };
}

/** The payments service: a session's attempts are ordinary payments with checkout_session_id. */
export function paymentsClient(address: string): PaymentsClient {
  // Creating a card attempt waits on the processor; the deadline covers its timeout.
  const client = createClient(PaymentsService, address, { timeoutMs: 20_000 });
  return {
    async create(scope, attempt) {
      const res = await client.createPayment({
        scope,
        provider: attempt.method,
        amount: attempt.amount,
        currency: attempt.currency,
        reference: attempt.reference,
        targetOrigins: attempt.targetOrigins,
        expiresIn: attempt.expiresIn,
        customer: attempt.customer ?? undefined,
        metadataJson: attempt.metadataJson ?? undefined,
        checkoutSessionId: attempt.checkoutSessionId,
      });
      if (!res.payment) throw new AppError('INTERNAL', 'payments answered without a payment');
      return toAttempt(res.payment);
    },
    async get(scope, paymentId) {
      try {
        const res = await client.getPayment({ scope, id: paymentId });
        return res.payment ? toAttempt(res.payment) : undefined;
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
        throw err;
      }
    },
    async expire(scope, paymentId) {
      try {
        await client.expirePayment({ scope, id: paymentId });
      } catch (err) {
        // Already decided (paid, failed, expired by its own timer) or gone: nothing left to expire.
        if (err instanceof AppError && (err.code === 'INVALID_STATE' || err.code === 'NOT_FOUND')) return;
        throw err;
      }
    },
    close: () => client.close(),
  };
}
