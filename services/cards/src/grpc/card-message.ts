import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { CardSchema } from '@gateway/proto/cards/v1/cards_pb';
import type { Card } from '../domain/card.ts';

/** Domain null becomes an unset optional field on the wire; the token is not part of a card. */
export function toCardMessage(card: Card): Named<MessageInitShape<typeof CardSchema>> {
  return {
    id: card.id,
    customerId: card.customerId,
    customerExternalId: card.customerExternalId,
    provider: card.provider,
    status: card.status,
    brand: card.brand ?? undefined,
    lastFour: card.lastFour ?? undefined,
    expires: card.expires ?? undefined,
    registeredAt: card.registeredAt?.toISOString(),
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}
