import { z } from 'zod';

/** What travels on JetStream: one JSON envelope per event, validated on both sides. */
export const eventEnvelopeSchema = z.object({
  id: z.string().startsWith('evt_'),
  type: z.string().min(1),
  occurred_at: z.string(),
  tenant_id: z.string(),
  environment: z.enum(['test', 'live']),
  payload: z.record(z.string(), z.unknown()),
});

export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** Subjects are `<service>.<aggregate>.<event>`; a namespace prefix isolates parallel test runs. */
export function subjectFor(namespace: string, type: string): string {
  return namespace ? `${namespace}.${type}` : type;
}

export function typeFromSubject(namespace: string, subject: string): string {
  return namespace && subject.startsWith(`${namespace}.`) ? subject.slice(namespace.length + 1) : subject;
}

/** What every stream name of a namespace starts with (nothing without one). */
export function streamPrefix(namespace: string): string {
  return namespace ? `${namespace.toUpperCase()}_` : '';
}

export function streamName(namespace: string, service: string): string {
  return streamPrefix(namespace) + service.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}
