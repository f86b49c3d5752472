import { Webhook } from 'standardwebhooks';

/**
 * The contracts 4 headers for one attempt. While a rotated-out secret is still valid it signs
 * too, so a receiver holding either secret verifies.
 */
export function webhookHeaders(
  eventId: string,
  body: string,
  secrets: string[],
  at: Date,
): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(eventId, at, body));
  return {
    'content-type': 'application/json',
    'user-agent': 'gateway-webhooks/1',
    'x-gateway-event-id': eventId,
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
