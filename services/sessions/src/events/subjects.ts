export const SERVICE = 'sessions';

export const SESSION_EXPIRED = 'sessions.session.expired';
export const SESSION_COMPLETED = 'sessions.session.completed';
export const TIMER_REQUESTED = 'sessions.timer.requested';
export const TIMER_CANCELLED = 'sessions.timer.cancelled';

/** What this service asks the scheduler for, and how it recognises the answer. */
export const EXPIRE_KIND = 'session.expire';
export const expiryTimerKey = (sessionId: string): string => `session-expiry:${sessionId}`;

export const SCHEDULER_STREAM = 'scheduler';
export const TIMER_FIRED = 'scheduler.timer.fired';
export const PAYMENTS_STREAM = 'payments';
export const PAYMENT_CONFIRMED = 'payments.payment.confirmed';

// NATS forbids dots in consumer names.
export const TIMERS_DURABLE = 'sessions_timers';
export const COMPLETION_DURABLE = 'sessions_payment_confirmed';
export const ATTEMPT_EXPIRY_DURABLE = 'sessions_attempt_expiry';
