// Card registration in a real browser, against the whole stack: a merchant page embeds the
// registration URL, the buyer enters the card and passes 3DS in the provider form behind the
// gateway, and the merchant page learns the outcome by postMessage, only on a listed origin.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cardEvents } from '../support/cards.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import {
  answerChallenge,
  CARDS,
  cardForm,
  launchBrowser,
  payWithCard,
  type Received,
  received,
  waitForMessage,
} from './support/browser.ts';
import { type MerchantSite, startMerchant } from './support/merchant.ts';

type Started = {
  card_id: string;
  status: string;
  registration: { checkout_url: string; expires_at: string };
};

const stack: Stack = await getStack();
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let shop: MerchantSite;
let otherShop: MerchantSite;

before(async () => {
  tenant = await stack.createTenant('Tienda Tarjetas');
  [shop, otherShop] = await Promise.all([startMerchant(), startMerchant()]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([shop?.close(), otherShop?.close()]);
});

async function startRegistration(extra: Record<string, unknown> = {}): Promise<Started> {
  const res = await stack.request<{ data: Started }>('POST', '/v1/cards', {
    key: tenant.testKey,
    body: {
      provider: 'provider_a',
      customer: {
        customerId: `browser-${randomUUID().slice(0, 8)}`,
        name: 'Ana',
        lastname: 'Benítez',
        email: 'ana@example.com',
        phone: '+595981000000',
      },
      target_origin: shop.origin,
      ...extra,
    },
  });
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

async function cardStatus(id: string): Promise<string> {
  const res = await stack.request('GET', `/v1/cards/${id}`, { key: tenant.testKey });
  assert.equal(res.status, 200, res.text);
  return res.json.data.status;
}

async function openShop(started: Started, site: MerchantSite = shop): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.pageUrl(started.registration.checkout_url));
  return page;
}

function assertFromGateway(messages: Received[]): void {
  const gateway = new URL(stack.baseUrl).origin;
  for (const message of messages)
    assert.equal(message.origin, gateway, 'every message comes from the gateway origin');
}

describe('card registration in a browser', { timeout: 180_000 }, () => {
  before(async () => {
    context = await browser.newContext();
  });
  after(async () => {
    await context?.close();
  });

  it('4111… with 3DS 123456 registers the card and the page receives completed', async () => {
    const started = await startRegistration();
    const page = await openShop(started);
    const form = cardForm(page);
    const frameUrls = () => page.frames().map((frame) => frame.url());
    await payWithCard(form, CARDS.approved);
    await answerChallenge(form, '123456');
    const messages = await waitForMessage(page, 'gateway.registry.completed');
    assertFromGateway(messages);
    assert.deepEqual(messages.at(-1)!.data, {
      type: 'gateway.registry.completed',
      card_id: started.card_id,
      reason: null,
    });
    assert.ok(
      frameUrls().every((url) => !url.startsWith(stack.sandboxUrl)),
      `no provider URL in any frame: ${frameUrls().join(', ')}`,
    );
    assert.equal(await cardStatus(started.card_id), 'registered');
    await page.close();
  });

  it('a wrong code fails, then a retry in the same iframe registers: failed then registered events', async () => {
    const started = await startRegistration();
    const page = await openShop(started);
    const form = cardForm(page);
    await payWithCard(form, CARDS.approved);
    await answerChallenge(form, '000000');
    const afterFailure = await waitForMessage(page, 'gateway.registry.failed');
    assert.deepEqual(afterFailure.at(-1)!.data, {
      type: 'gateway.registry.failed',
      card_id: started.card_id,
      reason: '3ds_failed',
    });
    assert.equal(await cardStatus(started.card_id), 'invalid');

    await form.locator('#retry').click();
    await payWithCard(form, CARDS.approved);
    await answerChallenge(form, '123456');
    const messages = await waitForMessage(page, 'gateway.registry.completed');
    assertFromGateway(messages);
    assert.deepEqual(
      messages.map((m) => m.data.type),
      ['gateway.registry.failed', 'gateway.registry.completed'],
    );
    assert.equal(await cardStatus(started.card_id), 'registered');
    assert.deepEqual(
      (await cardEvents(stack, started.card_id)).map((e) => e.payload.event),
      ['card.failed', 'card.registered'],
    );
    await page.close();
  });

  it('with a return_url the frame goes back to the merchant with status and card_id', async () => {
    const started = await startRegistration({ return_url: shop.returnUrl('?step=cards') });
    const page = await openShop(started);
    const returned = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame.url().startsWith(shop.returnUrl()),
      timeout: 20_000,
    });
    const form = cardForm(page);
    await payWithCard(form, CARDS.threeDs);
    await answerChallenge(form, '123456');
    const url = new URL((await returned).url());
    assert.equal(url.searchParams.get('step'), 'cards');
    assert.equal(url.searchParams.get('status'), 'registered');
    assert.equal(url.searchParams.get('card_id'), started.card_id);
    await page.close();
  });

  it('Cancelar posts cancelled and fails the pending registration', async () => {
    const started = await startRegistration();
    const page = await openShop(started);
    await page.frameLocator('#checkout').locator('#cancel').click();
    const messages = await waitForMessage(page, 'gateway.registry.cancelled');
    assertFromGateway(messages);
    assert.deepEqual(messages.at(-1)!.data, {
      type: 'gateway.registry.cancelled',
      card_id: started.card_id,
      reason: null,
    });
    // A cancelled registration is a failed one (spec 6: card.failed "failed or was cancelled").
    assert.equal(await cardStatus(started.card_id), 'invalid');
    assert.deepEqual(
      (await cardEvents(stack, started.card_id)).map((e) => e.payload.event),
      ['card.failed'],
    );
    await page.close();
  });

  it('a page on an unlisted origin cannot frame the registration and hears nothing', async () => {
    const started = await startRegistration();
    const intruder = await openShop(started, otherShop);
    await intruder.waitForTimeout(1000);
    const framed = intruder.frames().find((frame) => frame.url().includes('/v1/card-registrations/'));
    const rendered = framed ? await framed.locator('#provider-form').count() : 0;
    assert.equal(rendered, 0, 'the registration page must not render inside an unlisted origin');

    // The buyer registers anyway, top-level.
    const direct = await context.newPage();
    await direct.goto(started.registration.checkout_url);
    const form = direct.frameLocator('#provider-form');
    await payWithCard(form, CARDS.approved);
    await answerChallenge(form, '123456');
    await direct.locator('body[data-state="completed"]').waitFor({ timeout: 20_000 });
    assert.equal(await cardStatus(started.card_id), 'registered');
    await intruder.waitForTimeout(1500);
    assert.deepEqual(await received(intruder), []);
    await Promise.all([direct.close(), intruder.close()]);
  });
});
