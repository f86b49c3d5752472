import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { AttemptSchema, CheckoutSessionSchema } from '@gateway/proto/sessions/v1/sessions_pb';
import type { AttemptPayment } from '../domain/ports.ts';
import type { Session } from '../domain/session.ts';

export function sessionUrl(publicBaseUrl: string, id: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/v1/checkout/${id}`;
}

export function toSessionMessage(
  session: Session,
  publicBaseUrl: string,
): Named<MessageInitShape<typeof CheckoutSessionSchema>> {
  return {
    id: session.id,
    url: sessionUrl(publicBaseUrl, session.id),
    status: session.status,
    reference: session.reference,
    environment: session.environment,
    amount: session.amount,
    currency: session.currency,
    methods: session.methods,
    description: session.description,
    lineItems: session.lineItems.map((item) => ({
      name: item.name,
      quantity: BigInt(item.quantity),
      unitAmount: BigInt(item.unit_amount),
    })),
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
    metadataJson: session.metadata === null ? undefined : JSON.stringify(session.metadata),
    expiresAt: session.expiresAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
  };
}

export function toAttemptMessage(attempt: AttemptPayment): Named<MessageInitShape<typeof AttemptSchema>> {
  return {
    paymentId: attempt.paymentId,
    method: attempt.method,
    status: attempt.status,
    checkoutUrl: attempt.checkoutUrl ?? undefined,
    bankAccounts: attempt.bankAccounts,
    instructions: attempt.instructions,
  };
}
