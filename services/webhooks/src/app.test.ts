import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { newId } from '@gateway/shared/ids.ts';
import { createLogger } from '@gateway/shared/logger.ts';
import { sql } from 'kysely';
import { type App, buildApp } from './app.ts';
import { configSchema } from './config.ts';
import { pruneOnce } from './db/retention.ts';
import { Harness, paymentPayload } from './testing/harness.ts';
import { Receiver, verify, waitFor } from './testing/receiver.ts';

// The service in-process on its own database and NATS namespace, called over real gRPC, delivering
// to a real HTTP receiver that verifies every request with the standardwebhooks package.
const harness = new Harness();
const receiver = new Receiver();
let app: App;

before(async () => {
  await harness.start('webhooks');
  await receiver.start();
  app = await buildApp(configSchema.parse(harness.env()), createLogger('webhooks', 'silent'));
  harness.connect(app.port);
});

after(async () => {
  await app?.stop();
  await receiver.stop();
  await harness.stop();
});

const client = () => harness.client!;
const scope = (tenantId: string, environment: 'test' | 'live' = 'test') => ({ tenantId, environment });

async function endpoint(
  tenantId: string,
  path: string,
  extra: { events?: string[]; environment?: 'test' | 'live' } = {},
) {
  const res = await client().createEndpoint({
    scope: scope(tenantId, extra.environment),
    url: receiver.url(path),
    events: extra.events ?? [],
    allEvents: extra.events === undefined,
  });
  return res.endpoint!;
}

async function rejection(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => assert.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof AppError, String(err));
  return err;
}

function publishPayment(
  tenantId: string,
  event: string,
  extra: Record<string, unknown> = {},
  environment: 'test' | 'live' = 'test',
) {
  return harness.publish(`payments.payment.${event}`, {
    tenant_id: tenantId,
    environment,
    payload: paymentPayload(`payment.${event}`, extra),
  });
}

/**
 * What the merchant receives is what was published, each datetime the same instant written on the
 * Paraguayan clock with its offset (spec 2.7).
 */
function assertSamePayload(body: Record<string, unknown>, published: Record<string, unknown>): void {
  assert.deepEqual(Object.keys(body).sort(), Object.keys(published).sort());
  for (const [key, value] of Object.entries(published)) {
    if (key.endsWith('_at') && typeof value === 'string') {
      assert.match(String(body[key]), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/, key);
      assert.equal(Date.parse(String(body[key])), Date.parse(value), key);
    } else assert.deepEqual(body[key], value, key);
  }
}

