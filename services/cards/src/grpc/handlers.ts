import type { CardsService } from '@gateway/proto/cards/v1/cards_pb';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import { chargeCard } from '../domain/charge-card.ts';
import type { CardDeps } from '../domain/ports.ts';
import {
  deleteCard,
  getCard,
  listCards,
  resolveRegistrationToken,
  simulateRegistration,
} from '../domain/queries.ts';
import { registerCard } from '../domain/register-card.ts';
import { cancelRegistration, handleRegistrationCallback } from '../domain/registration-callback.ts';
import { toCardMessage } from './card-message.ts';
import { parseScope } from './scope.ts';

export function cardsHandlers(deps: CardDeps): ServiceHandlers<typeof CardsService> {
  return {
    async createCard(req) {
      const started = await registerCard(deps, parseScope(req.scope), {
        provider: req.provider,
        customerId: req.customerId,
        customer: req.customer,
        targetOrigins: req.targetOrigins,
        returnUrl: req.returnUrl,
      });
      return {
        card: toCardMessage(started.card),
        registration: { checkoutUrl: started.checkoutUrl, expiresAt: started.expiresAt.toISOString() },
      };
    },

    async getCard(req) {
      return { card: toCardMessage(await getCard(deps, parseScope(req.scope), req.id)) };
    },

    async listCards(req) {
      const page = await listCards(deps, parseScope(req.scope), req);
      return {
        cards: page.items.map(toCardMessage),
        nextCursor: page.nextCursor ?? undefined,
        prevCursor: page.prevCursor ?? undefined,
      };
    },

    async deleteCard(req) {
      const { card, deletedNow } = await deleteCard(deps, parseScope(req.scope), req.id);
      return { card: toCardMessage(card), deletedNow };
    },

    async chargeCard(req) {
      const outcome = await chargeCard(deps, parseScope(req.scope), {
        cardId: req.cardId,
        amount: req.amount,
        currency: req.currency,
        merchantReference: req.merchantReference,
      });
      if (outcome.status === 'unavailable') return { status: outcome.status, reason: outcome.reason };
      return {
        status: outcome.status,
        reason: outcome.reason ?? undefined,
        operationNumber: outcome.operationNumber ?? undefined,
        authorizationNumber: outcome.authorizationNumber ?? undefined,
        responseCode: outcome.responseCode ?? undefined,
      };
    },

    async simulateRegistration(req) {
      const card = await simulateRegistration(deps, parseScope(req.scope), req.id, {
        registered: req.registered,
        number: req.number || null,
      });
      return { card: toCardMessage(card) };
    },

    async handleProviderCallback(req) {
      const card = await handleRegistrationCallback(deps, req.provider, req.body, req.signature);
      return { cardId: card.id, status: card.status };
    },

    async cancelRegistration(req) {
      return { card: toCardMessage(await cancelRegistration(deps, req.token)) };
    },

    async resolveRegistrationToken(req) {
      const view = await resolveRegistrationToken(deps, req.token);
      return {
        card: toCardMessage(view.card),
        targetOrigins: view.registration.targetOrigins,
        returnUrl: view.registration.returnUrl ?? undefined,
        expiresAt: view.registration.expiresAt.toISOString(),
        providerFormUrl: view.providerFormUrl,
      };
    },
  };
}
