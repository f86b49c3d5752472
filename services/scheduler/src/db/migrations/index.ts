import type { Migrations } from '@gateway/shared/db/migrator.ts';
import { createTimers } from './2026-11-21-0001-create-timers.ts';
import { addTimerTraceContext } from './2026-11-25-0001-timer-trace-context.ts';

export const migrations: Migrations = {
  '2026-11-21-0001-create-timers': createTimers,
  '2026-11-25-0001-timer-trace-context': addTimerTraceContext,
};
