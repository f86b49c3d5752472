import { tenantSettingsChanged } from '@gateway/shared/events/contracts/accounts.ts';
import {
  EXPIRE_KIND,
  PAYMENT_EVENTS as CONTRACTS,
  PAYMENTS_STREAM,
  type PaymentEventName,
  paymentTimerRequested,
} from '@gateway/shared/events/contracts/payments.ts';
import { SCHEDULER_STREAM, timerFired } from '@gateway/shared/events/contracts/scheduler.ts';

// Types and payloads live in @gateway/shared/events/contracts: the one place producer and consumers read.
export const SERVICE = PAYMENTS_STREAM;

/** Event names this service produces (stream PAYMENTS). */
export const PAYMENT_EVENTS = Object.keys(CONTRACTS) as PaymentEventName[];
export type PaymentEvent = PaymentEventName;

export const paymentEventType = (event: PaymentEvent): string => CONTRACTS[event].type;

export const TIMER_REQUESTED = paymentTimerRequested.type;

/** Accounts announces tenant settings changes; payments caches settings until then. */
export const SETTINGS_CHANGED = tenantSettingsChanged.type;

/** What this service consumes: the scheduler's fired timers. */
export { EXPIRE_KIND, SCHEDULER_STREAM };
export const TIMER_FIRED = timerFired.type;
export const TIMERS_DURABLE = 'payments_timers';
