// The buyer's journey through a hosted checkout session in headless Chromium, against the whole
// stack: the merchant sends the buyer to data.url, the buyer picks a method and pays, and comes
// back to the merchant with the §4.5 parameters.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { smallPng } from '../../services/receipts/src/testing/files.ts';
import { paymentsOf, sessionBody, waitFor } from '../support/sessions.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import { CARDS, launchBrowser, payWithCard } from './support/browser.ts';
import { type MerchantSite, startMerchant } from './support/merchant.ts';

const ARTIFACTS = join(import.meta.dirname, '..', '..', '.test-artifacts');
const BRAND = '#0b6e4f';

const stack: Stack = await getStack();
let tenant: Tenant;
let browser: Browser;
let shop: MerchantSite;

const customer = {
  customerId: 'buyer-1',
  name: 'Ana',
  lastname: 'Benítez',
  email: 'ana@example.com',
  phone: '+595981000000',
};

before(async () => {
  tenant = await stack.createTenant('Comercio Base');
  const set = await stack.gatewayctl([
    'tenant',
    'branding',
    'set',
    '--tenant',
    tenant.tenantId,
    '--trade-name',
    'Tienda Sol',
    '--color',
    BRAND,
  ]);
  assert.equal(set.code, 0, set.stderr);
  shop = await startMerchant();
  browser = await launchBrowser();
  await mkdir(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await shop?.close();
});

async function newSession(extra: Record<string, unknown>) {
  const body = sessionBody({
    success_url: shop.returnUrl('?to=success'),
    cancel_url: shop.returnUrl('?to=cancel'),
    ...extra,
  });
  const res = await stack.request('POST', '/v1/checkout-sessions', { key: tenant.testKey, body });
  assert.equal(res.status, 201, res.text);
  return res.json.data as { id: string; url: string; reference: string };
}

async function openPage(width = 420, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

function returned(page: Page) {
  return returnedFrom(page.url());
}

function returnedFrom(href: string) {
  const url = new URL(href);
  return {
    to: url.searchParams.get('to'),
    status: url.searchParams.get('status'),
    reference: url.searchParams.get('reference'),
    session: url.searchParams.get('checkout_session_id'),
  };
}

const cardForm = (page: Page) => page.frameLocator('#checkout').frameLocator('#provider-form');

describe('the hosted checkout page in a browser', { timeout: 240_000 }, () => {
  it('shows the branding and order, pays by card, returns to success_url, and the page is 410 after', async () => {
    const session = await newSession({
      methods: ['provider_a', 'transferencia'],
      customer,
      description: 'Pedido de yerba',
      line_items: [
        { name: 'Yerba mate 1 kg', quantity: 2, unit_amount: 50000 },
        { name: 'Termo', quantity: 1, unit_amount: 50000 },
      ],
    });
    const page = await openPage(390, 844);
    await page.goto(session.url);
    assert.equal(await page.locator('#merchant').textContent(), 'Tienda Sol');
    const background = await page
      .locator('header.brand')
      .evaluate(
        (el) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }
          ).getComputedStyle(el).backgroundColor,
      );
    assert.equal(background, 'rgb(11, 110, 79)');
    assert.equal(await page.locator('#description').textContent(), 'Pedido de yerba');
    assert.equal(await page.locator('#line-items tbody tr').count(), 2);
    assert.equal(await page.locator('#amount').textContent(), 'Gs. 150.000');
    assert.match((await page.locator('#countdown').textContent()) ?? '', /^(1:00:00|59:\d\d)$/);
    await page.screenshot({ path: join(ARTIFACTS, 'checkout-session-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(ARTIFACTS, 'checkout-session-desktop.png'), fullPage: true });

    await page.locator('#method-provider_a').click();
    await cardForm(page).locator('#number').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'checkout-session-card-desktop.png'), fullPage: true });
    await payWithCard(cardForm(page), CARDS.approved);
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed', { timeout: 30_000 });
    assert.deepEqual(returned(page), {
      to: 'success',
      status: 'completed',
      reference: session.reference,
      session: session.id,
    });

    const closed = await waitFor(
      () => fetch(session.url).then((r) => r.status),
      (s) => s === 410,
    );
    assert.equal(closed, 410, 'a completed session answers 410');
    const payments = await paymentsOf(stack, tenant.testKey, session.reference);
    assert.equal(payments.length, 1);
    assert.equal(payments[0].status, 'confirmed');
    assert.equal(payments[0].checkout_session_id, session.id);
    await page.context().close();
  });

  it('one method skips the selector; cancel returns to cancel_url with cancelled', async () => {
    const session = await newSession({ methods: ['provider_b'] });
    const page = await openPage();
    await page.goto(session.url);
    assert.equal(await page.locator('#methods').count(), 0, 'no selector for a single method');
    await cardForm(page).locator('#number').waitFor();
    await page.locator('#cancel').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    assert.deepEqual(returned(page), {
      to: 'cancel',
      status: 'cancelled',
      reference: session.reference,
      session: session.id,
    });
    await page.context().close();
  });

  it('a declined card closes the form, explains, and 5 s later the buyer returns to cancel_url with failed', async () => {
    const session = await newSession({ methods: ['provider_b'] });
    const page = await openPage();
    await page.goto(session.url);
    await payWithCard(cardForm(page), CARDS.declined);
    await page.locator('#failed').waitFor({ state: 'visible', timeout: 30_000 });
    const shown = Date.now();
    assert.equal(page.url(), session.url, 'no redirect at once');
    assert.equal(await page.locator('#checkout').count(), 0, 'the card form is gone');
    assert.equal(await page.locator('#cancel').isVisible(), false);
    assert.equal(await page.locator('#timer').isVisible(), false);
    assert.equal(
      await page.locator('#failed-back').evaluate((el) => el === el.ownerDocument.activeElement),
      true,
    );
    assert.deepEqual(returnedFrom((await page.locator('#failed-back').getAttribute('href')) ?? ''), {
      to: 'cancel',
      status: 'failed',
      reference: session.reference,
      session: session.id,
    });
    await page.screenshot({ path: join(ARTIFACTS, 'checkout-session-declined-phone.png'), fullPage: true });
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed', { timeout: 15_000 });
    assert.ok(Date.now() - shown >= 2_500, 'the buyer has time to read why');
    assert.deepEqual(returned(page), {
      to: 'cancel',
      status: 'failed',
      reference: session.reference,
      session: session.id,
    });
    const [payment] = await paymentsOf(stack, tenant.testKey, session.reference);
    assert.equal(payment.status, 'failed');
    await page.context().close();
  });

  it('without cancel_url a declined card returns to success_url with failed', async () => {
    const session = await newSession({ methods: ['provider_a'], customer, cancel_url: undefined });
    const page = await openPage();
    await page.goto(session.url);
    await payWithCard(cardForm(page), CARDS.declined);
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed', { timeout: 40_000 });
    assert.deepEqual(returned(page), {
      to: 'success',
      status: 'failed',
      reference: session.reference,
      session: session.id,
    });
    await page.context().close();
  });

  it('transferencia shows the bank accounts and instructions', async () => {
    const session = await newSession({ methods: ['provider_b', 'transferencia'] });
    const page = await openPage();
    await page.goto(session.url);
    await page.locator('#method-transferencia').click();
    await page.locator('#bank-accounts').waitFor();
    assert.equal(await page.locator('#bank-accounts .bank-name').first().textContent(), 'Banco Continental');
    assert.equal(await page.locator('#bank-accounts .account-number').first().textContent(), '1234567890');
    assert.match((await page.locator('#instructions').textContent()) ?? '', /referencia/);
    await page.screenshot({ path: join(ARTIFACTS, 'checkout-session-transfer-phone.png'), fullPage: true });
    const [payment] = await paymentsOf(stack, tenant.testKey, session.reference);
    assert.equal(payment.provider, 'transferencia');
    assert.equal(payment.checkout_session_id, session.id);
    await page.context().close();
  });

  it('transferencia: the buyer uploads the receipt on the page and returns with pending; a wrong file is explained and changes nothing', async () => {
    const session = await newSession({ methods: ['provider_b', 'transferencia'] });
    const page = await openPage();
    await page.goto(session.url);
    await page.locator('#method-transferencia').click();
    await page.locator('#receipt-form').waitFor();

    await page.locator('#receipt-file').setInputFiles({
      name: 'comprobante.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    await page.locator('#receipt-submit').click();
    await page.locator('#problem').waitFor();
    assert.match((await page.locator('#problem').textContent()) ?? '', /no es una foto JPEG o PNG ni un PDF/);
    const [pending] = await paymentsOf(stack, tenant.testKey, session.reference);
    assert.equal(pending.status, 'pending');

    await page.locator('#receipt-file').setInputFiles({
      name: 'comprobante.png',
      mimeType: 'image/png',
      buffer: await smallPng(),
    });
    await page.locator('#receipt-notes').fill('Transferí desde Banco Sol');
    await Promise.all([page.waitForURL(/\/return\?to=success/), page.locator('#receipt-submit').click()]);
    assert.deepEqual(returned(page), {
      to: 'success',
      status: 'pending',
      reference: session.reference,
      session: session.id,
    });
    const [payment] = await paymentsOf(stack, tenant.testKey, session.reference);
    assert.equal(payment.status, 'receipt_uploaded');
    assert.equal(payment.checkout_session_id, session.id);
    const detail = await stack.request('GET', `/v1/payments/${payment.id}`, { key: tenant.testKey });
    assert.equal(detail.json.data.receipts.length, 1);
    assert.equal(detail.json.data.receipts[0].notes, 'Transferí desde Banco Sol');
    // Back on the page later: the receipt is in, so the buyer is sent back with pending again.
    await page.goto(`${session.url}?method=transferencia`);
    await page.waitForURL(/\/return\?to=success/);
    assert.equal(returned(page).status, 'pending');
    assert.equal((await paymentsOf(stack, tenant.testKey, session.reference)).length, 1);
    await page.context().close();
  });

  it('at zero the card form closes, an explanation shows, and 5 s later the buyer returns with expired', async () => {
    const session = await newSession({ methods: ['provider_b'], expires_in: 120 });
    const page = await openPage();
    // The page's clock is ours to move: no two-minute wait.
    await page.clock.install();
    await page.goto(session.url);
    await page.locator('#checkout').waitFor();
    await page.clock.fastForward(61_000);
    assert.match((await page.locator('#countdown').textContent()) ?? '', /^00:5\d$/);
    await page.clock.fastForward(60_000);
    await page.locator('#expired').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#checkout').count(), 0, 'the card form is gone');
    const back = new URL((await page.locator('#expired-back').getAttribute('href')) ?? '');
    assert.equal(back.searchParams.get('status'), 'expired');
    assert.equal(page.url(), session.url, 'no redirect before 5 s');
    await page.clock.runFor(5_000);
    await page.waitForURL((url) => url.searchParams.get('status') === 'expired');
    assert.deepEqual(returned(page), {
      to: 'cancel',
      status: 'expired',
      reference: session.reference,
      session: session.id,
    });
    await page.context().close();
  });

  it('with under 60 s left no card payment can start', async () => {
    const session = await newSession({ methods: ['provider_a', 'transferencia'], customer, expires_in: 60 });
    const page = await openPage();
    await page.goto(session.url);
    assert.equal(await page.locator('#method-provider_a').isDisabled(), true);
    assert.equal(await page.locator('#card-cutoff').isVisible(), true);
    // Even asked for directly, the server starts nothing.
    await page.goto(`${session.url}?method=provider_a`);
    assert.equal(await page.locator('#checkout').count(), 0);
    assert.match((await page.locator('#problem').textContent()) ?? '', /menos de un minuto/);
    assert.equal((await paymentsOf(stack, tenant.testKey, session.reference)).length, 0);
    await page.context().close();
  });
});
