import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  cardCustomer,
  cardEvents,
  keysOf,
  registeredCard,
  startRegistration,
  withDb,
} from '../support/cards.ts';
import { customersClient } from '../support/customers.ts';
import { ORIGIN } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;

before(async () => {
  tenant = await stack.createTenant('Cards merchant');
});

function assertNoTokenKey(body: unknown, where: string) {
  const keys = keysOf(body).filter((key) => key.toLowerCase().includes('token'));
  assert.deepEqual(keys, [], `${where} carries no token key`);
}

test('POST /v1/cards in the flow form: 201 pending with a gateway registration page, customer filed', async () => {
  const customer = cardCustomer();
  const res = await startRegistration(stack, tenant.testKey, { customer });
  assert.equal(res.status, 201, res.text);
  const data = res.json.data;
  assert.match(data.card_id, /^card_/);
  assert.equal(data.status, 'pending');
  assert.ok(data.registration.checkout_url.startsWith(`${stack.baseUrl}/v1/card-registrations/`));
  const minutes = (Date.parse(data.registration.expires_at) - Date.now()) / 60_000;
  assert.ok(minutes > 14 && minutes <= 15.1, `about 15 minutes, got ${minutes}`);
  assertNoTokenKey(res.json, 'the creation');

  const page = await fetch(data.registration.checkout_url);
  assert.equal(page.status, 200);
  assert.match(
    page.headers.get('content-security-policy') ?? '',
    /frame-ancestors https:\/\/shop\.example\.com/,
  );
  assert.doesNotMatch(await page.text(), /provider-a|127\.0\.0\.1:\d+\/provider/);

  const customers = customersClient(stack);
  try {
    const { customer: filed } = await customers.getCustomer({
      scope: { tenantId: tenant.tenantId, environment: 'test' },
      id: customer.customerId,
      byExternalId: true,
    });
    assert.equal(filed?.lastSeenSource, 'card_registration');
    assert.equal(filed?.lastSeenProvider, 'provider_a');
    const card = await stack.request('GET', `/v1/cards/${data.card_id}`, { key: tenant.testKey });
    assert.equal(card.json.data.customer_id, filed?.id, 'the card belongs to the cust_ id');
  } finally {
    customers.close();
  }
});

test('POST /v1/cards with customer_id (external id) of a known customer needs no customer data', async () => {
  const customer = cardCustomer();
  assert.equal((await startRegistration(stack, tenant.testKey, { customer })).status, 201);
  const res = await stack.request('POST', '/v1/cards', {
    key: tenant.testKey,
    body: { provider: 'provider_a', customer_id: customer.customerId, target_origin: [ORIGIN] },
  });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.status, 'pending');
});

test('a customer seen for the first time without its data: 502 PROVIDER_ERROR, nothing pending', async () => {
  const externalId = `new-${Date.now()}`;
  const res = await stack.request('POST', '/v1/cards', {
    key: tenant.testKey,
    body: { provider: 'provider_a', customer_id: externalId, target_origin: ORIGIN },
  });
  assert.equal(res.status, 502, res.text);
  assert.equal(res.json.error.code, 'PROVIDER_ERROR');
  const list = await stack.request('GET', `/v1/cards?customer_id=${externalId}`, { key: tenant.testKey });
  assert.deepEqual(list.json.data, []);
  const customers = await stack.request('GET', `/v1/customers?external_id=${externalId}`, {
    key: tenant.testKey,
  });
  assert.deepEqual(customers.json.data, [], 'no customer was filed either');
});

test('bad input is 422 and creates nothing', async () => {
  for (const body of [
    { provider: 'provider_b', customer: cardCustomer(), target_origin: ORIGIN },
    { provider: 'provider_a', customer: cardCustomer() },
    { provider: 'provider_a', customer: cardCustomer(), target_origin: 'https://shop.example.com/path' },
    { provider: 'provider_a', target_origin: ORIGIN },
    {
      provider: 'provider_a',
      customer: cardCustomer(),
      target_origin: ORIGIN,
      return_url: 'javascript:alert(1)',
    },
  ]) {
    const res = await stack.request('POST', '/v1/cards', { key: tenant.testKey, body });
    assert.equal(res.status, 422, `${JSON.stringify(body)}: ${res.text}`);
    assert.equal(res.json.error.code, 'VALIDATION_FAILED');
  }
});

