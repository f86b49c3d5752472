import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { customer, ORIGIN } from './payments.ts';
import type { Stack } from './stack.ts';

export const cardCustomer = (id = `card-cli-${randomUUID().slice(0, 8)}`) => customer(id);

/** POST /v1/cards for a customer seen for the first time (all its data in the flow form). */
export function registrationBody(extra: Record<string, unknown> = {}) {
  return { provider: 'provider_a', customer: cardCustomer(), target_origin: ORIGIN, ...extra };
}

export async function startRegistration(stack: Stack, key: string, extra: Record<string, unknown> = {}) {
  return stack.request('POST', '/v1/cards', { key, body: registrationBody(extra) });
}

/** A registered card: registration started, then the provider's success through the test helper. */
export async function registeredCard(
  stack: Stack,
  key: string,
  options: { number?: string; extra?: Record<string, unknown> } = {},
): Promise<any> {
  const started = await startRegistration(stack, key, options.extra);
  if (started.status !== 201) throw new Error(`registration: ${started.status} ${started.text}`);
  const registered = await stack.request(
    'POST',
    `/v1/test-helpers/cards/${started.json.data.card_id}/register`,
    {
      key,
      body: options.number ? { number: options.number } : {},
    },
  );
  if (registered.status !== 200) throw new Error(`register helper: ${registered.status} ${registered.text}`);
  return registered.json.data;
}

/** The cards service's outbox: the card events as they go to the CARDS stream. */
export async function cardEvents(stack: Stack, cardId: string): Promise<{ type: string; payload: any }[]> {
  return withDb(stack, async (client) => {
    const result = await client.query(
      `SELECT type, payload FROM cards.outbox WHERE payload->>'card_id' = $1 ORDER BY seq`,
      [cardId],
    );
    return result.rows;
  });
}

export async function withDb<T>(stack: Stack, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stack.info.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      out.push(key);
      keysOf(inner, out);
    }
  }
  return out;
}
