export type NotificationKind = 'webhook_exhausted' | 'receipt_review';

/** Spec §1/§8: at most one e-mail of each kind per tenant in these windows. */
export interface Throttles {
  webhook_exhausted: number;
  receipt_review: number;
}

export const DEFAULT_THROTTLES: Throttles = {
  webhook_exhausted: 3_600_000,
  receipt_review: 1_800_000,
};

/**
 * Whether an occurrence at `now` sends an e-mail. Occurrences inside the window are counted,
 * and the next e-mail says how many there were.
 */
export function throttleDecision(lastSentAt: Date | null, now: Date, windowMs: number): 'send' | 'suppress' {
  if (lastSentAt === null) return 'send';
  return now.getTime() - lastSentAt.getTime() >= windowMs ? 'send' : 'suppress';
}

export interface Email {
  subject: string;
  text: string;
}

const str = (value: unknown, fallback = 'unknown'): string =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;

function since(suppressed: number, windowText: string): string {
  if (suppressed === 0) return '';
  return `\n${suppressed} more like this happened since the previous e-mail (at most one e-mail ${windowText}).\n`;
}

export function exhaustedEmail(
  payload: Record<string, unknown>,
  context: { tenantName: string; environment: string; suppressed: number; baseUrl: string },
): Email {
  const answer =
    payload['last_status_code'] !== null && payload['last_status_code'] !== undefined
      ? `HTTP ${str(payload['last_status_code'])}`
      : str(payload['last_error'], 'no answer');
  const eventId = str(payload['event_id']);
  return {
    subject: `[${context.environment}] A webhook could not be delivered to ${str(payload['endpoint_url'])}`,
    text: [
      `Hello ${context.tenantName},`,
      '',
      `A ${str(payload['event_type'])} webhook (event ${eventId}) could not be delivered after ` +
        `${str(payload['attempts'])} attempts over about three days, and will not be retried.`,
      '',
      `Endpoint: ${str(payload['endpoint_url'])} (${str(payload['endpoint_id'])})`,
      `Last answer: ${answer}`,
      since(context.suppressed, 'an hour'),
      'Where to look:',
      `- the event and its attempts: GET ${context.baseUrl}/v1/events/${eventId}`,
      `- send it again once the endpoint works: POST ${context.baseUrl}/v1/events/${eventId}/redeliver`,
      '- the endpoint in the dashboard, under Webhooks',
      '',
      `This is the ${context.environment} environment.`,
    ].join('\n'),
  };
}

export function receiptEmail(
  payload: Record<string, unknown>,
  context: { tenantName: string; environment: string; suppressed: number; baseUrl: string },
): Email {
  const paymentId = str(payload['payment_id']);
  return {
    subject: `[${context.environment}] A transfer receipt awaits your review`,
    text: [
      `Hello ${context.tenantName},`,
      '',
      `A buyer uploaded a transfer receipt for payment ${paymentId} ` +
        `(reference ${str(payload['reference'])}, ${str(payload['amount'])} ${str(payload['currency'], 'PYG')}).`,
      'The payment stays pending until an operator approves or rejects the receipt.',
      since(context.suppressed, 'every 30 minutes'),
      'Where to look:',
      '- the dashboard, under Receipts to review',
      `- or through the API: POST ${context.baseUrl}/v1/payments/${paymentId}/confirm or /reject`,
      '',
      `This is the ${context.environment} environment.`,
    ].join('\n'),
  };
}
