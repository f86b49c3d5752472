import { AppError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { DuplicateOpenSessionError, type SessionDeps } from './ports.ts';
import { ID_PREFIX, isLive, type Scope, type Session } from './session.ts';
import { type CreateSessionInput, possibleMethods, validateCreate } from './validation.ts';

export interface CreateResult {
  session: Session;
  /** false for a replay of the open session (the edge answers 200). */
  created: boolean;
}

/**
 * POST /v1/checkout-sessions. The same reference returns the open, unexpired session; once it
 * expired or completed, a new one is made (spec 4.4). A partial unique index on open sessions
 * decides concurrent creates: the loser replays the winner.
 */
export async function createSession(
  deps: SessionDeps,
  scope: Scope,
  input: CreateSessionInput,
): Promise<CreateResult> {
  const command = validateCreate(input);
  const now = deps.clock.now();

  const existing = await deps.store.findOpenByReference(scope, command.reference);
  if (existing && isLive(existing, now)) return { session: existing, created: false };

  const settings = await deps.tenants.get(scope);
  const methods = possibleMethods(command, settings.enabledProviders);
  const id = newId(ID_PREFIX);
  const session: Session = {
    id,
    tenantId: scope.tenantId,
    environment: scope.environment,
    reference: command.reference,
    status: 'open',
    amount: command.amount,
    currency: command.currency,
    methods,
    description: command.description,
    lineItems: command.lineItems,
    successUrl: command.successUrl,
    cancelUrl: command.cancelUrl,
    metadata: command.metadata,
    customer: command.customer,
    expiresAt: new Date(now.getTime() + command.expiresIn * 1000),
    createdAt: now,
    completedAt: null,
    completedPaymentId: null,
    expiredAt: null,
  };

  try {
    await deps.store.transaction(async (tx) => {
      // Past its deadline but not yet reached by the timer: close it now so the new one can open.
      if (existing) await tx.expire(scope, existing.id, now);
      await tx.insert(session);
    });
    return { session, created: true };
  } catch (err) {
    if (!(err instanceof DuplicateOpenSessionError)) throw err;
    const winner = await deps.store.findOpenByReference(scope, command.reference);
    if (!winner)
      throw new AppError('CONFLICT', 'A concurrent request with this reference did not complete; retry.');
    return { session: winner, created: false };
  }
}
