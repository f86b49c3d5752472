import { notFound } from '@gateway/shared/errors.ts';
import type { SessionDeps, SessionStore } from './ports.ts';
import type { Scope, Session } from './session.ts';

/**
 * The deadline: the scheduler's timer and the test helper both come here. An open session
 * becomes expired and announces it (its pending attempts are expired from that event); any
 * other state is left as it is.
 */
export async function expireSession(
  store: SessionStore,
  scope: Scope,
  id: string,
  now: Date,
): Promise<Session> {
  return store.transaction(async (tx) => {
    const expired = await tx.expire(scope, id, now);
    if (expired) return expired;
    const current = await tx.findInScope(scope, id);
    if (!current) throw notFound('checkout session');
    return current;
  });
}

/** The first confirmed payment of a session completes it; a later one changes nothing here. */
export async function completeSession(
  store: SessionStore,
  scope: Scope,
  id: string,
  paymentId: string,
  now: Date,
): Promise<Session | undefined> {
  return store.complete(scope, id, paymentId, now);
}

/** A session's pending attempts become expired, each with its own payment.expired. */
export async function expireAttempts(
  deps: Pick<SessionDeps, 'store' | 'payments'>,
  scope: Scope,
  sessionId: string,
) {
  const attempts = await deps.store.attempts(scope, sessionId);
  for (const attempt of attempts) await deps.payments.expire(scope, attempt.paymentId);
  return attempts.length;
}
