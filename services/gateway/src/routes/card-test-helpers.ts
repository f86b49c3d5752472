import type { Clients } from '../clients/index.ts';
import { defineRoute } from '../http/route.ts';
import { cardResponse, registerCardBody } from '../schemas/cards.ts';
import { errorEnvelope } from '../schemas/common.ts';
import { cardJson, foundCard } from './cards.ts';
import { scopeOf } from './scope.ts';

const responses = {
  200: { description: 'The card after the change', schema: cardResponse },
  404: { description: 'No such card, or a live key', schema: errorEnvelope },
  409: { description: 'The registration is already decided', schema: errorEnvelope },
};

// The provider decides the registration and calls back: the same path as the buyer's 3DS form.
export function cardTestHelperRoutes(clients: Clients) {
  const helper = (name: 'register' | 'fail', summary: string) =>
    defineRoute({
      method: 'POST',
      url: `/v1/test-helpers/cards/:id/${name}`,
      tag: 'Test helpers',
      summary,
      testOnly: true,
      body: registerCardBody,
      optionalBody: true,
      responses,
      handler: async ({ principal, params, body, requestId }) => {
        const res = await clients.cards.simulateRegistration(
          {
            scope: scopeOf(principal),
            id: params['id'] ?? '',
            registered: name === 'register',
            number: name === 'register' ? body.number : undefined,
          },
          { requestId },
        );
        return { status: 200, body: { data: cardJson(foundCard(res.card)) } };
      },
    });
  return [
    helper(
      'register',
      'The pending registration passes 3DS; the sandbox number (default 4111 1111 1111 1111) then decides, as in the iframe',
    ),
    helper('fail', 'The pending registration fails'),
  ];
}
