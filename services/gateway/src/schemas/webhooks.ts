import { z } from 'zod';
import { dateFilter, dateTime, listMeta, optionalFilter, paginationQuery } from './common.ts';

// The webhooks service owns the list of event types; the edge checks shape only.
const eventType = z.string().min(1).max(64);

export const createEndpointBody = z.strictObject({
  url: z.string({ error: 'is required' }).min(1, 'is required').max(2048, 'must be at most 2048 characters'),
  events: z
    .array(eventType, { error: 'must be a list of event types' })
    .min(1, 'must list at least one event type; omit it for all events')
    .max(20)
    .optional()
    .describe('Event types to receive, e.g. payment.confirmed; omitted, or ["*"], means all'),
  description: z.string().max(500, 'must be at most 500 characters').optional(),
});

export const webhookEndpoint = z
  .object({
    id: z.string().describe('we_ id'),
    url: z.string(),
    events: z.array(z.string()).describe('The event types it receives; ["*"] for all'),
    description: z.string().nullable(),
    status: z.enum(['enabled', 'disabled']).describe('disabled after the receiver answered 410'),
    created_at: dateTime,
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointWithSecret = webhookEndpoint
  .extend({
    secret: z
      .string()
      .describe('whsec_…: shown only in this response; verifies the webhook-signature header'),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const endpointResponse = z.object({ data: webhookEndpoint });
export const endpointSecretResponse = z.object({ data: webhookEndpointWithSecret });
export const endpointList = z.object({ data: z.array(webhookEndpoint), meta: listMeta });
export const listEndpointsQuery = z.object({ ...paginationQuery });

export const deliveryAttempt = z.object({
  attempted_at: dateTime,
  status_code: z.number().int().nullable().describe('null when no answer came (timeout, refused)'),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
});

export const delivery = z
  .object({
    id: z.string(),
    endpoint_id: z.string(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
    next_attempt_at: dateTime.nullable(),
    attempts: z.array(deliveryAttempt),
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookEvent = z
  .object({
    id: z.string().describe('evt_ id: the webhook-id and X-Gateway-Event-Id of every delivery'),
    type: z.string(),
    created_at: dateTime,
    payload: z.record(z.string(), z.unknown()).describe('The flat body the endpoints receive'),
  })
  .meta({ id: 'Event' });

export const webhookEventWithDeliveries = webhookEvent
  .extend({ deliveries: z.array(delivery) })
  .meta({ id: 'EventWithDeliveries' });

export const eventResponse = z.object({ data: webhookEventWithDeliveries });
export const eventList = z.object({ data: z.array(webhookEvent), meta: listMeta });

export const listEventsQuery = z.object({
  type: optionalFilter(z.string().max(64)),
  payment_id: optionalFilter(z.string().max(128)),
  card_id: optionalFilter(z.string().max(128)),
  from: dateFilter,
  to: dateFilter,
  ...paginationQuery,
});
