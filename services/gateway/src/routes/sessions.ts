import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { CheckoutSession as CheckoutSessionMessage } from '@gateway/proto/sessions/v1/sessions_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { formatAmount } from '@gateway/shared/money.ts';
import type { Clients } from '../clients/index.ts';
import { defineRoute } from '../http/route.ts';
import { errorEnvelope } from '../schemas/common.ts';
import { type CreateSessionBody, createSessionBody, sessionResponse } from '../schemas/sessions.ts';
import { scopeOf } from './scope.ts';

type CheckoutSession = Named<CheckoutSessionMessage>;

function sessionJson(s: CheckoutSession | undefined) {
  if (!s) throw new AppError('NOT_FOUND', 'No such checkout session.');
  return {
    id: s.id,
    url: s.url,
    status: s.status,
    reference: s.reference,
    environment: s.environment,
    amount: formatAmount(s.amount),
    currency: s.currency,
    methods: s.methods,
    description: s.description,
    line_items: s.lineItems.map((i) => ({
      name: i.name,
      quantity: Number(i.quantity),
      unit_amount: Number(i.unitAmount),
    })),
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    // A session's metadata is always an object (spec 2.5), empty when none was sent.
    metadata: s.metadataJson ? (JSON.parse(s.metadataJson) as Record<string, unknown>) : {},
    expires_at: s.expiresAt,
    created_at: s.createdAt,
  };
}

/** Hosted checkout (spec 4.4): only creation; there is no GET, list or cancel of sessions. */
export function sessionRoutes(clients: Clients) {
  return [
    defineRoute({
      method: 'POST',
      url: '/v1/checkout-sessions',
      tag: 'Checkout sessions',
      summary: 'Create a hosted checkout session (the same open reference replays it)',
      body: createSessionBody,
      responses: {
        201: { description: 'A new session: send the buyer to data.url', schema: sessionResponse },
        200: {
          description: 'Replay: the open, unexpired session with this reference',
          schema: sessionResponse,
        },
        422: {
          description: 'VALIDATION_FAILED, also when no requested method is enabled for the account',
          schema: errorEnvelope,
        },
      },
      handler: async ({ principal, body, requestId }) => {
        const b = body as CreateSessionBody;
        const res = await clients.sessions.createSession(
          {
            scope: scopeOf(principal),
            reference: b.reference,
            amount: BigInt(b.amount),
            currency: b.currency,
            successUrl: b.success_url,
            cancelUrl: b.cancel_url,
            methodsGiven: b.methods !== undefined,
            methods: b.methods ?? [],
            expiresIn: b.expires_in,
            description: b.description,
            lineItems: (b.line_items ?? []).map((i) => ({
              name: i.name,
              quantity: BigInt(i.quantity),
              unitAmount: BigInt(i.unit_amount),
            })),
            metadataJson: b.metadata == null ? undefined : JSON.stringify(b.metadata),
            customer: b.customer,
          },
          { requestId },
        );
        return { status: res.created ? 201 : 200, body: { data: sessionJson(res.session) } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/v1/test-helpers/checkout-sessions/:id/expire',
      tag: 'Test helpers',
      summary: "The session's deadline is reached now (the scheduler's path); its pending attempts expire",
      testOnly: true,
      optionalBody: true,
      responses: {
        200: { description: 'The session after the change', schema: sessionResponse },
        404: { description: 'No such session, or a live key', schema: errorEnvelope },
      },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.sessions.expireSession(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 200, body: { data: sessionJson(res.session) } };
      },
    }),
  ];
}
