import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { Payment as PaymentMessage } from '@gateway/proto/payments/v1/payments_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { Principal } from '../auth/authenticator.ts';

type Payment = Named<PaymentMessage>;

/** The tenant and environment a request acts in: always the key's, never the caller's say. */
export const scopeOf = (p: Principal) => ({ tenantId: p.tenantId, environment: p.environment });

export function found(payment: Payment | undefined): Payment {
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment.');
  return payment;
}
