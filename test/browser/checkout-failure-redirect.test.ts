// Spec 4.1: cancel_url is where the buyer goes "when the buyer cancels or the payment fails"
// (defaulting to return_url). With a redirect URL a failed card ends at the merchant with
// status=failed; without one the buyer may retry inside the frame (covered in checkout.test.ts).
// The same rule holds for card registration.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import { answerChallenge, CARDS, launchBrowser, payWithCard, waitForMessage } from './support/browser.ts';
import { type MerchantSite, startMerchant } from './support/merchant.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
let browser: Browser;
let shop: MerchantSite;

before(async () => {
  tenant = await stack.createTenant('Tienda Redirecciones');
  shop = await startMerchant();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.close();
});

async function createPayment(extra: Record<string, unknown>): Promise<{ id: string; checkout_url: string }> {
  const res = await stack.request('POST', '/v1/payments', {
    key: tenant.testKey,
    body: {
      provider: 'provider_b',
      amount: 99000,
      currency: 'PYG',
      reference: `redirect-${randomUUID()}`,
      target_origin: shop.origin,
      ...extra,
    },
  });
  assert.equal(res.status, 201, res.text);
  return { id: res.json.data.id, checkout_url: res.json.data.checkout.checkout_url };
}

/** Pays with a declined card in the embedded frame and waits for the frame to leave our page. */
async function declineInFrame(page: Page, payment: { checkout_url: string }, prefix: string): Promise<URL> {
  await page.goto(shop.pageUrl(payment.checkout_url));
  const left = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame.url().startsWith(prefix),
    timeout: 30_000,
  });
  await payWithCard(page.frameLocator('#checkout').frameLocator('#provider-form'), CARDS.declined);
  return new URL((await left).url());
}

describe('a failed iframe payment with a redirect URL', { timeout: 120_000 }, () => {
  it('ends at cancel_url with status=failed and payment_id, after posting failed', async () => {
    const payment = await createPayment({
      return_url: shop.returnUrl('?to=return'),
      cancel_url: shop.returnUrl('?to=cancel'),
    });
    const page = await (await browser.newContext()).newPage();
    const url = await declineInFrame(page, payment, shop.returnUrl());
    assert.equal(url.searchParams.get('to'), 'cancel');
    assert.equal(url.searchParams.get('status'), 'failed');
    assert.equal(url.searchParams.get('payment_id'), payment.id);
    const messages = await waitForMessage(page, 'gateway.checkout.failed');
    assert.equal(
      messages.find((m) => m.data.type === 'gateway.checkout.failed')?.data.reason,
      'card_declined',
    );
    const stored = await stack.request('GET', `/v1/payments/${payment.id}`, { key: tenant.testKey });
    assert.equal(stored.json.data.status, 'failed');
    await page.context().close();
  });

  it('ends at return_url when it is the only one', async () => {
    const payment = await createPayment({ return_url: shop.returnUrl('?to=return') });
    const page = await (await browser.newContext()).newPage();
    const url = await declineInFrame(page, payment, shop.returnUrl());
    assert.equal(url.searchParams.get('to'), 'return');
    assert.equal(url.searchParams.get('status'), 'failed');
    assert.equal(url.searchParams.get('payment_id'), payment.id);
    await page.context().close();
  });
});

describe('a failed card registration with a return_url', { timeout: 120_000 }, () => {
  it('ends at return_url with status=failed and card_id', async () => {
    const res = await stack.request('POST', '/v1/cards', {
      key: tenant.testKey,
      body: {
        provider: 'provider_a',
        customer: {
          customerId: `redirect-${randomUUID().slice(0, 8)}`,
          name: 'Ana',
          lastname: 'Benítez',
          email: 'ana@example.com',
          phone: '+595981000000',
        },
        target_origin: shop.origin,
        return_url: shop.returnUrl('?to=cards'),
      },
    });
    assert.equal(res.status, 201, res.text);
    const started = res.json.data as { card_id: string; registration: { checkout_url: string } };
    const page = await (await browser.newContext()).newPage();
    await page.goto(shop.pageUrl(started.registration.checkout_url));
    const left = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame.url().startsWith(shop.returnUrl()),
      timeout: 30_000,
    });
    const form = page.frameLocator('#checkout').frameLocator('#provider-form');
    await payWithCard(form, CARDS.threeDs);
    await answerChallenge(form, '000000');
    const url = new URL((await left).url());
    assert.equal(url.searchParams.get('to'), 'cards');
    assert.equal(url.searchParams.get('status'), 'failed');
    assert.equal(url.searchParams.get('card_id'), started.card_id);
    await waitForMessage(page, 'gateway.registry.failed');
    await page.context().close();
  });
});
