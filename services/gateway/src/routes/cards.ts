import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { Card as CardMessage } from '@gateway/proto/cards/v1/cards_pb';
import { AppError } from '@gateway/shared/errors.ts';
import type { Clients } from '../clients/index.ts';
import { listJson, paymentJson } from '../http/mappers.ts';
import { defineRoute } from '../http/route.ts';
import {
  cardList,
  cardResponse,
  chargeCardBody,
  createCardBody,
  listCardsQuery,
  registrationResponse,
} from '../schemas/cards.ts';
import { errorEnvelope, perPageOf } from '../schemas/common.ts';
import { paymentResponse } from '../schemas/payments.ts';
import { found, scopeOf } from './scope.ts';

type Card = Named<CardMessage>;

const notFound = { 404: { description: 'No such card', schema: errorEnvelope } };

export function cardJson(c: Card) {
  return {
    id: c.id,
    customer_id: c.customerId,
    provider: c.provider,
    status: c.status,
    brand: c.brand ?? null,
    last_four: c.lastFour ?? null,
    expires: c.expires ?? null,
    // Spec 2.3 has registered_at in every card: until the registration completes, when it began.
    registered_at: c.registeredAt ?? c.createdAt,
    created_at: c.createdAt,
  };
}

export function foundCard(card: Card | undefined): Card {
  if (!card) throw new AppError('NOT_FOUND', 'No such card.');
  return card;
}

/** A saved-card charge answers without provider_data (spec 2.2). */
export function chargeJson(...args: Parameters<typeof paymentJson>) {
  const { provider_data: _hidden, ...rest } = paymentJson(...args);
  return rest;
}

export function cardRoutes(clients: Clients) {
  return [
    defineRoute({
      method: 'POST',
      url: '/v1/cards',
      tag: 'Cards',
      summary: 'Start a card registration (3DS in the gateway-hosted iframe)',
      body: createCardBody,
      responses: {
        201: {
          description: 'A pending card and the registration page to embed',
          schema: registrationResponse,
        },
        422: { description: 'VALIDATION_FAILED; details.fields names each field', schema: errorEnvelope },
        502: {
          description: 'PROVIDER_ERROR: the provider refused (a new customer without its data) or failed',
          schema: errorEnvelope,
        },
      },
      handler: async ({ principal, body, requestId }) => {
        const res = await clients.cards.createCard(
          {
            scope: scopeOf(principal),
            provider: body.provider,
            customerId: body.customer_id,
            customer: body.customer,
            targetOrigins: Array.isArray(body.target_origin) ? body.target_origin : [body.target_origin],
            returnUrl: body.return_url,
          },
          { requestId },
        );
        const card = foundCard(res.card);
        return {
          status: 201,
          body: {
            data: {
              card_id: card.id,
              status: card.status,
              registration: {
                checkout_url: res.registration?.checkoutUrl,
                expires_at: res.registration?.expiresAt,
              },
            },
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/cards',
      tag: 'Cards',
      summary: 'List saved cards (deleted cards are never listed)',
      query: listCardsQuery,
      responses: { 200: { description: 'A page of cards, newest first', schema: cardList } },
      handler: async ({ principal, query, requestId }) => {
        const perPage = perPageOf(query.per_page);
        const res = await clients.cards.listCards(
          {
            scope: scopeOf(principal),
            customerId: query.customer_id,
            status: query.status,
            cursor: query.cursor,
            perPage,
          },
          { requestId },
        );
        return {
          status: 200,
          body: listJson(res.cards.map(cardJson), res.nextCursor, res.prevCursor, perPage),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/v1/cards/:id',
      tag: 'Cards',
      summary: 'Retrieve a card',
      responses: { 200: { description: 'The card', schema: cardResponse }, ...notFound },
      handler: async ({ principal, params, requestId }) => {
        const res = await clients.cards.getCard(
          { scope: scopeOf(principal), id: params['id'] ?? '' },
          { requestId },
        );
        return { status: 200, body: { data: cardJson(foundCard(res.card)) } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/v1/cards/:id',
      tag: 'Cards',
      summary: 'Delete a card (logical; card.deleted is sent once, a repeat answers 204 again)',
      responses: { 204: { description: 'Deleted' }, ...notFound },
      handler: async ({ principal, params, requestId }) => {
        await clients.cards.deleteCard({ scope: scopeOf(principal), id: params['id'] ?? '' }, { requestId });
        return { status: 204 };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/v1/cards/:id/charge',
      tag: 'Cards',
      summary: 'Charge a saved card (synchronous; idempotent by reference)',
      body: chargeCardBody,
      responses: {
        201: {
          description: 'The payment, confirmed or failed with rejection_reason',
          schema: paymentResponse,
        },
        200: { description: 'Idempotent replay: the original payment, unchanged', schema: paymentResponse },
        404: { description: 'No such card', schema: errorEnvelope },
        409: {
          description:
            'REFERENCE_ALREADY_USED with another amount, currency or card; INVALID_STATE for a card that is not registered',
          schema: errorEnvelope,
        },
        422: { description: 'VALIDATION_FAILED', schema: errorEnvelope },
      },
      handler: async ({ principal, params, body, requestId }) => {
        const res = await clients.payments.createPayment(
          {
            scope: scopeOf(principal),
            provider: 'provider_a',
            amount: BigInt(body.amount),
            currency: body.currency ?? 'PYG',
            reference: body.reference,
            targetOrigins: [],
            metadataJson: body.metadata == null ? undefined : JSON.stringify(body.metadata),
            cardId: params['id'] ?? '',
          },
          { requestId },
        );
        return { status: res.created ? 201 : 200, body: { data: chargeJson(found(res.payment)) } };
      },
    }),
  ];
}
