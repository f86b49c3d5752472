import { ManualClock } from '@gateway/shared/clock.ts';
import { createDatabase, type Database } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createTestDatabase, type TestDatabase } from '@gateway/shared/testing/database.ts';
import { sql } from 'kysely';
import { migrations, SCHEMA } from '../db/migrations/index.ts';
import { createPaymentRepository } from '../db/payment-repository.ts';
import type { PaymentsDatabase } from '../db/schema.ts';
import type { Scope } from '../domain/payment.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import type {
  CardCharge,
  Customers,
  KnownCustomer,
  NewPayment,
  PaymentDeps,
  SavedCard,
  SavedCards,
  TenantSettings,
} from '../domain/ports.ts';
import { cardProviders } from '../providers/index.ts';
import type { FakeProcessor } from './fake-processor.ts';

export const SCOPE: Scope = { tenantId: 'ten_test', environment: 'test' };
export const OTHER_TENANT: Scope = { tenantId: 'ten_other', environment: 'test' };
export const LIVE: Scope = { tenantId: 'ten_test', environment: 'live' };
export const PUBLIC_BASE_URL = 'http://gateway.test';

export interface TestDb {
  test: TestDatabase;
  database: Database<PaymentsDatabase>;
  close(): Promise<void>;
}

export async function setupDatabase(label: string, max = 20): Promise<TestDb> {
  const test = await createTestDatabase(label);
  const database = createDatabase<PaymentsDatabase>({ url: test.url, schema: SCHEMA, max });
  await migrate(database.db, SCHEMA, migrations);
  return {
    test,
    database,
    close: async () => {
      await database.close();
      await test.drop();
    },
  };
}

/** A pending transfer of SCOPE as the repository stores it, with whatever a test changes. */
export function newPayment(extra: Partial<NewPayment> = {}): NewPayment {
  return {
    id: newId('pay'),
    tenantId: SCOPE.tenantId,
    environment: SCOPE.environment,
    reference: `ref-${newId('r')}`,
    provider: 'transferencia',
    amount: 150_000n,
    currency: 'PYG',
    status: 'pending',
    cardId: null,
    checkoutSessionId: null,
    targetOrigins: [],
    returnUrl: null,
    cancelUrl: null,
    createdAt: new Date(),
    expiresAt: null,
    confirmedAfterExpiry: false,
    metadataJson: null,
    customerDataJson: null,
    providerDataJson: null,
    customerId: null,
    customerExternalId: null,
    checkout: null,
    ...extra,
  };
}

/** In-memory stand-ins for the accounts and customers services (their own tests cover them). */
export class MemorySettings {
  readonly value: TenantSettings = {
    merchantName: 'Tienda Test',
    enabledProviders: ['provider_a', 'provider_b', 'transferencia'],
    bankAccounts: [
      {
        bank_name: 'Banco Uno',
        account_type: 'corriente',
        account_number: '001-123',
        holder_name: 'Tienda SA',
        holder_ruc: '80000001-1',
      },
    ],
    instructions: 'Transferí y subí el comprobante.',
  };
  async get(): Promise<TenantSettings> {
    return this.value;
  }
}

export class MemoryCustomers implements Customers {
  readonly byExternal = new Map<string, KnownCustomer>();
  upserts = 0;
  async upsert(scope: Scope, input: Parameters<Customers['upsert']>[1]): Promise<KnownCustomer> {
    this.upserts++;
    const key = `${scope.tenantId}:${scope.environment}:${input.externalId}`;
    const old = this.byExternal.get(key);
    const merged: KnownCustomer = {
      id: old?.id ?? `cust_${input.externalId}`,
      externalId: input.externalId,
      name: input.name ?? old?.name ?? null,
      lastname: input.lastname ?? old?.lastname ?? null,
      email: input.email ?? old?.email ?? null,
      phone: input.phone ?? old?.phone ?? null,
      ruc: input.ruc ?? old?.ruc ?? null,
    };
    this.byExternal.set(key, merged);
    return merged;
  }
  async findByExternalId(scope: Scope, externalId: string): Promise<KnownCustomer | null> {
    return this.byExternal.get(`${scope.tenantId}:${scope.environment}:${externalId}`) ?? null;
  }
}

/** A stand-in for the cards service (its own tests cover it): counts charges, answers as told. */
export class MemoryCards implements SavedCards {
  readonly cards = new Map<string, SavedCard>();
  answer: CardCharge | Error = { status: 'approved', reason: null, operationNumber: '000000000001' };
  charges: string[] = [];
  /** Holds each charge this long, so concurrent creates overlap. */
  delayMs = 0;
  add(card: Partial<SavedCard> & { id: string }): void {
    this.cards.set(card.id, {
      status: 'registered',
      customerId: 'cust_saved',
      customerExternalId: 'saved-customer',
      ...card,
    });
  }
  async get(_scope: Scope, cardId: string): Promise<SavedCard> {
    const card = this.cards.get(cardId);
    if (!card) throw new AppError('NOT_FOUND', 'No such card.');
    return card;
  }
  async charge(_scope: Scope, request: { merchantReference: string }): Promise<CardCharge> {
    this.charges.push(request.merchantReference);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

export interface TestDeps extends PaymentDeps {
  cards: MemoryCards;
  clock: ManualClock;
  settings: MemorySettings;
  customers: MemoryCustomers;
}

export function testDeps(db: TestDb, processor: FakeProcessor, timeoutMs = 2000): TestDeps {
  return {
    payments: createPaymentRepository(db.database.db, db.database.pool),
    providers: cardProviders({
      PUBLIC_BASE_URL,
      PROVIDER_A_URL: processor.aUrl,
      PROVIDER_B_URL: processor.bUrl,
      PROVIDER_A_API_KEY: 'k',
      PROVIDER_B_API_KEY: 'k',
      PROVIDER_A_CALLBACK_SECRET: processor.secrets.provider_a,
      PROVIDER_B_CALLBACK_SECRET: processor.secrets.provider_b,
      PROVIDER_TIMEOUT_MS: timeoutMs,
    }),
    settings: new MemorySettings(),
    customers: new MemoryCustomers(),
    cards: new MemoryCards(),
    clock: new ManualClock('2026-03-10T15:00:00.000Z'),
    liveCardProcessing: true,
    publicBaseUrl: PUBLIC_BASE_URL,
  };
}

export interface OutboxEvent {
  type: string;
  payload: Record<string, unknown>;
}

/** The events written so far, oldest first. */
export async function outbox(db: TestDb): Promise<OutboxEvent[]> {
  const result = await sql<OutboxEvent>`SELECT type, payload FROM outbox ORDER BY seq`.execute(
    db.database.db,
  );
  return result.rows;
}

export async function countPayments(db: TestDb): Promise<number> {
  const result = await sql<{ n: bigint }>`SELECT count(*)::bigint AS n FROM payments`.execute(db.database.db);
  return Number(result.rows[0]?.n ?? 0);
}
