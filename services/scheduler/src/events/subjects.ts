/** The only event the scheduler produces. */
export const TIMER_FIRED = 'scheduler.timer.fired';

export const timerRequested = (source: string): string => `${source}.timer.requested`;
export const timerCancelled = (source: string): string => `${source}.timer.cancelled`;

// NATS forbids dots in consumer names; one durable per source and purpose.
export const requestsDurable = (source: string): string => `scheduler_${source}_timers`;
export const cancellationsDurable = (source: string): string => `scheduler_${source}_timer_cancellations`;
