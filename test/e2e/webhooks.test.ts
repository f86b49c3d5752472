import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { registeredCard, startRegistration } from '../support/cards.ts';
import { createPayment, providerA, transferencia } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import { eventually, verified, WebhookReceiver } from '../support/webhook-receiver.ts';

const stack: Stack = await getStack();
const receiver = new WebhookReceiver();
let tenant: Tenant;
let other: Tenant;

before(async () => {
  await receiver.start();
  [tenant, other] = await Promise.all([
    stack.createTenant('Webhooks merchant'),
    stack.createTenant('Other merchant'),
  ]);
});

after(() => receiver.stop());

const call = (method: string, path: string, body?: unknown, key = tenant.testKey) =>
  stack.request(method, path, { key, body });

async function newEndpoint(path: string, extra: Record<string, unknown> = {}, key = tenant.testKey) {
  const res = await call('POST', '/v1/webhook-endpoints', { url: receiver.url(path), ...extra }, key);
  assert.equal(res.status, 201, res.text);
  return res.json.data as { id: string; secret: string; events: string[]; status: string; url: string };
}

async function pay(body: Record<string, unknown>) {
  const res = await createPayment(stack, tenant.testKey, body);
  assert.equal(res.status, 201, res.text);
  return res.json.data as { id: string; reference: string };
}

// Paraguay has kept UTC-03:00 all year since October 2024; milliseconds always present.
const PARAGUAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const PAYMENT_FIELDS = [
  'event',
  'payment_id',
  'reference',
  'checkout_session_id',
  'payment_method',
  'amount',
  'currency',
  'metadata',
  'customer_id',
  'expires_at',
  'expired_at',
  'confirmed_after_expiry',
  'recovered_from_status',
];

