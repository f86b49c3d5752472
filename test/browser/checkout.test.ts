// The iframe checkout in a real browser, against the whole stack: a merchant page on
// 127.0.0.1 embeds checkout_url, the buyer pays in the provider form, and the merchant page
// learns the outcome by postMessage, only on a listed origin.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import {
  answerChallenge,
  CARDS,
  cardForm,
  launchBrowser,
  payWithCard,
  received,
  waitForMessage,
} from './support/browser.ts';
import { type MerchantSite, startMerchant } from './support/merchant.ts';

type Payment = { id: string; status: string; checkout?: { checkout_url: string; expires_at: string } };

// Acquired at the top level so the stack's stop hook belongs to the whole file.
const stack: Stack = await getStack();
let tenant: Tenant;
let browser: Browser;
let context: BrowserContext;
let shop: MerchantSite;
let otherShop: MerchantSite;

before(async () => {
  tenant = await stack.createTenant('Tienda Browser');
  [shop, otherShop] = await Promise.all([startMerchant(), startMerchant()]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([shop?.close(), otherShop?.close()]);
});

async function createPayment(extra: Record<string, unknown> = {}): Promise<Payment> {
  const res = await stack.request<{ data: Payment }>('POST', '/v1/payments', {
    key: tenant.testKey,
    body: {
      provider: 'provider_a',
      amount: 150000,
      currency: 'PYG',
      reference: `browser-${randomUUID()}`,
      target_origin: shop.origin,
      ...extra,
    },
  });
  assert.equal(res.status, 201, res.text);
  assert.ok(res.json.data.checkout?.checkout_url, 'an iframe payment has a checkout block');
  return res.json.data;
}

async function paymentStatus(id: string): Promise<string> {
  const res = await stack.request<{ data: Payment }>('GET', `/v1/payments/${id}`, { key: tenant.testKey });
  assert.equal(res.status, 200, res.text);
  return res.json.data.status;
}

/** The merchant page with the checkout embedded and the card form ready. */
async function openShop(payment: Payment, site: MerchantSite = shop): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.pageUrl(payment.checkout!.checkout_url));
  return page;
}

function assertFromGateway(messages: Awaited<ReturnType<typeof received>>): void {
  const gateway = new URL(stack.baseUrl).origin;
  for (const message of messages)
    assert.equal(message.origin, gateway, 'every message comes from the gateway origin');
}

