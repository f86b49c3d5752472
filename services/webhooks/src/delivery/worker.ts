import type { Clock } from '@gateway/shared/clock.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import type { DeliveryStore, DueDelivery } from '../db/delivery-store.ts';
import { nextStep, parseRetryAfter } from '../domain/schedule.ts';
import type { SecretBox } from '../domain/secrets.ts';
import { webhookHeaders } from '../domain/signature.ts';
import type { HttpSender, SendResult } from './http-sender.ts';
import { webhookDeliveries } from '@gateway/shared/metrics/registry.ts';

export interface WorkerOptions {
  store: DeliveryStore;
  sender: HttpSender;
  secrets: SecretBox;
  clock: Clock;
  logger: Logger;
  schedule: number[];
  /** Deliveries in flight in this process. */
  concurrency: number;
  /** Deliveries in flight per endpoint (across replicas, as far as the claim can see). */
  perEndpoint: number;
  leaseMs: number;
  pollMs: number;
}

/** Claims due deliveries from Postgres and POSTs them, with bounded concurrency overall and per endpoint. */
export class DeliveryWorker {
  private readonly options: WorkerOptions;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the loop was busy: the next wait returns at once instead of losing it. */
  private woken = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly perEndpoint = new Map<string, number>();

  constructor(options: WorkerOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming and waits for the attempts in flight (each bounded by the request timeout). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.all(this.inFlight);
  }

  /** New work may be due (an event was fanned out, an attempt finished). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    const { store, logger, concurrency, perEndpoint, leaseMs, pollMs } = this.options;
    let backoff = pollMs;
    while (this.running) {
      this.woken = false;
      let claimed = 0;
      const capacity = concurrency - this.inFlight.size;
      if (capacity > 0) {
        try {
          const due = await store.claim(capacity, leaseMs, perEndpoint);
          claimed = due.length;
          const surplus: DueDelivery[] = [];
          for (const delivery of due) {
            const busy = this.perEndpoint.get(delivery.endpointId) ?? 0;
            if (busy >= perEndpoint) surplus.push(delivery);
            else this.launch(delivery);
          }
          await store.release(surplus);
          backoff = pollMs;
        } catch (err) {
          logger.warn({ err }, 'claiming deliveries failed');
          backoff = Math.min(backoff * 2, 5000);
        }
      }
      if (this.running && (claimed === 0 || this.inFlight.size >= concurrency)) {
        if (this.woken && this.inFlight.size < concurrency) {
          this.woken = false;
          continue;
        }
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
          setTimeout(resolve, backoff).unref();
        });
      }
    }
  }

  private launch(delivery: DueDelivery): void {
    this.perEndpoint.set(delivery.endpointId, (this.perEndpoint.get(delivery.endpointId) ?? 0) + 1);
    const task = this.attempt(delivery)
      .catch((err: unknown) =>
        // The lease expires and another attempt follows: nothing is lost.
        this.options.logger.error(
          { err, delivery_id: delivery.id },
          'delivery attempt could not be recorded',
        ),
      )
      .finally(() => {
        this.inFlight.delete(task);
        const left = (this.perEndpoint.get(delivery.endpointId) ?? 1) - 1;
        if (left <= 0) this.perEndpoint.delete(delivery.endpointId);
        else this.perEndpoint.set(delivery.endpointId, left);
        this.wake();
      });
    this.inFlight.add(task);
  }

  private async attempt(delivery: DueDelivery): Promise<void> {
    const { store, sender, secrets, clock, schedule, logger } = this.options;
    if (delivery.endpointStatus !== 'enabled') {
      await store.cancel(delivery);
      return;
    }
    const now = clock.now();
    let result: SendResult;
    try {
      const keys = [secrets.open(delivery.secretSealed)];
      if (delivery.previousSecretSealed && delivery.previousSecretUntil && delivery.previousSecretUntil > now)
        keys.push(secrets.open(delivery.previousSecretSealed));
      const headers = webhookHeaders(delivery.eventId, delivery.body, keys, now);
      result = await sender.send(delivery.url, headers, delivery.body, {
        publicOnly: delivery.environment === 'live',
      });
    } catch (err) {
      // A secret sealed under another key (a misconfigured WEBHOOK_SECRET_KEY): nothing is sent
      // unsigned; the attempt fails like any other, so the operator hears of it when retries end.
      logger.error({ err, delivery_id: delivery.id, endpoint_id: delivery.endpointId }, 'could not sign');
      result = { statusCode: null, retryAfter: undefined, durationMs: 0, error: 'signing secret unreadable' };
    }
    const attemptNo = delivery.attempts + 1;
    const after = clock.now();
    const outcome = nextStep(
      { statusCode: result.statusCode, retryAfterMs: parseRetryAfter(result.retryAfter, after) },
      attemptNo,
      schedule,
      after,
    );
    const recorded = await store.finish(
      delivery,
      {
        attemptedAt: now,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
      },
      outcome,
    );
    const log = {
      delivery_id: delivery.id,
      event_id: delivery.eventId,
      endpoint_id: delivery.endpointId,
      attempt: attemptNo,
      status_code: result.statusCode,
      error: result.error,
      outcome: outcome.kind,
    };
    if (recorded) webhookDeliveries.inc({ outcome: outcome.kind });
    if (!recorded) logger.warn(log, 'delivery lease lost before the attempt was recorded');
    else if (outcome.kind === 'delivered') logger.debug(log, 'webhook delivered');
    else logger.info(log, 'webhook attempt failed');
  }
}
