import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null, Date | null>;

export interface TimersTable {
  tenant_id: string;
  environment: 'test' | 'live';
  timer_key: string;
  source: string;
  kind: string;
  resource_id: string;
  fire_at: Timestamp;
  /** The source's occurred_at of the request that set fire_at. */
  requested_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  fired_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** W3C trace context (traceparent, tracestate) of the request that set the timer. */
  trace_context: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface TimerCancellationsTable {
  tenant_id: string;
  environment: 'test' | 'live';
  source: string;
  timer_key: string;
  /** The source's occurred_at of its latest cancellation of the key. */
  requested_at: Timestamp;
  created_at: Timestamp;
}

export interface SchedulerDatabase {
  timers: TimersTable;
  timer_cancellations: TimerCancellationsTable;
}

export const SCHEMA = 'scheduler';