test('target_origin and return_url follow the same rules as for payments', async () => {
  const missing = await stack.request('POST', '/v1/cards', {
    key: tenant.testKey,
    body: { provider: 'provider_a', customer: cardCustomer() },
  });
  assert.equal(missing.status, 422, missing.text);
  assert.deepEqual(missing.json.error.details.fields.target_origin, ['is required']);
  for (const origin of ['myapp://shop', 'https://*.example.com', 'https://shop.example.com/']) {
    for (const path of ['/v1/cards', '/v1/payments']) {
      const body =
        path === '/v1/cards'
          ? { provider: 'provider_a', customer: cardCustomer(), target_origin: origin }
          : {
              provider: 'provider_a',
              amount: 1000,
              currency: 'PYG',
              reference: `o-${Date.now()}`,
              target_origin: origin,
            };
      const res = await stack.request('POST', path, { key: tenant.testKey, body });
      assert.equal(res.status, 422, `${path} ${origin}: ${res.text}`);
      assert.ok(res.json.error.details.fields.target_origin, res.text);
    }
  }
  // A mobile app's private-use scheme (RFC 8252) is a valid return_url for both.
  const card = await startRegistration(stack, tenant.testKey, { return_url: 'com.shop.app:/cards/done' });
  assert.equal(card.status, 201, card.text);
  // Spec 2.3: registered_at is in every card, a pending one too.
  const pending = await stack.request('GET', `/v1/cards/${card.json.data.card_id}`, { key: tenant.testKey });
  assert.equal(pending.json.data.status, 'pending');
  assert.match(pending.json.data.registered_at, /^\d{4}-\d\d-\d\dT/);
  const payment = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: {
      provider: 'provider_b',
      amount: 1000,
      currency: 'PYG',
      reference: `app-${Date.now()}`,
      return_url: 'com.shop.app:/pay/done',
    },
  });
  assert.equal(payment.status, 201, payment.text);
  const mail = await startRegistration(stack, tenant.testKey, { return_url: 'mailto:a@b.c' });
  assert.equal(mail.status, 422, mail.text);
});

test('register helper → registered with brand, last four and MM/YY; card.registered with the flat payload', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  assert.equal(card.status, 'registered');
  assert.equal(card.brand, 'visa');
  assert.equal(card.last_four, '1111');
  assert.match(card.expires, /^(0[1-9]|1[0-2])\/\d{2}$/);
  assert.ok(card.registered_at);
  assertNoTokenKey(card, 'the helper answer');
  const got = await stack.request('GET', `/v1/cards/${card.id}`, { key: tenant.testKey });
  assert.deepEqual(got.json.data, card);
  assertNoTokenKey(got.json, 'GET of a card');
  const events = await cardEvents(stack, card.id);
  assert.deepEqual(
    events.map((e) => e.payload),
    [
      {
        event: 'card.registered',
        card_id: card.id,
        customer_id: card.customer_id,
        status: 'registered',
        provider: 'provider_a',
        brand: 'visa',
        last_four: '1111',
        expires: card.expires,
      },
    ],
  );
  assert.equal(events[0]?.type, 'cards.card.registered');
});

test('fail helper → invalid with card.failed; a retry that registers gives card.registered for the same card', async () => {
  const started = await startRegistration(stack, tenant.testKey);
  const id = started.json.data.card_id;
  const failed = await stack.request('POST', `/v1/test-helpers/cards/${id}/fail`, { key: tenant.testKey });
  assert.equal(failed.status, 200, failed.text);
  assert.equal(failed.json.data.status, 'invalid');
  const retried = await stack.request('POST', `/v1/test-helpers/cards/${id}/register`, {
    key: tenant.testKey,
  });
  assert.equal(retried.json.data.status, 'registered');
  assert.deepEqual(
    (await cardEvents(stack, id)).map((e) => e.type),
    ['cards.card.failed', 'cards.card.registered'],
  );
});

