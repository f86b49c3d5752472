import { writeEvent } from '@gateway/shared/events/outbox.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Card, Registration, Scope } from '../domain/card.ts';
import type { CardStore, ListQuery, LockedRegistration, RegistrationTransaction } from '../domain/ports.ts';
import { cardEvent } from '../events/card-events.ts';
import type { CardRow, CardsDatabase } from './schema.ts';

// Every column but the sealed token: reads that do not charge never load it.
const PUBLIC_COLUMNS = [
  'id',
  'tenant_id',
  'environment',
  'customer_id',
  'customer_external_id',
  'provider',
  'status',
  'brand',
  'last_four',
  'expires',
  'registered_at',
  'deleted_at',
  'registration_id',
  'registration_form_path',
  'registration_token',
  'registration_expires_at',
  'registration_attempt',
  'target_origins',
  'return_url',
  'created_at',
  'updated_at',
] as const;

type PublicRow = Omit<CardRow, 'token_key_id' | 'token_sealed'>;

export function createCardStore(db: Kysely<CardsDatabase>): CardStore {
  const scoped = (scope: Scope) =>
    db
      .selectFrom('cards')
      .select(PUBLIC_COLUMNS)
      .where('tenant_id', '=', scope.tenantId)
      .where('environment', '=', scope.environment);

  return {
    async insert(card) {
      const { registration, ...rest } = card;
      const row = await db
        .insertInto('cards')
        .values({
          id: rest.id,
          tenant_id: rest.tenantId,
          environment: rest.environment,
          customer_id: rest.customerId,
          customer_external_id: rest.customerExternalId,
          provider: rest.provider,
          status: rest.status,
          registration_id: registration.registrationId,
          registration_form_path: registration.formPath,
          registration_token: registration.token,
          registration_expires_at: registration.expiresAt,
          registration_attempt: registration.attempt,
          target_origins: registration.targetOrigins,
          return_url: registration.returnUrl,
          created_at: rest.createdAt,
          updated_at: rest.createdAt,
        })
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      return toCard(row);
    },

    async findById(scope, id) {
      const row = await scoped(scope).where('id', '=', id).executeTakeFirst();
      return row ? toCard(row) : null;
    },

    async findByPageToken(token) {
      const row = await db
        .selectFrom('cards')
        .select(PUBLIC_COLUMNS)
        .where('registration_token', '=', token)
        .executeTakeFirst();
      return row ? { card: toCard(row), registration: toRegistration(row) } : null;
    },

    async findRegistrationId(scope, id) {
      const row = await scoped(scope).where('id', '=', id).executeTakeFirst();
      return row?.registration_id ?? null;
    },

    async withRegistration(registrationId, work) {
      return await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('cards')
          .select(PUBLIC_COLUMNS)
          .where('registration_id', '=', registrationId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return null;
        const locked: LockedRegistration = { card: toCard(row), registration: toRegistration(row) };
        return work(locked, registrationTransaction(trx));
      });
    },

    async list(scope, { customerId, status, cursor, limit }: ListQuery) {
      const backwards = cursor?.direction === 'prev';
      const order = backwards ? 'asc' : 'desc';
      let query = scoped(scope).where('status', '<>', 'deleted');
      if (status !== null) query = query.where('status', '=', status);
      if (customerId !== null) {
        query = query.where((eb) =>
          eb.or([eb('customer_id', '=', customerId), eb('customer_external_id', '=', customerId)]),
        );
      }
      if (cursor) {
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('created_at', 'id'),
            backwards ? '>' : '<',
            tuple(new Date(cursor.createdAt), cursor.id),
          ),
        );
      }
      const rows = await query.orderBy('created_at', order).orderBy('id', order).limit(limit).execute();
      return rows.map(toCard);
    },

    async delete(scope, id, at) {
      return await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('cards')
          .select(PUBLIC_COLUMNS)
          .where('tenant_id', '=', scope.tenantId)
          .where('environment', '=', scope.environment)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return null;
        if (row.status === 'deleted') return { card: toCard(row), deletedNow: false };
        const [card] = await markDeleted(trx, [row.id], at);
        return { card: card!, deletedNow: true };
      });
    },

    async sealedToken(scope, id) {
      const row = await db
        .selectFrom('cards')
        .select(['token_key_id', 'token_sealed'])
        .where('tenant_id', '=', scope.tenantId)
        .where('environment', '=', scope.environment)
        .where('id', '=', id)
        .where('status', '=', 'registered')
        .executeTakeFirst();
      if (!row?.token_key_id || !row.token_sealed) return null;
      return { keyId: row.token_key_id, sealed: row.token_sealed };
    },
  };
}

