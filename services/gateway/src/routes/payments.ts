import type { Clients } from '../clients/index.ts';
import { listJson, paymentJson, receiptJson } from '../http/mappers.ts';
import { defineRoute } from '../http/route.ts';
import { errorEnvelope, perPageOf } from '../schemas/common.ts';
import { chargeJson } from './cards.ts';
import { found, scopeOf } from './scope.ts';
import {
  confirmBody,
  createPaymentBody,
  listPaymentsQuery,
  paymentList,
  paymentResponse,
  rejectBody,
} from '../schemas/payments.ts';

const stateErrors = {
  404: { description: 'No such payment', schema: errorEnvelope },
  409: { description: 'The payment is not in a state that allows this', schema: errorEnvelope },
};

export function paymentRoutes(clients: Clients, publicBaseUrl = '') {
  const action = (name: 'cancel' | 'reverse', summary: string) =>
    defineRoute({
      method: 'POST',
      url: `/v1/payments/:id/${name}`,
      tag: 'Payments',
      summary,
      optionalBody: true,
      responses: {
        200: { description: 'The payment after the change', schema: paymentResponse },
        ...stateErrors,
      },
      handler: async ({ principal, params, requestId }) => {
        const request = { scope: scopeOf(principal), id: params['id'] ?? '' };
        const res =
          name === 'cancel'
            ? await clients.payments.cancelPayment(request, { requestId })
            : await clients.payments.reversePayment(request, { requestId });
        return { status: 200, body: { data: paymentJson(found(res.payment)) } };
      },
    });

  return [
    defineRoute({
      method: 'POST',
      url: '/v1/payments',
      tag: 'Payments',
      summary: 'Create a payment (idempotent by reference)',
      body: createPaymentBody,
      responses: {
        201: { description: 'A new payment', schema: paymentResponse },
        200: { description: 'Idempotent replay: the original payment, unchanged', schema: paymentResponse },
        409: { description: 'REFERENCE_ALREADY_USED with a different body', schema: errorEnvelope },
        422: { description: 'VALIDATION_FAILED; details.fields names each field', schema: errorEnvelope },
        502: {
          description: 'PROVIDER_ERROR: the processor failed; nothing was stored',
          schema: errorEnvelope,
        },
      },
      handler: async ({ principal, body, requestId }) => {
        const origins =
          body.target_origin === undefined
            ? []
            : Array.isArray(body.target_origin)
              ? body.target_origin
              : [body.target_origin];
        const res = await clients.payments.createPayment(
          {
            scope: scopeOf(principal),
            provider: body.provider,
            amount: BigInt(body.amount),
            currency: body.currency,
            reference: body.reference,
            targetOrigins: origins,
            returnUrl: body.return_url,
            cancelUrl: body.cancel_url,
            expiresIn: body.expires_in,
            customer: body.customer
              ? {
                  customerId: body.customer.customerId,
                  name: body.customer.name,
                  lastname: body.customer.lastname,
                  email: body.customer.email,
                  phone: body.customer.phone,
                  ruc: body.customer.ruc,
                }
              : undefined,
            customerId: body.customer_id,
            metadataJson: body.metadata == null ? undefined : JSON.stringify(body.metadata),
            cardId: body.card_id,
          },
          { requestId },
        );
        // A saved-card charge answers without provider_data (spec 2.2).
        const data = body.card_id ? chargeJson(found(res.payment)) : paymentJson(found(res.payment));
        return { status: res.created ? 201 : 200, body: { data } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/payments',
      tag: 'Payments',
      summary: 'List payments',
      query: listPaymentsQuery,
      responses: { 200: { description: 'A page of payments, newest first', schema: paymentList } },
      handler: async ({ principal, query, requestId, request }) => {
        const perPage = perPageOf(query.per_page);
        const res = await clients.payments.listPayments(
          {
            scope: scopeOf(principal),
            status: query.status,
            provider: query.provider,
            reference: query.reference,
            customerId: query.customer_id,
            // Payments reads the filters as the merchant wrote them, as it does for the dashboard:
            // parsing them here too would move an ISO `to` past its millisecond twice.
            from: query.from,
            to: query.to,
            cursor: query.cursor,
            perPage,
          },
          { requestId },
        );
        return {
          status: 200,
          body: listJson(
            res.payments.flatMap((p) => {
              // One payment that cannot be rendered is left out (and logged), not the whole page.
              try {
                return [paymentJson(p)];
              } catch (err) {
                request.log.error(
                  { err, payment_id: p.id },
                  'payment left out of a list: cannot be rendered',
                );
                return [];
              }
            }),
            res.nextCursor,
            res.prevCursor,
            perPage,
          ),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/payments/:id',
      tag: 'Payments',
      summary: 'Retrieve a payment with provider_data (and receipts for transfers)',
      responses: {
        200: { description: 'The payment', schema: paymentResponse },
        404: { description: 'No such payment', schema: errorEnvelope },
      },
      handler: async ({ principal, params, requestId }) => {
        const scope = scopeOf(principal);
        const payment = found(
          (await clients.payments.getPayment({ scope, id: params['id'] ?? '' }, { requestId })).payment,
        );
        if (payment.provider !== 'transferencia')
          return { status: 200, body: { data: paymentJson(payment) } };
        const { receipts } = await clients.receipts.listReceipts(
          { scope, paymentId: payment.id },
          { requestId },
        );
        const list = receipts.map((r) => receiptJson(r, publicBaseUrl));
        return { status: 200, body: { data: paymentJson(payment, { receipts: list }) } };
      },
    }),
    action('cancel', 'Cancel a pending payment'),
    defineRoute({
      method: 'POST',
      url: '/v1/payments/:id/confirm',
      tag: 'Payments',
      summary: 'Approve a transfer (also confirms late: expired, cancelled or failed payments)',
      body: confirmBody,
      optionalBody: true,
      responses: { 200: { description: 'The confirmed payment', schema: paymentResponse }, ...stateErrors },
      handler: async ({ principal, params, body, requestId }) => {
        const res = await clients.payments.confirmPayment(
          { scope: scopeOf(principal), id: params['id'] ?? '', notes: body.notes },
          { requestId },
        );
        return { status: 200, body: { data: paymentJson(found(res.payment)) } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/v1/payments/:id/reject',
      tag: 'Payments',
      summary: 'Reject a transfer receipt',
      body: rejectBody,
      responses: { 200: { description: 'The rejected payment', schema: paymentResponse }, ...stateErrors },
      handler: async ({ principal, params, body, requestId }) => {
        const res = await clients.payments.rejectPayment(
          { scope: scopeOf(principal), id: params['id'] ?? '', reason: body.reason },
          { requestId },
        );
        return { status: 200, body: { data: paymentJson(found(res.payment)) } };
      },
    }),
    action('reverse', 'Reverse a confirmed card payment before the settlement cut'),
  ];
}