test('a merchant receives, verifies and deduplicates every payment event; GET /v1/events shows them with attempts', async () => {
  const path = `/hooks/${tenant.tenantId}`;
  const endpoint = await newEndpoint(path, { description: 'orders' });
  assert.match(endpoint.secret, /^whsec_/);
  assert.deepEqual(endpoint.events, ['*']);
  const otherPath = `/hooks/${other.tenantId}`;
  await newEndpoint(otherPath, {}, other.testKey);

  const approved = await pay(providerA({ metadata: { order: 42 } }));
  assert.equal((await call('POST', `/v1/test-helpers/payments/${approved.id}/approve`)).status, 200);
  const declined = await pay(providerA());
  assert.equal(
    (await call('POST', `/v1/test-helpers/payments/${declined.id}/decline`, { reason: 'card_declined' }))
      .status,
    200,
  );
  const expired = await pay(providerA());
  assert.equal((await call('POST', `/v1/test-helpers/payments/${expired.id}/expire`)).status, 200);
  const reversed = await pay(providerA());
  assert.equal((await call('POST', `/v1/test-helpers/payments/${reversed.id}/approve`)).status, 200);
  assert.equal((await call('POST', `/v1/payments/${reversed.id}/reverse`)).status, 200);
  const late = await pay(transferencia({ expires_in: 3600 }));
  assert.equal((await call('POST', `/v1/test-helpers/payments/${late.id}/expire`)).status, 200);
  const confirmedLate = await call('POST', `/v1/payments/${late.id}/confirm`, {});
  assert.equal(confirmedLate.status, 200, confirmedLate.text);

  const expected = [
    [approved.id, 'payment.confirmed'],
    [declined.id, 'payment.failed'],
    [expired.id, 'payment.expired'],
    [reversed.id, 'payment.confirmed'],
    [reversed.id, 'payment.reversed'],
    [late.id, 'payment.expired'],
    [late.id, 'payment.confirmed'],
  ];
  await eventually('every event', () => receiver.at(path).length >= expected.length);
  const seen = new Map<string, Record<string, unknown>>();
  for (const delivery of receiver.at(path)) {
    const body = verified(delivery, endpoint.secret);
    const id = String(delivery.headers['webhook-id']);
    assert.equal(delivery.headers['x-gateway-event-id'], id);
    assert.match(id, /^evt_/);
    assert.ok(!JSON.stringify(body).includes(id), 'the body carries no event id');
    seen.set(id, body);
  }
  const bodies = [...seen.values()];
  assert.deepEqual(
    bodies.map((b) => `${b['payment_id']} ${b['event']}`).sort(),
    expected.map(([id, type]) => `${id} ${type}`).sort(),
  );
  for (const body of bodies)
    for (const field of PAYMENT_FIELDS) assert.ok(field in body, `${body['event']} has ${field}`);
  const find = (id: string, type: string) =>
    bodies.find((b) => b['payment_id'] === id && b['event'] === type)!;
  assert.equal(find(approved.id, 'payment.confirmed')['amount'], '250000.00');
  assert.deepEqual(find(approved.id, 'payment.confirmed')['metadata'], { order: 42 });
  assert.equal(find(approved.id, 'payment.confirmed')['currency'], 'PYG');
  assert.equal(find(approved.id, 'payment.confirmed')['payment_method'], 'provider_a');
  assert.ok(find(declined.id, 'payment.failed')['rejection_reason']);
  assert.ok(find(expired.id, 'payment.expired')['expired_at']);
  const lateBody = find(late.id, 'payment.confirmed');
  assert.equal(lateBody['confirmed_after_expiry'], true);
  assert.equal(lateBody['recovered_from_status'], 'expired');
  // One instant, one string: the answer and the webhook both on the Paraguayan clock (spec 2.7).
  for (const [id, type] of [
    [expired.id, 'payment.expired'],
    [late.id, 'payment.expired'],
    [late.id, 'payment.confirmed'],
  ] as const) {
    const answer = await call('GET', `/v1/payments/${id}`);
    assert.equal(answer.status, 200, answer.text);
    const payment = answer.json.data;
    for (const field of ['created_at', 'updated_at', 'expired_at'])
      assert.match(payment[field], PARAGUAY_TIME, `${id} ${field}`);
    const body = find(id, type);
    assert.match(String(body['expired_at']), PARAGUAY_TIME, `${type} expired_at`);
    assert.equal(body['expired_at'], payment.expired_at, `${type} expired_at as the API shows it`);
    assert.equal(body['expires_at'], payment.expires_at, `${type} expires_at as the API shows it`);
  }
  const lateAnswer = (await call('GET', `/v1/payments/${late.id}`)).json.data;
  assert.match(lateAnswer.expires_at, PARAGUAY_TIME);
  assert.match(lateAnswer.confirmed_at, PARAGUAY_TIME);
  assert.equal(lateBody['expires_at'], lateAnswer.expires_at);
  assert.equal(receiver.at(otherPath).length, 0, "another tenant's endpoint receives nothing");

  // The same events through the API, with their attempts.
  const list = await call('GET', '/v1/events?per_page=100');
  assert.equal(list.status, 200, list.text);
  assert.deepEqual(list.json.data.map((e: { id: string }) => e.id).sort(), [...seen.keys()].sort());
  const byPayment = await call('GET', `/v1/events?payment_id=${reversed.id}`);
  assert.deepEqual(byPayment.json.data.map((e: { type: string }) => e.type).sort(), [
    'payment.confirmed',
    'payment.reversed',
  ]);
  const byType = await call('GET', '/v1/events?type=payment.expired');
  assert.equal(byType.json.data.length, 2);
  const today = new Date().toISOString().slice(0, 10);
  assert.equal(
    (await call('GET', `/v1/events?from=2000-01-01&to=${today}T23:59:59Z&per_page=100`)).json.data.length,
    7,
  );
  assert.equal((await call('GET', '/v1/events?from=2999-01-01')).json.data.length, 0);
  const page = await call('GET', '/v1/events?per_page=3');
  assert.equal(page.json.data.length, 3);
  assert.equal(page.json.meta.per_page, 3);
  const next = await call('GET', `/v1/events?per_page=3&cursor=${page.json.meta.next_cursor}`);
  assert.equal(next.json.data.length, 3);
  assert.equal(new Set([...page.json.data, ...next.json.data].map((e: { id: string }) => e.id)).size, 6);

  const eventId = [...seen.keys()][0]!;
  const detail = await eventually('the recorded attempt', async () => {
    const res = await call('GET', `/v1/events/${eventId}`);
    return res.json?.data?.deliveries?.[0]?.status === 'delivered' ? res : null;
  });
  assert.deepEqual(detail.json.data.payload, seen.get(eventId));
  const [delivery] = detail.json.data.deliveries;
  assert.equal(delivery.endpoint_id, endpoint.id);
  assert.equal(delivery.attempts[0].status_code, 200);
  assert.equal(typeof delivery.attempts[0].duration_ms, 'number');
  assert.match(delivery.attempts[0].attempted_at, PARAGUAY_TIME);
  assert.match(detail.json.data.created_at, PARAGUAY_TIME);
  for (const e of list.json.data) assert.match(e.created_at, PARAGUAY_TIME);

  const count = receiver.at(path).length;
  const redeliver = await call('POST', `/v1/events/${eventId}/redeliver`);
  assert.equal(redeliver.status, 202, redeliver.text);
  await eventually('the redelivery', () => receiver.at(path).length === count + 1);
  assert.equal(receiver.at(path).at(-1)!.headers['webhook-id'], eventId);

  assert.equal((await call('GET', `/v1/events/${eventId}`, undefined, other.testKey)).status, 404);
  assert.equal((await call('POST', `/v1/events/${eventId}/redeliver`, undefined, other.testKey)).status, 404);
  assert.equal((await call('GET', `/v1/events/${eventId}`, undefined, tenant.liveKey)).status, 404);
  assert.equal((await call('GET', '/v1/events?type=payment.unknown')).status, 422);
});