describe('delivery', () => {
  it('POSTs each payment event flat, signed, with the event id only in the headers', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/all`;
    const ep = await endpoint(tenant, path);
    assert.match(ep.secret ?? '', /^whsec_/);
    const cases: [string, Record<string, unknown>][] = [
      ['confirmed', {}],
      ['rejected', { rejection_reason: 'amount does not match' }],
      ['expired', { expired_at: '2026-11-23T12:00:00.120Z' }],
      ['failed', { rejection_reason: 'card_declined' }],
      ['reversed', {}],
      ['receipt_uploaded', { payment_method: 'transferencia' }],
      [
        'confirmed',
        {
          confirmed_after_expiry: true,
          recovered_from_status: 'expired',
          expired_at: '2026-11-23T12:00:00.000Z',
        },
      ],
    ];
    const sent = [];
    for (const [event, extra] of cases) sent.push(await publishPayment(tenant, event, extra));
    await waitFor('every event', () => receiver.at(path).length === cases.length);
    for (const envelope of sent) {
      const got = receiver.at(path).find((r) => r.headers['webhook-id'] === envelope.id);
      assert.ok(got, `event ${envelope.type} arrived`);
      assert.equal(got.headers['x-gateway-event-id'], envelope.id);
      assert.equal(got.headers['content-type'], 'application/json');
      const body = verify(got, ep.secret!) as Record<string, unknown>;
      assertSamePayload(body, envelope.payload);
      assert.ok(!Object.values(body).includes(envelope.id), 'the body carries no event id');
      assert.ok(!('id' in body) && !('data' in body));
    }
  });

  it('a message delivered twice by JetStream is stored and sent once', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/dup`;
    await endpoint(tenant, path);
    const first = await publishPayment(tenant, 'confirmed');
    await harness.publish(first.type, { ...first });
    await waitFor('the event', () => receiver.at(path).length === 1);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(receiver.at(path).length, 1);
    const list = await client().listEvents({ scope: scope(tenant), perPage: 10 });
    assert.deepEqual(
      list.events.map((e) => e.id),
      [first.id],
    );
  });

  it('isolates tenants and environments, honours the filter and skips deleted endpoints', async () => {
    const a = newId('ten');
    const b = newId('ten');
    await endpoint(a, `/${a}/test`);
    const filtered = `/${a}/only-failed`;
    await endpoint(a, filtered, { events: ['payment.failed'] });
    const deleted = await endpoint(a, `/${a}/deleted`);
    await client().deleteEndpoint({ scope: scope(a), id: deleted.id });
    await endpoint(b, `/${b}/test`);
    // A live endpoint may not be http on loopback; store one directly, as if it had been valid.
    await sql`
      INSERT INTO endpoints (id, tenant_id, environment, url, status, secret_sealed, created_at, updated_at)
      SELECT 'we_live_' || ${a}, tenant_id, 'live', ${receiver.url(`/${a}/live`)}, 'enabled', secret_sealed, now(), now()
      FROM endpoints WHERE id = ${deleted.id}`.execute(harness.database.db);

    const eventA = await publishPayment(a, 'confirmed');
    const failedA = await publishPayment(a, 'failed', { rejection_reason: 'card_declined' });
    const eventB = await publishPayment(b, 'confirmed');
    await waitFor(
      'deliveries',
      () => receiver.at(`/${a}/test`).length === 2 && receiver.at(`/${b}/test`).length === 1,
    );
    await waitFor('the filtered delivery', () => receiver.at(filtered).length === 1);
    await new Promise((r) => setTimeout(r, 400));
    assert.deepEqual(
      receiver
        .at(`/${a}/test`)
        .map((r) => r.headers['webhook-id'])
        .sort(),
      [eventA.id, failedA.id].sort(),
    );
    assert.deepEqual(
      receiver.at(`/${b}/test`).map((r) => r.headers['webhook-id']),
      [eventB.id],
    );
    assert.deepEqual(
      receiver.at(filtered).map((r) => r.headers['webhook-id']),
      [failedA.id],
    );
    assert.equal(receiver.at(`/${a}/deleted`).length, 0);
    assert.equal(receiver.at(`/${a}/live`).length, 0, 'test events never reach live endpoints');
    // Events of another tenant or environment are not found.
    assert.equal((await rejection(client().getEvent({ scope: scope(b), id: eventA.id }))).code, 'NOT_FOUND');
    assert.equal(
      (await rejection(client().getEvent({ scope: scope(a, 'live'), id: eventA.id }))).code,
      'NOT_FOUND',
    );
  });

  it('retries a failing receiver with the same event id and records each attempt', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/flaky`;
    const ep = await endpoint(tenant, path);
    receiver.answer(path, (n) => ({ status: n <= 2 ? 500 : 200 }));
    const sent = await publishPayment(tenant, 'confirmed');
    await waitFor('the third attempt', () => receiver.at(path).length === 3, 10_000);
    for (const got of receiver.at(path)) {
      assert.equal(got.headers['webhook-id'], sent.id);
      verify(got, ep.secret!);
    }
    const event = await waitFor('the delivered state', async () => {
      const e = (await client().getEvent({ scope: scope(tenant), id: sent.id })).event!;
      return e.deliveries[0]?.status === 'delivered' ? e : null;
    });
    assert.deepEqual(
      event.deliveries[0]!.attempts.map((a) => a.statusCode),
      [500, 500, 200],
    );
    assert.equal(event.deliveries[0]!.endpointId, ep.id);
    assert.ok(event.deliveries[0]!.attempts.every((a) => a.durationMs >= 0 && a.attemptedAt));
  });

  it('honours Retry-After', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/busy`;
    await endpoint(tenant, path);
    receiver.answer(path, (n) =>
      n === 1 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 },
    );
    await publishPayment(tenant, 'confirmed');
    await waitFor('the retry', () => receiver.at(path).length === 2, 10_000);
    const [first, second] = receiver.at(path);
    assert.ok(second!.at - first!.at >= 950, `waited ${second!.at - first!.at} ms, not the 200 ms schedule`);
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/moved`;
    await endpoint(tenant, path);
    receiver.answer(path, () => ({
      status: 301,
      headers: { location: receiver.url(`/${tenant}/elsewhere`) },
    }));
    const sent = await publishPayment(tenant, 'confirmed');
    const event = await waitFor('the attempt', async () => {
      const e = await client()
        .getEvent({ scope: scope(tenant), id: sent.id })
        .then(
          (r) => r.event,
          () => undefined,
        );
      return e?.deliveries[0]?.attempts.length ? e : null;
    });
    assert.equal(event.deliveries[0]!.attempts[0]!.statusCode, 301);
    assert.equal(event.deliveries[0]!.status, 'pending', 'retried later');
    assert.equal(receiver.at(`/${tenant}/elsewhere`).length, 0);
  });

  it("one slow endpoint does not hold back another tenant's deliveries", async () => {
    const slowTenant = newId('ten');
    const slow = `/${slowTenant}/slow`;
    await endpoint(slowTenant, slow);
    receiver.answer(slow, () => ({ status: 200, delayMs: 1500 }));
    await Promise.all(Array.from({ length: 60 }, () => publishPayment(slowTenant, 'confirmed')));
    await waitFor('the slow endpoint busy', () => receiver.at(slow).length >= 10);
    const tenant = newId('ten');
    const fast = `/${tenant}/fast`;
    await endpoint(tenant, fast);
    const published = Date.now();
    await publishPayment(tenant, 'confirmed');
    await waitFor('the fast delivery', () => receiver.at(fast).length === 1, 5000);
    assert.ok(
      receiver.at(fast)[0]!.at - published < 1000,
      'delivered while the slow endpoint was still busy',
    );
    assert.ok(receiver.at(slow).length < 60, 'the slow endpoint still had deliveries waiting');
  });

  it('a 410 disables the endpoint: nothing more is sent to it', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/gone`;
    const ep = await endpoint(tenant, path);
    receiver.answer(path, () => ({ status: 410 }));
    await publishPayment(tenant, 'confirmed');
    await waitFor('the 410', () => receiver.at(path).length === 1);
    await waitFor(
      'disabled',
      async () =>
        (await client().getEndpoint({ scope: scope(tenant), id: ep.id })).endpoint?.status === 'disabled',
    );
    await publishPayment(tenant, 'reversed');
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(receiver.at(path).length, 1);
  });

  it('after the last attempt the delivery fails and one exhaustion event is written', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/down`;
    const ep = await endpoint(tenant, path);
    receiver.answer(path, () => ({ status: 500 }));
    const sent = await publishPayment(tenant, 'confirmed');
    await waitFor('four attempts', () => receiver.at(path).length === 4, 10_000);
    const event = await waitFor('failed', async () => {
      const e = (await client().getEvent({ scope: scope(tenant), id: sent.id })).event!;
      return e.deliveries[0]?.status === 'failed' ? e : null;
    });
    assert.equal(event.deliveries[0]!.attempts.length, 4);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(receiver.at(path).length, 4, 'no attempt after the last one');
    const outbox = await sql<{
      type: string;
      tenant_id: string;
      environment: string;
      payload: Record<string, unknown>;
    }>`
      SELECT type, tenant_id, environment, payload FROM outbox WHERE tenant_id = ${tenant}`.execute(
      harness.database.db,
    );
    assert.equal(outbox.rows.length, 1);
    assert.equal(outbox.rows[0]!.type, 'webhooks.delivery.exhausted');
    assert.equal(outbox.rows[0]!.environment, 'test');
    assert.equal(outbox.rows[0]!.payload['event_id'], sent.id);
    assert.equal(outbox.rows[0]!.payload['endpoint_id'], ep.id);
    assert.equal(outbox.rows[0]!.payload['attempts'], 4);
    assert.equal(outbox.rows[0]!.payload['last_status_code'], 500);
  });

  it('after a rotation both secrets sign, each signature verifies on its own', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/rotated`;
    const ep = await endpoint(tenant, path);
    const rotated = (await client().rotateEndpointSecret({ scope: scope(tenant), id: ep.id })).endpoint!;
    assert.match(rotated.secret ?? '', /^whsec_/);
    assert.notEqual(rotated.secret, ep.secret);
    await publishPayment(tenant, 'confirmed');
    await waitFor('the event', () => receiver.at(path).length === 1);
    const got = receiver.at(path)[0]!;
    const signatures = String(got.headers['webhook-signature']).split(' ');
    assert.equal(signatures.length, 2);
    verify(got, rotated.secret!);
    verify(got, ep.secret!);
    for (const signature of signatures) {
      const single = { ...got, headers: { ...got.headers, 'webhook-signature': signature } };
      const verifiedBy = [rotated.secret!, ep.secret!].filter((s) => {
        try {
          verify(single, s);
          return true;
        } catch {
          return false;
        }
      });
      assert.equal(verifiedBy.length, 1);
    }
    // Once the overlap has passed only the new secret signs.
    await sql`UPDATE endpoints SET previous_secret_until = now() - interval '1 second' WHERE id = ${ep.id}`.execute(
      harness.database.db,
    );
    await publishPayment(tenant, 'reversed');
    await waitFor('the second event', () => receiver.at(path).length === 2);
    const later = receiver.at(path)[1]!;
    assert.equal(String(later.headers['webhook-signature']).split(' ').length, 1);
    verify(later, rotated.secret!);
    assert.throws(() => verify(later, ep.secret!));
  });

  it('a live endpoint whose host now resolves to loopback is refused at connect time', async () => {
    const tenant = newId('ten');
    const created = await endpoint(tenant, `/${tenant}/seed`, { environment: 'test' });
    await sql`
      UPDATE endpoints SET environment = 'live', url = ${`https://localhost:${receiver.port}/${tenant}/rebound`}
      WHERE id = ${created.id}`.execute(harness.database.db);
    const sent = await publishPayment(tenant, 'confirmed', {}, 'live');
    const event = await waitFor('the refused attempt', async () => {
      const e = await client()
        .getEvent({ scope: scope(tenant, 'live'), id: sent.id })
        .then(
          (r) => r.event,
          () => undefined,
        );
      return e?.deliveries[0]?.attempts.length ? e : null;
    });
    assert.equal(event.deliveries[0]!.attempts[0]!.statusCode, undefined);
    assert.equal(event.deliveries[0]!.attempts[0]!.error, 'EFORBIDDENADDRESS');
    assert.equal(receiver.received.filter((r) => r.path.includes('rebound')).length, 0);
  });
});

describe('order per resource (spec 6: the last event received wins)', () => {
  const stored = (tenant: string, id: string) =>
    waitFor('the event stored', () =>
      client()
        .getEvent({ scope: scope(tenant), id })
        .then(
          (r) => r.event,
          () => undefined,
        ),
    );
  const ids = (path: string) => receiver.at(path).map((r) => r.headers['webhook-id']);

  it('a payment confirmed right after its receipt upload reaches a slow receiver after the upload', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/ordered`;
    await endpoint(tenant, path);
    receiver.answer(path, (n) => (n === 1 ? { status: 200, delayMs: 1000 } : { status: 200 }));
    const payment_id = newId('pay');
    const uploaded = await publishPayment(tenant, 'receipt_uploaded', {
      payment_id,
      payment_method: 'transferencia',
    });
    await stored(tenant, uploaded.id);
    const confirmed = await publishPayment(tenant, 'confirmed', {
      payment_id,
      payment_method: 'transferencia',
    });
    await waitFor('both events', () => receiver.at(path).length === 2);
    assert.deepEqual(ids(path), [uploaded.id, confirmed.id]);
    const [first, second] = receiver.at(path);
    assert.ok(
      second!.at - first!.at >= 990,
      `confirmed sent ${second!.at - first!.at} ms after the upload, before the receiver had answered it`,
    );
  });

  it('a later event waits for the earlier one through its retries', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/ordered-retry`;
    await endpoint(tenant, path);
    receiver.answer(path, (n) => ({ status: n === 1 ? 500 : 200 }));
    const payment_id = newId('pay');
    const uploaded = await publishPayment(tenant, 'receipt_uploaded', {
      payment_id,
      payment_method: 'transferencia',
    });
    await stored(tenant, uploaded.id);
    const rejected = await publishPayment(tenant, 'rejected', {
      payment_id,
      payment_method: 'transferencia',
      rejection_reason: 'amount does not match',
    });
    await waitFor('three requests', () => receiver.at(path).length === 3);
    assert.deepEqual(ids(path), [uploaded.id, uploaded.id, rejected.id]);
  });

  it("holds back only the same payment's events at the same endpoint", async () => {
    const tenant = newId('ten');
    const slow = `/${tenant}/slow-first`;
    const other = `/${tenant}/other`;
    await endpoint(tenant, slow);
    await endpoint(tenant, other);
    receiver.answer(slow, (n) => (n === 1 ? { status: 200, delayMs: 1500 } : { status: 200 }));
    const payment_id = newId('pay');
    const uploaded = await publishPayment(tenant, 'receipt_uploaded', {
      payment_id,
      payment_method: 'transferencia',
    });
    await waitFor('the slow receiver busy', () => receiver.at(slow).length === 1);
    const confirmed = await publishPayment(tenant, 'confirmed', {
      payment_id,
      payment_method: 'transferencia',
    });
    const unrelated = await publishPayment(tenant, 'confirmed');
    await waitFor('the unrelated payment at the slow receiver', () => ids(slow).includes(unrelated.id), 5000);
    await waitFor('everything at the other endpoint', () => receiver.at(other).length === 3, 5000);
    const answered = receiver.at(slow)[0]!.at + 1500;
    const at = (path: string, id: string) =>
      receiver.at(path).find((r) => r.headers['webhook-id'] === id)!.at;
    assert.ok(at(slow, unrelated.id) < answered, 'another payment is not held back');
    assert.ok(at(other, confirmed.id) < answered, 'another endpoint is not held back');
    assert.deepEqual(
      ids(other).filter((id) => id !== unrelated.id),
      [uploaded.id, confirmed.id],
    );
    await waitFor('the held event', () => ids(slow).includes(confirmed.id), 5000);
    assert.ok(at(slow, confirmed.id) >= answered - 10, 'the same payment waited for the slow answer');
  });
});

describe('endpoints API', () => {
  it('validates live URLs: https only, no loopback, private, link-local or metadata address', async () => {
    const tenant = newId('ten');
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://localhost./hook',
      'ftp://example.com/hook',
      'not a url',
    ]) {
      const err = await rejection(
        client().createEndpoint({ scope: scope(tenant, 'live'), url, events: [], allEvents: true }),
      );
      assert.equal(err.code, 'VALIDATION_FAILED', url);
      assert.ok((err.details?.['fields'] as Record<string, unknown> | undefined)?.['url'], url);
    }
    const list = await client().listEndpoints({ scope: scope(tenant, 'live'), perPage: 10 });
    assert.equal(list.endpoints.length, 0, 'nothing was stored');
  });

  it('test endpoints may use http on loopback; unknown event types are refused', async () => {
    const tenant = newId('ten');
    const ok = await endpoint(tenant, '/local', { events: ['payment.confirmed', 'card.registered'] });
    assert.deepEqual(ok.events, ['payment.confirmed', 'card.registered']);
    assert.equal(ok.status, 'enabled');
    const bare = `http://127.0.0.1:${receiver.port}`;
    const asSent = await client().createEndpoint({
      scope: scope(tenant),
      url: bare,
      events: [],
      allEvents: true,
    });
    assert.equal(asSent.endpoint!.url, bare);
    assert.equal(
      (await client().getEndpoint({ scope: scope(tenant), id: asSent.endpoint!.id })).endpoint!.url,
      bare,
    );
    const err = await rejection(
      client().createEndpoint({
        scope: scope(tenant),
        url: receiver.url('/x'),
        events: ['payment.bogus'],
        allEvents: false,
      }),
    );
    assert.equal(err.code, 'VALIDATION_FAILED');
  });

  it('events ["*"], the form an endpoint of every event is shown in, is accepted as every event', async () => {
    const tenant = newId('ten');
    const all = await client().createEndpoint({
      scope: scope(tenant),
      url: receiver.url('/star'),
      events: ['*'],
      allEvents: false,
    });
    assert.deepEqual(all.endpoint!.events, ['*']);
    const mixed = await rejection(
      client().createEndpoint({
        scope: scope(tenant),
        url: receiver.url('/star'),
        events: ['*', 'payment.confirmed'],
        allEvents: false,
      }),
    );
    assert.equal(mixed.code, 'VALIDATION_FAILED');
  });

  it('get and list never return the secret; another tenant gets 404; delete then 404', async () => {
    const tenant = newId('ten');
    const ep = await endpoint(tenant, '/secretless');
    const got = (await client().getEndpoint({ scope: scope(tenant), id: ep.id })).endpoint!;
    assert.equal(got.secret, undefined);
    assert.deepEqual(got.events, ['*']);
    const list = await client().listEndpoints({ scope: scope(tenant), perPage: 10 });
    assert.deepEqual(
      list.endpoints.map((e) => [e.id, e.secret]),
      [[ep.id, undefined]],
    );
    const stored = await sql<{
      secret_sealed: string;
    }>`SELECT secret_sealed FROM endpoints WHERE id = ${ep.id}`.execute(harness.database.db);
    assert.ok(!stored.rows[0]!.secret_sealed.includes(ep.secret!.slice(6)), 'stored sealed, not in clear');
    for (const call of [
      () => client().getEndpoint({ scope: scope(newId('ten')), id: ep.id }),
      () => client().getEndpoint({ scope: scope(tenant, 'live'), id: ep.id }),
      () => client().deleteEndpoint({ scope: scope(newId('ten')), id: ep.id }),
      () => client().rotateEndpointSecret({ scope: scope(newId('ten')), id: ep.id }),
    ])
      assert.equal((await rejection(call())).code, 'NOT_FOUND');
    await client().deleteEndpoint({ scope: scope(tenant), id: ep.id });
    assert.equal(
      (await rejection(client().getEndpoint({ scope: scope(tenant), id: ep.id }))).code,
      'NOT_FOUND',
    );
    assert.equal(
      (await rejection(client().deleteEndpoint({ scope: scope(tenant), id: ep.id }))).code,
      'NOT_FOUND',
    );
  });
});

