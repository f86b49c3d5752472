import type { Named } from '@gateway/shared/grpc/enums.ts';
import type {
  CardsService,
  ResolveRegistrationTokenResponse as ResolveRegistrationTokenResponseMessage,
} from '@gateway/proto/cards/v1/cards_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { ServiceClient } from '@gateway/shared/grpc/client.ts';
import type { CardRegistration } from '../domain/registration.ts';

type ResolveRegistrationTokenResponse = Named<ResolveRegistrationTokenResponseMessage>;

/** Where the registration page learns what a token stands for. Null: no such token. */
export interface RegistrationSource {
  resolve(token: string, requestId?: string): Promise<CardRegistration | null>;
  /** The buyer cancelled: a pending registration fails. Returns the card's status, or null. */
  cancel(token: string, requestId?: string): Promise<string | null>;
}

type Resolver = Pick<ServiceClient<typeof CardsService>, 'resolveRegistrationToken' | 'cancelRegistration'>;

// On the buyer's critical path: a slow cards service shows an error page rather than hanging.
const RESOLVE_TIMEOUT_MS = 3000;

export function grpcRegistrationSource(client: Resolver): RegistrationSource {
  return {
    async resolve(token, requestId) {
      try {
        const response = await client.resolveRegistrationToken(
          { token },
          { timeoutMs: RESOLVE_TIMEOUT_MS, requestId },
        );
        return toRegistration(response);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    async cancel(token, requestId) {
      try {
        const response = await client.cancelRegistration(
          { token },
          { timeoutMs: RESOLVE_TIMEOUT_MS, requestId },
        );
        return response.card?.status ?? null;
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
  };
}

export function toRegistration(response: ResolveRegistrationTokenResponse): CardRegistration | null {
  const card = response.card;
  if (!card) return null;
  return {
    cardId: card.id,
    status: card.status,
    expiresAt: new Date(response.expiresAt),
    targetOrigins: [...response.targetOrigins],
    returnUrl: response.returnUrl || null,
    providerFormUrl: response.providerFormUrl,
  };
}