test('endpoints API: list, get without secret, rotate, delete, 404 across tenants, 422 on bad input', async () => {
  const endpoint = await newEndpoint('/crud', { events: ['payment.confirmed'] });
  const got = await call('GET', `/v1/webhook-endpoints/${endpoint.id}`);
  assert.equal(got.status, 200);
  assert.equal(got.json.data.secret, undefined);
  assert.deepEqual(got.json.data.events, ['payment.confirmed']);
  const list = await call('GET', '/v1/webhook-endpoints');
  assert.ok(list.json.data.some((e: { id: string }) => e.id === endpoint.id));
  assert.ok(list.json.data.every((e: { secret?: string }) => e.secret === undefined));
  assert.ok('next_cursor' in list.json.meta);
  const rotated = await call('POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`);
  assert.equal(rotated.status, 200);
  assert.match(rotated.json.data.secret, /^whsec_/);
  assert.notEqual(rotated.json.data.secret, endpoint.secret);
  assert.equal(
    (await call('GET', `/v1/webhook-endpoints/${endpoint.id}`, undefined, other.testKey)).status,
    404,
  );
  assert.equal(
    (await call('DELETE', `/v1/webhook-endpoints/${endpoint.id}`, undefined, other.testKey)).status,
    404,
  );
  assert.equal((await call('DELETE', `/v1/webhook-endpoints/${endpoint.id}`)).status, 204);
  assert.equal((await call('GET', `/v1/webhook-endpoints/${endpoint.id}`)).status, 404);

  for (const body of [
    { url: 'ftp://example.com/x' },
    { url: receiver.url('/x'), events: ['payment.nope'] },
    { url: receiver.url('/x'), events: [] },
    { url: receiver.url('/x'), colour: 'blue' },
    {},
  ]) {
    const res = await call('POST', '/v1/webhook-endpoints', body);
    assert.equal(res.status, 422, `${JSON.stringify(body)}: ${res.text}`);
    assert.equal(res.json.error.code, 'VALIDATION_FAILED');
    assert.ok(res.json.error.request_id);
  }
});

test('live endpoints: https only and never a loopback, private, link-local or metadata address (422)', async () => {
  for (const url of [
    'http://example.com/hook',
    'https://127.0.0.1/hook',
    'https://10.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/hook',
  ]) {
    const res = await call('POST', '/v1/webhook-endpoints', { url }, tenant.liveKey);
    assert.equal(res.status, 422, `${url}: ${res.text}`);
    assert.ok(res.json.error.details.fields.url, url);
  }
  const list = await call('GET', '/v1/webhook-endpoints', undefined, tenant.liveKey);
  assert.equal(list.json.data.length, 0);
});

test('card events arrive flat and signed: registered, failed, deleted once; the events API filters by card_id', async () => {
  const merchant = await stack.createTenant('Card webhooks merchant');
  const path = `/hooks/cards/${merchant.tenantId}`;
  const endpoint = await newEndpoint(
    path,
    { events: ['card.registered', 'card.failed', 'card.deleted'] },
    merchant.testKey,
  );
  const card = await registeredCard(stack, merchant.testKey);
  const started = await startRegistration(stack, merchant.testKey);
  assert.equal(started.status, 201, started.text);
  const failedId = started.json.data.card_id as string;
  assert.equal(
    (await call('POST', `/v1/test-helpers/cards/${failedId}/fail`, undefined, merchant.testKey)).status,
    200,
  );
  assert.equal((await call('DELETE', `/v1/cards/${card.id}`, undefined, merchant.testKey)).status, 204);
  assert.equal((await call('DELETE', `/v1/cards/${card.id}`, undefined, merchant.testKey)).status, 204);

  await eventually('three card events', () => receiver.at(path).length >= 3);
  await new Promise((r) => setTimeout(r, 500));
  const bodies = receiver.at(path).map((d) => verified(d, endpoint.secret));
  assert.deepEqual(
    bodies.map((b) => `${b['card_id']} ${b['event']}`).sort(),
    [`${card.id} card.deleted`, `${card.id} card.registered`, `${failedId} card.failed`].sort(),
  );
  const registered = bodies.find((b) => b['event'] === 'card.registered')!;
  for (const field of ['card_id', 'customer_id', 'status', 'provider', 'brand', 'last_four', 'expires'])
    assert.ok(field in registered, `card.registered has ${field}`);
  assert.ok(!JSON.stringify(bodies).toLowerCase().includes('token'), 'no provider token');

  const byCard = await call('GET', `/v1/events?card_id=${card.id}`, undefined, merchant.testKey);
  assert.deepEqual(byCard.json.data.map((e: { type: string }) => e.type).sort(), [
    'card.deleted',
    'card.registered',
  ]);
});
