import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Events of the webhooks service (stream WEBHOOKS). */
export const WEBHOOKS_STREAM = 'webhooks';

/** A delivery used its last attempt: the notifier e-mails the tenant's operators (throttled). */
export const deliveryExhausted = defineEvent(
  'webhooks.delivery.exhausted',
  z.object({
    delivery_id: z.string().min(1),
    event_id: z.string().min(1),
    event_type: z.string().min(1),
    endpoint_id: z.string().min(1),
    endpoint_url: z.string().min(1),
    attempts: z.number().int().min(1),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
  }),
);
