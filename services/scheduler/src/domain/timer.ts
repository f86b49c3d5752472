import { timerCancelPayload, timerRequestPayload } from '@gateway/shared/events/contracts/scheduler.ts';
import { z } from 'zod';

export type Environment = 'test' | 'live';

export interface TimerScope {
  tenantId: string;
  environment: Environment;
}

/** A service asking for `kind` to happen to `resourceId` at `fireAt`. */
export interface TimerRequest {
  scope: TimerScope;
  source: string;
  timerKey: string;
  kind: string;
  resourceId: string;
  fireAt: Date;
  /** When the source asked (its event's occurred_at): orders requests and cancellations of a key. */
  requestedAt: Date;
}

export interface TimerCancellation {
  scope: TimerScope;
  source: string;
  timerKey: string;
  requestedAt: Date;
}

/** A stored timer as the use-cases need to see it. */
export interface TimerState {
  source: string;
  requestedAt: Date;
  firedAt: Date | null;
  cancelledAt: Date | null;
}

export interface FiredTimer {
  scope: TimerScope;
  source: string;
  timerKey: string;
  kind: string;
  resourceId: string;
  fireAt: Date;
  firedAt: Date;
}

/** Input that can never become a timer: retrying it cannot help. */
export class InvalidTimerError extends Error {}

/** A key already belongs to another source's timer; one source must never move another's deadline. */
export class TimerKeyConflictError extends Error {}

const instant = z.iso.datetime({ offset: true });
// The payloads are the timer protocol's contract, shared with every service that asks for timers.
const requestPayload = timerRequestPayload;
const cancelPayload = timerCancelPayload;

/** What the events layer hands over: the envelope's fields plus the consumer's source. */
export interface IncomingTimerEvent {
  source: string;
  tenantId: string;
  environment: Environment;
  occurredAt: string;
  payload: Record<string, unknown>;
}

function scopeAndTime(event: IncomingTimerEvent): { scope: TimerScope; requestedAt: Date } {
  if (event.tenantId === '') throw new InvalidTimerError('tenant_id is empty');
  if (!instant.safeParse(event.occurredAt).success)
    throw new InvalidTimerError('occurred_at is not ISO 8601');
  return {
    scope: { tenantId: event.tenantId, environment: event.environment },
    requestedAt: new Date(event.occurredAt),
  };
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export function parseTimerRequest(event: IncomingTimerEvent): TimerRequest {
  const parsed = requestPayload.safeParse(event.payload);
  if (!parsed.success) throw new InvalidTimerError(`invalid timer request: ${describe(parsed.error)}`);
  const { timer_key, fire_at, kind, resource_id } = parsed.data;
  return {
    ...scopeAndTime(event),
    source: event.source,
    timerKey: timer_key,
    kind,
    resourceId: resource_id,
    fireAt: new Date(fire_at),
  };
}

export function parseTimerCancellation(event: IncomingTimerEvent): TimerCancellation {
  const parsed = cancelPayload.safeParse(event.payload);
  if (!parsed.success) throw new InvalidTimerError(`invalid timer cancellation: ${describe(parsed.error)}`);
  return { ...scopeAndTime(event), source: event.source, timerKey: parsed.data.timer_key };
}

/**
 * Requests and cancellations of one key arrive on different consumers, so in any order. The
 * source's own timestamps decide: a cancellation undoes every request made no later than itself.
 */
export function cancellationWins(cancelRequestedAt: Date, timerRequestedAt: Date): boolean {
  return cancelRequestedAt.getTime() >= timerRequestedAt.getTime();
}
