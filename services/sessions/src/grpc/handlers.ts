import type { SessionsService } from '@gateway/proto/sessions/v1/sessions_pb';
import { notFound, validationError } from '@gateway/shared/errors.ts';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import { createSession } from '../domain/create-session.ts';
import { expireSession } from '../domain/lifecycle.ts';
import type { SessionDeps } from '../domain/ports.ts';
import { ENVIRONMENTS, type Environment, remainingMs, type Scope, scopeOf } from '../domain/session.ts';
import { resolveReceiptUpload, startAttempt } from '../domain/start-attempt.ts';
import { toAttemptMessage, toSessionMessage } from './session-message.ts';

function parseScope(raw: { tenantId: string; environment: string } | undefined): Scope {
  const fields: Record<string, string[]> = {};
  if (!raw?.tenantId) fields['scope.tenant_id'] = ['is required'];
  if (!ENVIRONMENTS.includes(raw?.environment as Environment))
    fields['scope.environment'] = ['must be test or live'];
  if (!raw || Object.keys(fields).length > 0) throw validationError(fields);
  return { tenantId: raw.tenantId, environment: raw.environment as Environment };
}

export function sessionsHandlers(deps: SessionDeps): ServiceHandlers<typeof SessionsService> {
  const message = (session: Parameters<typeof toSessionMessage>[0]) =>
    toSessionMessage(session, deps.publicBaseUrl);
  return {
    async createSession(req) {
      const { session, created } = await createSession(deps, parseScope(req.scope), {
        reference: req.reference,
        amount: req.amount,
        currency: req.currency,
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        methods: req.methodsGiven ? [...req.methods] : undefined,
        expiresIn: req.expiresIn,
        description: req.description,
        lineItems: req.lineItems,
        metadataJson: req.metadataJson,
        customer: req.customer
          ? {
              customerId: req.customer.customerId,
              name: req.customer.name,
              lastname: req.customer.lastname,
              email: req.customer.email,
              phone: req.customer.phone,
              ruc: req.customer.ruc,
            }
          : undefined,
      });
      return { session: message(session), created };
    },

    async expireSession(req) {
      const session = await expireSession(deps.store, parseScope(req.scope), req.id, deps.clock.now());
      return { session: message(session) };
    },

    async getHostedSession(req) {
      const session = await deps.store.findById(req.id);
      if (!session) throw notFound('checkout session');
      // Branding is decoration: without accounts the buyer can still pay, under a plain header.
      const settings = await deps.tenants.get(scopeOf(session)).catch(() => ({
        name: '',
        enabledProviders: [],
        branding: { tradeName: '', logoUrl: '', primaryColor: '' },
      }));
      return {
        session: message(session),
        branding: {
          tradeName: settings.branding.tradeName || settings.name,
          logoUrl: settings.branding.logoUrl,
          primaryColor: settings.branding.primaryColor,
        },
        remainingMs: BigInt(session.status === 'open' ? remainingMs(session, deps.clock.now()) : 0),
      };
    },

    async startAttempt(req) {
      return { attempt: toAttemptMessage(await startAttempt(deps, req.sessionId, req.method)) };
    },

    async resolveReceiptUpload(req) {
      return resolveReceiptUpload(deps, req.sessionId);
    },
  };
}