describe('the iframe checkout in a browser', { timeout: 180_000 }, () => {
  before(async () => {
    context = await browser.newContext();
  });
  after(async () => {
    await context?.close();
  });

  it('shows the gateway page with the amount and the card form, never a provider URL', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    const checkout = page.frameLocator('#checkout');
    assert.equal(await checkout.locator('#amount').textContent(), 'Gs. 150.000');
    await cardForm(page).locator('#number').waitFor();
    const frameUrls = page.frames().map((frame) => frame.url());
    assert.ok(
      frameUrls.every((url) => !url.startsWith(stack.sandboxUrl)),
      `frames: ${frameUrls.join(', ')}`,
    );
    await page.close();
  });

  it('an approved card confirms the payment and the page receives completed', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    await payWithCard(cardForm(page), CARDS.approved);
    const messages = await waitForMessage(page, 'gateway.checkout.completed');
    assertFromGateway(messages);
    const completed = messages.find((m) => m.data.type === 'gateway.checkout.completed')!;
    assert.equal(completed.data.payment_id, payment.id);
    assert.equal(await paymentStatus(payment.id), 'confirmed');
    await page.close();
  });

  it('a declined card fails the payment and posts failed; another card then completes it', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    const form = cardForm(page);
    await payWithCard(form, CARDS.declined);
    const afterDecline = await waitForMessage(page, 'gateway.checkout.failed');
    const failed = afterDecline.find((m) => m.data.type === 'gateway.checkout.failed')!;
    assert.deepEqual(failed.data, {
      type: 'gateway.checkout.failed',
      payment_id: payment.id,
      reason: 'card_declined',
    });
    assert.equal(await paymentStatus(payment.id), 'failed');

    await form.locator('#retry').click();
    await payWithCard(form, CARDS.approved);
    const messages = await waitForMessage(page, 'gateway.checkout.completed');
    assertFromGateway(messages);
    assert.deepEqual(
      messages.map((m) => m.data.type),
      ['gateway.checkout.failed', 'gateway.checkout.completed'],
    );
    assert.equal(await paymentStatus(payment.id), 'confirmed');
    await page.close();
  });

  it('the 3DS card completes with the right code', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    const form = cardForm(page);
    await payWithCard(form, CARDS.threeDs);
    await answerChallenge(form, '123456');
    assertFromGateway(await waitForMessage(page, 'gateway.checkout.completed'));
    assert.equal(await paymentStatus(payment.id), 'confirmed');
    await page.close();
  });

  it('the 3DS card fails with a wrong code', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    const form = cardForm(page);
    await payWithCard(form, CARDS.threeDs);
    await answerChallenge(form, '000000');
    const messages = await waitForMessage(page, 'gateway.checkout.failed');
    assertFromGateway(messages);
    assert.equal(messages.at(-1)!.data.reason, '3ds_failed');
    assert.equal(await paymentStatus(payment.id), 'failed');
    await page.close();
  });

  it('with a return_url the frame goes back to the merchant with status and payment_id', async () => {
    const payment = await createPayment({ return_url: shop.returnUrl('?order=42') });
    const page = await openShop(payment);
    const returned = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame.url().startsWith(shop.returnUrl()),
      timeout: 20_000,
    });
    await payWithCard(cardForm(page), CARDS.approved);
    const frame = await returned;
    const url = new URL(frame.url());
    assert.equal(url.searchParams.get('order'), '42');
    assert.equal(url.searchParams.get('status'), 'confirmed');
    assert.equal(url.searchParams.get('payment_id'), payment.id);
    assertFromGateway(await waitForMessage(page, 'gateway.checkout.completed'));
    await page.close();
  });

  it('Cancelar posts cancelled', async () => {
    const payment = await createPayment();
    const page = await openShop(payment);
    await page.frameLocator('#checkout').locator('#cancel').click();
    const messages = await waitForMessage(page, 'gateway.checkout.cancelled');
    assertFromGateway(messages);
    assert.deepEqual(messages.at(-1)!.data, {
      type: 'gateway.checkout.cancelled',
      payment_id: payment.id,
      reason: null,
    });
    await page.close();
  });

  it('a page on an unlisted origin cannot frame the checkout and never hears of the payment', async () => {
    const payment = await createPayment();
    const intruder = await openShop(payment, otherShop);
    // frame-ancestors lists only the payment's target origin: the checkout never renders here.
    await intruder.waitForTimeout(1000);
    const framed = intruder.frames().find((frame) => frame.url().includes('/v1/checkout-pages/'));
    const rendered = framed ? await framed.locator('#amount').count() : 0;
    assert.equal(rendered, 0, 'the checkout page must not render inside an unlisted origin');

    // The buyer pays anyway, top-level (as a mobile integration would).
    const direct = await context.newPage();
    await direct.goto(payment.checkout!.checkout_url);
    await payWithCard(direct.frameLocator('#provider-form'), CARDS.approved);
    await direct.locator('body[data-state="completed"]').waitFor({ timeout: 20_000 });
    assert.equal(await paymentStatus(payment.id), 'confirmed');
    await intruder.waitForTimeout(2000);
    assert.deepEqual(await received(intruder), []);
    await Promise.all([direct.close(), intruder.close()]);
  });

  it('a dead link answers 410 and issues no iframe', async () => {
    const payment = await createPayment();
    const cancelled = await stack.request('POST', `/v1/payments/${payment.id}/cancel`, {
      key: tenant.testKey,
    });
    assert.equal(cancelled.status, 200, cancelled.text);
    const page = await context.newPage();
    const response = await page.goto(payment.checkout!.checkout_url);
    assert.equal(response?.status(), 410);
    assert.equal(await page.locator('iframe').count(), 0);
    await page.close();
  });
});
