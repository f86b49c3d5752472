import {
  timerCancelled as cancelledContract,
  timerFired,
  timerRequested as requestedContract,
} from '@gateway/shared/events/contracts/scheduler.ts';

/** The only event the scheduler produces (contracts in @gateway/shared/events/contracts/scheduler.ts). */
export const TIMER_FIRED = timerFired.type;

export const timerRequested = (source: string): string => requestedContract(source).type;
export const timerCancelled = (source: string): string => cancelledContract(source).type;

// NATS forbids dots in consumer names; one durable per source and purpose.
export const requestsDurable = (source: string): string => `scheduler_${source}_timers`;
export const cancellationsDurable = (source: string): string => `scheduler_${source}_timer_cancellations`;