function registrationTransaction(trx: Transaction<CardsDatabase>): RegistrationTransaction {
  return {
    async markRegistered(card, details, at) {
      const row = await trx
        .updateTable('cards')
        .set({
          status: 'registered',
          brand: details.brand,
          last_four: details.lastFour,
          expires: details.expires,
          registered_at: at,
          registration_attempt: details.attempt,
          token_key_id: details.sealed.keyId,
          token_sealed: details.sealed.sealed,
          updated_at: at,
        })
        .where('id', '=', card.id)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      const registered = toCard(row);
      await writeEvent(trx, cardEvent('registered', registered));
      return registered;
    },

    async markInvalid(card, attempt, at) {
      const row = await trx
        .updateTable('cards')
        .set({ status: 'invalid', registration_attempt: attempt, updated_at: at })
        .where('id', '=', card.id)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      const invalid = toCard(row);
      await writeEvent(trx, cardEvent('failed', invalid));
      return invalid;
    },

    async recordAttempt(card, attempt, at) {
      await trx
        .updateTable('cards')
        .set({ registration_attempt: attempt, updated_at: at })
        .where('id', '=', card.id)
        .where('registration_attempt', '<', attempt)
        .execute();
    },

    async deleteEarlierCopies(card, at) {
      // Same customer and the same card as the provider masks it (brand and last four).
      if (card.brand === null || card.lastFour === null) return [];
      const copies = await trx
        .selectFrom('cards')
        .select('id')
        .where('tenant_id', '=', card.tenantId)
        .where('environment', '=', card.environment)
        .where('customer_id', '=', card.customerId)
        .where('status', '=', 'registered')
        .where('brand', '=', card.brand)
        .where('last_four', '=', card.lastFour)
        .where('id', '<>', card.id)
        .orderBy('id')
        .forUpdate()
        .execute();
      return markDeleted(
        trx,
        copies.map((row) => row.id),
        at,
      );
    },
  };
}

async function markDeleted(trx: Transaction<CardsDatabase>, ids: string[], at: Date): Promise<Card[]> {
  if (ids.length === 0) return [];
  // The token goes with the card: a deleted card can never be charged again.
  const rows = await trx
    .updateTable('cards')
    .set({ status: 'deleted', deleted_at: at, updated_at: at, token_key_id: null, token_sealed: null })
    .where('id', 'in', ids)
    .where('status', '<>', 'deleted')
    .returning(PUBLIC_COLUMNS)
    .execute();
  const cards = rows.map(toCard);
  for (const card of cards) await writeEvent(trx, cardEvent('deleted', card));
  return cards;
}

function toCard(row: PublicRow): Card {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    environment: row.environment,
    customerId: row.customer_id,
    customerExternalId: row.customer_external_id,
    provider: row.provider,
    status: row.status,
    brand: row.brand,
    lastFour: row.last_four,
    expires: row.expires,
    registeredAt: row.registered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRegistration(row: PublicRow): Registration {
  return {
    registrationId: row.registration_id,
    formPath: row.registration_form_path,
    token: row.registration_token,
    expiresAt: row.registration_expires_at,
    targetOrigins: row.target_origins,
    returnUrl: row.return_url,
    attempt: row.registration_attempt,
  };
}
