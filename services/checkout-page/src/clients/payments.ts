import type { Named } from '@gateway/shared/grpc/enums.ts';
import type {
  PaymentsService,
  ResolveCheckoutTokenResponse as ResolveCheckoutTokenResponseMessage,
} from '@gateway/proto/payments/v1/payments_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { Checkout } from '../domain/checkout.ts';

type ResolveCheckoutTokenResponse = Named<ResolveCheckoutTokenResponseMessage>;

/** Where the page learns what a token stands for. Null: no such token. */
export interface CheckoutSource {
  resolve(token: string, requestId?: string): Promise<Checkout | null>;
}

type Resolver = Pick<ServiceClient<typeof PaymentsService>, 'resolveCheckoutToken'>;

// The page is on the buyer's critical path: a slow payments service should show an error page
// quickly rather than hang the iframe.
const RESOLVE_TIMEOUT_MS = 3000;

export function grpcCheckoutSource(client: Resolver): CheckoutSource {
  return {
    async resolve(token, requestId) {
      try {
        const response = await client.resolveCheckoutToken(
          { token },
          { timeoutMs: RESOLVE_TIMEOUT_MS, requestId },
        );
        return toCheckout(response);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
  };
}

export function toCheckout(response: ResolveCheckoutTokenResponse): Checkout | null {
  const payment = response.payment;
  if (!payment) return null;
  return {
    paymentId: payment.id,
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    status: payment.status,
    paymentExpiresAt: payment.expiresAt ? new Date(payment.expiresAt) : null,
    checkoutExpiresAt: new Date(response.checkoutExpiresAt),
    targetOrigins: [...response.targetOrigins],
    returnUrl: response.returnUrl || null,
    cancelUrl: response.cancelUrl || null,
    providerFormUrl: response.providerFormUrl,
    merchantName: response.merchantName,
  };
}
