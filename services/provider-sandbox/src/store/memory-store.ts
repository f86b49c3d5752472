import type { Provider } from '../domain/types.ts';
import type { CallRecord, Operation, PaymentSession, Registration, SavedCard } from './records.ts';

/** Enough history for any test run without letting a long-lived sandbox grow without bound. */
const MAX_CALLS = 50_000;
/** Expired sessions stay readable for a while so a late buyer still sees "expired", not "not found". */
const EXPIRED_RETENTION_MS = 24 * 60 * 60 * 1000;

export type MemoryStore = ReturnType<typeof createMemoryStore>;

/**
 * The simulated processors' books. Everything is mutated synchronously between awaits,
 * so each check-and-update is atomic on Node's single thread; flows that await (callbacks)
 * hold a per-session lock instead.
 */
export function createMemoryStore() {
  const sessions = new Map<string, PaymentSession>();
  const registrations = new Map<string, Registration>();
  const operations = new Map<string, Operation>();
  const savedCards = new Map<string, SavedCard>();
  let calls: CallRecord[] = [];

  const operationKey = (provider: Provider, operationNumber: string) => `${provider}:${operationNumber}`;

  return {
    addSession(session: PaymentSession): void {
      sessions.set(session.id, session);
    },
    session(provider: Provider, id: string): PaymentSession | undefined {
      const session = sessions.get(id);
      return session?.provider === provider ? session : undefined;
    },
    addRegistration(registration: Registration): void {
      registrations.set(registration.id, registration);
    },
    registration(id: string): Registration | undefined {
      return registrations.get(id);
    },
    hasOperation(provider: Provider, operationNumber: string): boolean {
      return operations.has(operationKey(provider, operationNumber));
    },
    addOperation(operation: Operation): void {
      operations.set(operationKey(operation.provider, operation.operationNumber), operation);
    },
    operation(provider: Provider, operationNumber: string): Operation | undefined {
      return operations.get(operationKey(provider, operationNumber));
    },
    addSavedCard(card: SavedCard): void {
      savedCards.set(card.token, card);
    },
    savedCard(token: string): SavedCard | undefined {
      return savedCards.get(token);
    },
    recordCall(call: CallRecord): void {
      calls.push(call);
      if (calls.length > MAX_CALLS) calls = calls.slice(-MAX_CALLS);
    },
    calls(filter: { provider?: Provider; merchantReference?: string }): CallRecord[] {
      return calls.filter(
        (call) =>
          (filter.provider === undefined || call.provider === filter.provider) &&
          (filter.merchantReference === undefined || call.merchant_reference === filter.merchantReference),
      );
    },
    /** Forgets long-expired sessions; operations and tokens stay, reversals and charges need them. */
    sweep(now: Date): void {
      const cutoff = now.getTime() - EXPIRED_RETENTION_MS;
      for (const [id, session] of sessions) if (session.expiresAt.getTime() < cutoff) sessions.delete(id);
      for (const [id, registration] of registrations) {
        if (registration.expiresAt.getTime() < cutoff) registrations.delete(id);
      }
    },
  };
}
