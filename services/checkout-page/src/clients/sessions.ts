import { SessionsService } from '@gateway/proto/sessions/v1/sessions_pb';
import { validationError } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import { isProviderName } from '@gateway/shared/names.ts';
import type { Attempt, HostedSession } from '../domain/hosted-session.ts';

/** What the hosted checkout page needs from the sessions service. */
export interface SessionSource {
  get(id: string, requestId?: string): Promise<HostedSession>;
  startAttempt(id: string, method: string, requestId?: string): Promise<Attempt>;
  close(): void;
}

export function grpcSessionSource(address: string): SessionSource {
  // Starting a card attempt waits on the processor through payments.
  const client = createClient(SessionsService, address, { timeoutMs: 25_000 });
  return {
    async get(id, requestId) {
      const res = await client.getHostedSession({ id }, { requestId, timeoutMs: 5000 });
      const s = res.session;
      if (!s) throw new Error('sessions answered without a session');
      return {
        id: s.id,
        status: s.status,
        reference: s.reference,
        amount: s.amount,
        methods: [...s.methods],
        description: s.description,
        lineItems: s.lineItems.map((i) => ({ name: i.name, quantity: i.quantity, unitAmount: i.unitAmount })),
        successUrl: s.successUrl,
        cancelUrl: s.cancelUrl,
        remainingMs: Number(res.remainingMs),
        branding: {
          tradeName: res.branding?.tradeName ?? '',
          logoUrl: res.branding?.logoUrl ?? '',
          primaryColor: res.branding?.primaryColor ?? '',
        },
      };
    },
    async startAttempt(id, method, requestId) {
      // A method that is no provider cannot cross gRPC: refused as sessions refuses one it does not offer.
      if (!isProviderName(method))
        throw validationError({ method: ['is not offered by this checkout session'] });
      const res = await client.startAttempt({ sessionId: id, method }, { requestId });
      const a = res.attempt;
      if (!a) throw new Error('sessions answered without an attempt');
      return {
        paymentId: a.paymentId,
        method: a.method,
        status: a.status,
        checkoutUrl: a.checkoutUrl ?? null,
        bankAccounts: a.bankAccounts.map((b) => ({
          bankName: b.bankName,
          accountType: b.accountType,
          accountNumber: b.accountNumber,
          holderName: b.holderName,
          holderRuc: b.holderRuc,
        })),
        instructions: a.instructions,
      };
    },
    close: () => client.close(),
  };
}
