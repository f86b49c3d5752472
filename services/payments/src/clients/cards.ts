import { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import { AppError } from '@gateway/shared/errors.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import type { CardCharge, SavedCards } from '../domain/ports.ts';

export interface CardsClient extends SavedCards {
  close(): void;
}

// Above the cards service's own provider timeout (10 s), so its `unavailable` answer arrives
// before this deadline does.
const CHARGE_TIMEOUT_MS = 15_000;

/** CardsService: payments asks for charges by card id; the token stays in cards. */
export function cardsClient(address: string): CardsClient {
  const client = createClient(CardsService, address, { timeoutMs: 5000 });
  return {
    async get(scope, cardId) {
      const { card } = await client.getCard({ scope, id: cardId });
      if (!card) throw new AppError('NOT_FOUND', 'No such card.');
      return {
        id: card.id,
        status: card.status,
        customerId: card.customerId,
        customerExternalId: card.customerExternalId,
      };
    },

    async charge(scope, request): Promise<CardCharge> {
      const answer = await client.chargeCard({ scope, ...request }, { timeoutMs: CHARGE_TIMEOUT_MS });
      const status = answer.status;
      if (status !== 'approved' && status !== 'declined' && status !== 'unavailable') {
        return { status: 'unavailable', reason: 'provider_unavailable', operationNumber: null };
      }
      return {
        status,
        reason: answer.reason ?? null,
        operationNumber: answer.operationNumber ?? null,
        authorizationNumber: answer.authorizationNumber ?? null,
        responseCode: answer.responseCode ?? null,
      };
    },

    close: () => client.close(),
  };
}