for (const number of ['4000 0000 0000 0002', '4000 0000 0000 9995']) {
  test(`the register helper with a card the iframe declines (contracts 7: ${number}) fails the registration`, async () => {
    const started = await startRegistration(stack, tenant.testKey);
    const id = started.json.data.card_id;
    const declined = await stack.request('POST', `/v1/test-helpers/cards/${id}/register`, {
      key: tenant.testKey,
      body: { number },
    });
    assert.equal(declined.status, 200, declined.text);
    assert.equal(declined.json.data.status, 'invalid');
    assert.deepEqual(
      (await cardEvents(stack, id)).map((e) => e.type),
      ['cards.card.failed'],
    );
  });
}

test('the same callback delivered twice applies once; an unsigned or forged callback is refused', async () => {
  const res = await stack.request('POST', '/v1/provider-callbacks/provider_a', {
    rawBody: JSON.stringify({ type: 'card', registration_id: 'par_x', attempt: 1, status: 'failed' }),
    headers: { 'content-type': 'application/json', 'x-provider-signature': 'ab'.repeat(32) },
  });
  assert.equal(res.status, 401, res.text);
  const card = await registeredCard(stack, tenant.testKey);
  // Registering again through the sandbox answers the first result: no new attempt, no event.
  const again = await stack.request('POST', `/v1/test-helpers/cards/${card.id}/register`, {
    key: tenant.testKey,
  });
  assert.equal(again.json.data.status, 'registered');
  assert.equal((await cardEvents(stack, card.id)).length, 1);
});

