import type { Clock } from '@gateway/shared/clock.ts';
import { newToken, passwordProblem, tokenHash, verifyPassword, hashPassword } from './passwords.ts';
import type { DashboardStore, Session } from './ports.ts';

/** Wrong passwords in a row before the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export type SignInResult =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'invalid' | 'locked'; retryAfterSeconds?: number };

export function signInUseCases(store: DashboardStore, clock: Clock, sessionTtlHours: number) {
  return {
    async signIn(email: string, password: string): Promise<SignInResult> {
      const now = clock.now();
      const operator = await store.operatorByEmail(email.trim().toLowerCase());
      if (operator?.lockedUntil && operator.lockedUntil > now)
        return {
          ok: false,
          reason: 'locked',
          retryAfterSeconds: Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 1000),
        };
      // Verified even for an unknown e-mail (against a decoy), so timing does not reveal accounts.
      const valid = await verifyPassword(password, operator?.passwordHash ?? null);
      if (!operator || !valid) {
        if (operator) {
          const locks = operator.failedSignIns + 1 >= MAX_FAILED_SIGN_INS;
          await store.recordFailedSignIn(
            operator.id,
            locks ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null,
          );
        }
        return { ok: false, reason: 'invalid' };
      }
      await store.clearFailedSignIns(operator.id);
      const { token, hash } = newToken();
      const session: Session = {
        operatorId: operator.id,
        tenantId: operator.tenantId,
        email: operator.email,
        environment: 'test',
        csrfToken: newToken().token,
        expiresAt: new Date(now.getTime() + sessionTtlHours * 3_600_000),
      };
      await store.insertSession(hash, session, now);
      return { ok: true, token, session };
    },

    async session(token: string | undefined): Promise<Session | undefined> {
      return token ? store.sessionByToken(tokenHash(token), clock.now()) : undefined;
    },

    async setPassword(
      token: string,
      password: string,
    ): Promise<{ ok: true } | { ok: false; problem: string }> {
      const problem = passwordProblem(password);
      if (problem) return { ok: false, problem };
      const operator = await store.setPasswordByToken(
        tokenHash(token),
        await hashPassword(password),
        clock.now(),
      );
      return operator ? { ok: true } : { ok: false, problem: 'This link has expired or was already used.' };
    },
  };
}

export type SignIn = ReturnType<typeof signInUseCases>;
