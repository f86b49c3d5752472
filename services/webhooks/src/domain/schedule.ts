/** Contracts 4: the waits after the first attempt (about three days in all). */
export const DEFAULT_SCHEDULE = '5s,5m,30m,2h,5h,10h,14h,20h,24h';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `5s,5m,2h` → milliseconds; tests configure a short one. */
export function parseSchedule(text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  return parts.map((part) => {
    const match = /^(\d+)(ms|s|m|h|d)$/.exec(part);
    if (!match) throw new Error(`invalid retry schedule entry: ${part}`);
    return Number(match[1]) * UNITS[match[2]!]!;
  });
}

// A receiver asking for more than this would stall the delivery beyond its three-day life.
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(at - now.getTime(), 0), MAX_RETRY_AFTER_MS);
}

export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone' }
  | { kind: 'retry'; at: Date }
  | { kind: 'exhausted' };

/**
 * What follows an attempt. `attempt` counts from 1; a failed attempt is retried after
 * schedule[attempt - 1], or later when the receiver's Retry-After asks for more. Retry-After never
 * shortens the schedule: a receiver answering `Retry-After: 1` would otherwise spend every attempt
 * within seconds and lose the event.
 */
export function nextStep(
  result: { statusCode: number | null; retryAfterMs: number | null },
  attempt: number,
  schedule: number[],
  now: Date,
): AttemptOutcome {
  const code = result.statusCode;
  if (code !== null && code >= 200 && code < 300) return { kind: 'delivered' };
  if (code === 410) return { kind: 'gone' };
  if (attempt > schedule.length) return { kind: 'exhausted' };
  const wait = Math.max(schedule[attempt - 1]!, result.retryAfterMs ?? 0);
  return { kind: 'retry', at: new Date(now.getTime() + wait) };
}