test('lists filter by customer (external or cust_ id) and status, and walk every page', async () => {
  const customer = cardCustomer();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const started = await startRegistration(stack, tenant.testKey, { customer });
    ids.push(started.json.data.card_id);
  }
  await stack.request('POST', `/v1/test-helpers/cards/${ids[0]}/register`, {
    key: tenant.testKey,
    body: { number: '4000000000000341' },
  });
  await stack.request('POST', `/v1/test-helpers/cards/${ids[1]}/fail`, { key: tenant.testKey });

  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `customer_id=${customer.customerId}&per_page=2${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await stack.request('GET', `/v1/cards?${query}`, { key: tenant.testKey });
    assert.equal(page.status, 200, page.text);
    assert.ok(page.json.data.length <= 2);
    assertNoTokenKey(page.json, 'a list page');
    seen.push(...page.json.data.map((c: any) => c.id));
    cursor = page.json.meta.next_cursor;
    pages++;
  } while (cursor);
  assert.equal(pages, 3);
  assert.deepEqual([...seen].sort(), [...ids].sort());

  const custId = (await stack.request('GET', `/v1/cards/${ids[0]}`, { key: tenant.testKey })).json.data
    .customer_id;
  const byCust = await stack.request('GET', `/v1/cards?customer_id=${custId}&per_page=100`, {
    key: tenant.testKey,
  });
  assert.equal(byCust.json.data.length, 5);
  const registered = await stack.request('GET', `/v1/cards?customer_id=${custId}&status=registered`, {
    key: tenant.testKey,
  });
  assert.deepEqual(
    registered.json.data.map((c: any) => c.id),
    [ids[0]],
  );
  const invalid = await stack.request('GET', `/v1/cards?customer_id=${custId}&status=invalid`, {
    key: tenant.testKey,
  });
  assert.deepEqual(
    invalid.json.data.map((c: any) => c.id),
    [ids[1]],
  );
  const pending = await stack.request('GET', `/v1/cards?customer_id=${custId}&status=pending`, {
    key: tenant.testKey,
  });
  assert.equal(pending.json.data.length, 3);
});

test('DELETE twice → 204 both times, one card.deleted; the card leaves the lists', async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const first = await stack.request('DELETE', `/v1/cards/${card.id}`, { key: tenant.testKey });
  assert.equal(first.status, 204);
  assert.equal(first.text, '');
  const second = await stack.request('DELETE', `/v1/cards/${card.id}`, { key: tenant.testKey });
  assert.equal(second.status, 204);
  const types = (await cardEvents(stack, card.id)).map((e) => e.type);
  assert.deepEqual(types, ['cards.card.registered', 'cards.card.deleted']);
  const got = await stack.request('GET', `/v1/cards/${card.id}`, { key: tenant.testKey });
  assert.equal(got.json.data.status, 'deleted');
  const list = await stack.request('GET', `/v1/cards?customer_id=${card.customer_id}`, {
    key: tenant.testKey,
  });
  assert.ok(!list.json.data.some((c: any) => c.id === card.id));
  const deleted = await stack.request('GET', `/v1/cards?customer_id=${card.customer_id}&status=deleted`, {
    key: tenant.testKey,
  });
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.json.data, []);
});

test('re-registering the same card for the same customer deletes the earlier one', async () => {
  const customer = cardCustomer();
  const first = await registeredCard(stack, tenant.testKey, { extra: { customer } });
  const other = await registeredCard(stack, tenant.testKey, {
    extra: { customer },
    number: '4000000000000341',
  });
  const second = await registeredCard(stack, tenant.testKey, { extra: { customer } });
  const earlier = await stack.request('GET', `/v1/cards/${first.id}`, { key: tenant.testKey });
  assert.equal(earlier.json.data.status, 'deleted');
  assert.deepEqual(
    (await cardEvents(stack, first.id)).map((e) => e.type),
    ['cards.card.registered', 'cards.card.deleted'],
  );
  const list = await stack.request('GET', `/v1/cards?customer_id=${customer.customerId}`, {
    key: tenant.testKey,
  });
  assert.deepEqual(
    list.json.data.map((c: any) => c.id).sort(),
    [other.id, second.id].sort(),
    'another card of the customer stays',
  );
});

test("another tenant's card and live keys answer 404", async () => {
  const card = await registeredCard(stack, tenant.testKey);
  const other = await stack.createTenant('Other cards merchant');
  for (const [method, path] of [
    ['GET', `/v1/cards/${card.id}`],
    ['DELETE', `/v1/cards/${card.id}`],
    ['POST', `/v1/test-helpers/cards/${card.id}/register`],
  ] as const) {
    for (const key of [other.testKey, tenant.liveKey]) {
      const res = await stack.request(method, path, { key });
      assert.equal(res.status, 404, `${method} ${path}: ${res.text}`);
    }
  }
  const charge = await stack.request('POST', `/v1/cards/${card.id}/charge`, {
    key: other.testKey,
    body: { amount: 1000, currency: 'PYG', reference: `x-${Date.now()}` },
  });
  assert.equal(charge.status, 404, charge.text);
  const list = await stack.request('GET', '/v1/cards', { key: other.testKey });
  assert.deepEqual(list.json.data, []);
  const still = await stack.request('GET', `/v1/cards/${card.id}`, { key: tenant.testKey });
  assert.equal(still.json.data.status, 'registered');
});

test('the database holds the provider token sealed, never in clear, and the card still charges', async () => {
  const started = await startRegistration(stack, tenant.testKey);
  const id = started.json.data.card_id;
  const registrationId = await withDb(stack, async (client) => {
    const { rows } = await client.query('SELECT registration_id FROM cards.cards WHERE id = $1', [id]);
    return rows[0].registration_id as string;
  });
  // The provider decides as the buyer's form would; its answer shows the token it issued.
  const simulated = await fetch(`${stack.sandboxUrl}/provider-a/registrations/${registrationId}/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'registered' }),
  });
  const { token } = (await simulated.json()) as { token: string };
  assert.match(token, /^tok_/);
  const row = await withDb(stack, async (client) => {
    const { rows } = await client.query(
      'SELECT token_key_id, token_sealed, row_to_json(c)::text AS dump FROM cards.cards c WHERE id = $1',
      [id],
    );
    return rows[0] as { token_key_id: string; token_sealed: Buffer; dump: string };
  });
  assert.ok(row.token_key_id);
  assert.ok(row.token_sealed.length > 28);
  assert.ok(!row.token_sealed.toString('latin1').includes(token));
  assert.ok(!row.dump.includes(token));
  const charged = await stack.request('POST', `/v1/cards/${id}/charge`, {
    key: tenant.testKey,
    body: { amount: 1000, currency: 'PYG', reference: `sealed-${Date.now()}` },
  });
  assert.equal(charged.json.data.status, 'confirmed', charged.text);
  assert.ok(!charged.text.includes(token));
});
