import type { z } from 'zod';
import { PoisonMessageError } from '../poison.ts';
import type { EventEnvelope } from '../envelope.ts';
import type { NewEvent } from '../outbox.ts';

export interface EventContract<T extends string, S extends z.ZodType<Record<string, unknown>>> {
  /** `<service>.<aggregate>.<event>`: the subject, under the namespace. */
  type: T;
  schema: S;
  /** The producer's side: a validated event for `writeEvent`, in the caller's transaction. */
  event(
    scope: { tenantId: string; environment: 'test' | 'live' },
    payload: z.input<S>,
    occurredAt?: Date,
  ): NewEvent;
  /** The consumer's side: the payload, validated; an event that can never fit is poison. */
  parse(envelope: EventEnvelope): z.output<S>;
}

/**
 * One event, defined once: its type and its payload's zod schema. Producers build it through
 * `event()` (so a payload that breaks the contract fails the transaction that would announce it)
 * and consumers read it through `parse()`.
 */
export function defineEvent<T extends string, S extends z.ZodType<Record<string, unknown>>>(
  type: T,
  schema: S,
): EventContract<T, S> {
  return {
    type,
    schema,
    event(scope, payload, occurredAt) {
      // Validated, then written as given: a field the contract does not list yet is never dropped
      // silently (consumers, tolerant readers, ignore it until they need it).
      schema.parse(payload);
      return {
        type,
        tenantId: scope.tenantId,
        environment: scope.environment,
        payload: payload as Record<string, unknown>,
        ...(occurredAt ? { occurredAt } : {}),
      };
    },
    parse(envelope) {
      if (envelope.type !== type) throw new PoisonMessageError(`expected ${type}, got ${envelope.type}`);
      const parsed = schema.safeParse(envelope.payload);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new PoisonMessageError(`invalid ${type} payload: ${problems}`);
      }
      return parsed.data;
    },
  };
}
