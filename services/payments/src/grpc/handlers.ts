import type { PaymentsService } from '@gateway/proto/payments/v1/payments_pb';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import { attachReceipt } from '../domain/attach-receipt.ts';
import { createPayment } from '../domain/create-payment.ts';
import {
  cancelPayment,
  confirmPayment,
  expirePayment,
  rejectPayment,
  reversePayment,
  settlePayment,
  simulateProviderResult,
} from '../domain/payment-actions.ts';
import type { PaymentDeps } from '../domain/ports.ts';
import { handleProviderCallback } from '../domain/provider-callback.ts';
import { getPayment, listPayments, resolveCheckoutToken } from '../domain/queries.ts';
import { toPaymentMessage } from './payment-message.ts';
import { parseScope } from './scope.ts';

export function paymentsHandlers(deps: PaymentDeps): ServiceHandlers<typeof PaymentsService> {
  return {
    async createPayment(req) {
      const { payment, created } = await createPayment(deps, parseScope(req.scope), {
        provider: req.provider,
        amount: req.amount,
        currency: req.currency,
        reference: req.reference,
        targetOrigins: req.targetOrigins,
        returnUrl: req.returnUrl,
        cancelUrl: req.cancelUrl,
        expiresIn: req.expiresIn,
        customer: req.customer,
        customerId: req.customerId,
        metadataJson: req.metadataJson,
        cardId: req.cardId,
        checkoutSessionId: req.checkoutSessionId,
      });
      return { payment: toPaymentMessage(payment, true), created };
    },

    async getPayment(req) {
      return { payment: toPaymentMessage(await getPayment(deps, parseScope(req.scope), req.id)) };
    },

    async listPayments(req) {
      const page = await listPayments(deps, parseScope(req.scope), req);
      return {
        payments: page.items.map((payment) => toPaymentMessage(payment)),
        nextCursor: page.nextCursor ?? undefined,
        prevCursor: page.prevCursor ?? undefined,
      };
    },

    async cancelPayment(req) {
      return { payment: toPaymentMessage(await cancelPayment(deps, parseScope(req.scope), req.id)) };
    },

    async confirmPayment(req) {
      const payment = await confirmPayment(deps, parseScope(req.scope), req.id, req.notes ?? null);
      return { payment: toPaymentMessage(payment) };
    },

    async rejectPayment(req) {
      return {
        payment: toPaymentMessage(await rejectPayment(deps, parseScope(req.scope), req.id, req.reason)),
      };
    },

    async reversePayment(req) {
      return { payment: toPaymentMessage(await reversePayment(deps, parseScope(req.scope), req.id)) };
    },

    async attachReceipt(req) {
      const payment = await attachReceipt(deps, parseScope(req.scope), req.id, req.receiptId);
      return { payment: toPaymentMessage(payment) };
    },

    async simulateProviderResult(req) {
      const payment = await simulateProviderResult(deps, parseScope(req.scope), req.id, {
        approved: req.approved,
        reason: req.reason || null,
      });
      return { payment: toPaymentMessage(payment) };
    },

    async expirePayment(req) {
      return { payment: toPaymentMessage(await expirePayment(deps, parseScope(req.scope), req.id)) };
    },

    async settlePayment(req) {
      return { payment: toPaymentMessage(await settlePayment(deps, parseScope(req.scope), req.id)) };
    },

    async handleProviderCallback(req) {
      const payment = await handleProviderCallback(deps, req.provider, req.body, req.signature);
      return { paymentId: payment.id, status: payment.status };
    },

    async resolveCheckoutToken(req) {
      const view = await resolveCheckoutToken(deps, req.token);
      return {
        payment: toPaymentMessage(view.payment),
        targetOrigins: view.targetOrigins,
        returnUrl: view.returnUrl ?? undefined,
        cancelUrl: view.cancelUrl ?? undefined,
        checkoutExpiresAt: view.checkoutExpiresAt.toISOString(),
        providerFormUrl: view.providerFormUrl,
        merchantName: view.merchantName,
      };
    },
  };
}
