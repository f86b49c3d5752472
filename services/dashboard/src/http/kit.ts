import { AppError } from '@gateway/shared/errors.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DashboardStore, Session } from '../domain/ports.ts';
import type { Frame } from '../views/layout.ts';
import type { Clock } from '@gateway/shared/clock.ts';

export type Form = Record<string, string | string[] | undefined>;

/** What every route module needs: the operator's scope, the page frame, HTML replies, the audit log. */
export function routeKit(store: DashboardStore, clock: Clock) {
  return {
    scope: (s: Session) => ({ tenantId: s.tenantId, environment: s.environment }),
    frame: (req: FastifyRequest): Frame => ({ session: req.operator!, path: req.url.split('?')[0]! }),
    send: (reply: FastifyReply, body: string, status = 200) =>
      reply.code(status).type('text/html; charset=utf-8').send(body),
    audit: (s: Session, action: string, target: string, detail: Record<string, unknown> = {}) =>
      store.appendAudit({
        tenantId: s.tenantId,
        operatorEmail: s.email,
        environment: s.environment,
        action,
        target,
        detail,
        at: clock.now(),
      }),
  };
}

export type RouteKit = ReturnType<typeof routeKit>;

/** One form field as text (a repeated field gives its first value). */
export function field(form: Form | undefined, name: string): string {
  const value = form?.[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A repeated form field as a list (one value or none give a list too). */
export function fields(form: Form | undefined, name: string): string[] {
  const value = form?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * The operator-facing text of a refused change (a validation failure names each field), or
 * undefined for an error the error handler must answer (not found, unavailable, internal).
 */
export function refusal(err: unknown): string | undefined {
  if (!(err instanceof AppError)) return undefined;
  if (err.code === 'NOT_FOUND' || err.code === 'UNAVAILABLE' || err.code === 'INTERNAL') return undefined;
  const fieldErrors = (err.details?.['fields'] ?? {}) as Record<string, string[]>;
  const listed = Object.entries(fieldErrors).map(([name, problems]) => `${name}: ${problems.join(', ')}`);
  return listed.length ? `${err.message} ${listed.join('; ')}.` : err.message;
}