describe('events API', () => {
  it('lists with each filter, walks pages both ways, gets attempts and redelivers under the same id', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/events`;
    await endpoint(tenant, path);
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await publishPayment(tenant, i % 2 === 0 ? 'confirmed' : 'failed'));
    await waitFor('five deliveries', () => receiver.at(path).length === 5);
    await waitFor(
      'five events',
      async () => (await client().listEvents({ scope: scope(tenant), perPage: 100 })).events.length === 5,
    );

    const walked: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let last: Awaited<ReturnType<ReturnType<typeof client>['listEvents']>>;
    do {
      last = await client().listEvents({ scope: scope(tenant), perPage: 2, cursor });
      walked.push(...last.events.map((e) => e.id));
      cursor = last.nextCursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual([...walked].sort(), sent.map((e) => e.id).sort());
    assert.equal(new Set(walked).size, 5);
    const back = await client().listEvents({ scope: scope(tenant), perPage: 2, cursor: last.prevCursor });
    assert.deepEqual(
      back.events.map((e) => e.id),
      walked.slice(2, 4),
    );

    const failed = await client().listEvents({ scope: scope(tenant), type: 'payment.failed', perPage: 10 });
    assert.equal(failed.events.length, 2);
    assert.ok(failed.events.every((e) => e.type === 'payment.failed'));
    const paymentId = sent[3]!.payload['payment_id'] as string;
    const byPayment = await client().listEvents({ scope: scope(tenant), paymentId, perPage: 10 });
    assert.deepEqual(
      byPayment.events.map((e) => e.id),
      [sent[3]!.id],
    );
    assert.equal(byPayment.events[0]!.paymentId, paymentId);
    assert.equal(
      (await client().listEvents({ scope: scope(tenant), cardId: 'card_none', perPage: 10 })).events.length,
      0,
    );
    const future = new Date(Date.now() + 60_000).toISOString();
    assert.equal(
      (await client().listEvents({ scope: scope(tenant), from: future, perPage: 10 })).events.length,
      0,
    );
    assert.equal(
      (await client().listEvents({ scope: scope(tenant), to: future, perPage: 10 })).events.length,
      5,
    );
    assert.equal((await client().listEvents({ scope: scope(newId('ten')), perPage: 10 })).events.length, 0);
    assert.equal(
      (await rejection(client().listEvents({ scope: scope(tenant), type: 'nope', perPage: 10 }))).code,
      'VALIDATION_FAILED',
    );

    const target = sent[0]!;
    const before = (await client().getEvent({ scope: scope(tenant), id: target.id })).event!;
    assertSamePayload(JSON.parse(before.payloadJson), target.payload);
    assert.equal(before.deliveries.length, 1);
    assert.equal(before.deliveries[0]!.attempts[0]!.statusCode, 200);
    await client().redeliverEvent({ scope: scope(tenant), id: target.id });
    await waitFor('the redelivery', () => receiver.at(path).length === 6);
    const again = receiver.at(path)[5]!;
    assert.equal(again.headers['webhook-id'], target.id);
    const afterwards = await waitFor('two delivered', async () => {
      const e = (await client().getEvent({ scope: scope(tenant), id: target.id })).event!;
      return e.deliveries.filter((d) => d.status === 'delivered').length === 2 ? e : null;
    });
    assert.equal(afterwards.deliveries.length, 2);
    // A list asks for deliveries when it wants them (the dashboard's timeline), in the same order.
    const listed = await client().listEvents({ scope: scope(tenant), perPage: 100, withDeliveries: true });
    const withDeliveries = listed.events.find((e) => e.id === target.id)!;
    assert.deepEqual(
      withDeliveries.deliveries.map((d) => [d.id, d.status, d.attempts.length]),
      afterwards.deliveries.map((d) => [d.id, d.status, d.attempts.length]),
    );
    const plain = await client().listEvents({ scope: scope(tenant), perPage: 100 });
    assert.equal(plain.events.find((e) => e.id === target.id)!.deliveries.length, 0);
    assert.equal(
      (await rejection(client().redeliverEvent({ scope: scope(newId('ten')), id: target.id }))).code,
      'NOT_FOUND',
    );
  });

  it('names the event types an endpoint can subscribe to', async () => {
    const { types } = await client().listEventTypes({});
    assert.ok(types.includes('payment.confirmed') && types.includes('card.deleted'));
    assert.ok(!types.some((t) => t.startsWith('payments.') || t.startsWith('webhooks.')));
  });
});

describe('retention', () => {
  it('keeps events 30 days, then prunes them with their deliveries and attempts', async () => {
    const tenant = newId('ten');
    const path = `/${tenant}/retention`;
    await endpoint(tenant, path);
    const old = await publishPayment(tenant, 'confirmed');
    const recent = await publishPayment(tenant, 'reversed');
    await waitFor('both delivered', () => receiver.at(path).length === 2);
    await waitFor('both recorded', async () => {
      const r = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM deliveries WHERE tenant_id = ${tenant} AND status = 'delivered'`.execute(
        harness.database.db,
      );
      return r.rows[0]?.n === 2;
    });
    const db = harness.database.db;
    await sql`UPDATE events SET created_at = now() - interval '31 days' WHERE id = ${old.id}`.execute(db);
    await sql`UPDATE events SET created_at = now() - interval '29 days' WHERE id = ${recent.id}`.execute(db);
    await pruneOnce(db, 30);
    assert.equal(
      (await rejection(client().getEvent({ scope: scope(tenant), id: old.id }))).code,
      'NOT_FOUND',
    );
    const kept = (await client().getEvent({ scope: scope(tenant), id: recent.id })).event!;
    assert.equal(kept.deliveries[0]!.attempts.length, 1);
    const orphans = await sql`
      SELECT 1 FROM deliveries WHERE event_id = ${old.id}
      UNION ALL SELECT 1 FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id WHERE d.event_id = ${old.id}`.execute(
      db,
    );
    assert.equal(orphans.rows.length, 0);
  });
});
