// An operator's day in the dashboard, in headless Chromium against the whole stack: sign in
// through the set-password link, add a webhook endpoint, review transfer receipts (the merchant's
// receiver gets the signed result), manage API keys, branding, bank accounts and e-mails, switch
// environments; and what must not work: no session, another tenant's ids, a form without its CSRF token, guessing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { smallPng } from '../../services/receipts/src/testing/files.ts';
import { createPayment, transferencia } from '../support/payments.ts';
import { uploadReceipt } from '../support/receipts.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';
import { sessionBody } from '../support/sessions.ts';
import { type Delivery, eventually, verified, WebhookReceiver } from '../support/webhook-receiver.ts';
import { launchBrowser } from './support/browser.ts';

const ARTIFACTS = join(import.meta.dirname, '..', '..', '.test-artifacts');
const PASSWORD = 'a long operator passphrase';

const stack: Stack = await getStack();
let tenant: Tenant;
let other: Tenant;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let email: string;
let receiver: WebhookReceiver;
const HOOK_PATH = `/hooks/${randomUUID()}`;

async function newOperator(tenantId: string): Promise<{ email: string; link: string }> {
  const address = `ops-${randomUUID().slice(0, 8)}@example.com`;
  const out = await stack.gatewayctl([
    'operator',
    'create',
    '--tenant',
    tenantId,
    '--email',
    address,
    '--json',
  ]);
  assert.equal(out.code, 0, out.stderr);
  return { email: address, link: (JSON.parse(out.stdout) as { set_password_url: string }).set_password_url };
}

async function signIn(p: Page, address: string, password: string): Promise<void> {
  await p.goto(`${stack.baseUrl}/dashboard/sign-in`);
  await p.fill('input[name=email]', address);
  await p.fill('input[name=password]', password);
  await p.click('button:has-text("Sign in")');
  await p.waitForURL('**/dashboard/payments');
}

async function transferWithReceipt(key: string): Promise<string> {
  const created = await createPayment(stack, key, transferencia());
  assert.equal(created.status, 201, created.text);
  const id = (created.json as { data: { id: string } }).data.id;
  const png = await smallPng();
  const up = await uploadReceipt(
    stack,
    key,
    id,
    { bytes: png, type: 'image/png', name: 'comprobante.png' },
    { notes: 'Transferencia Itaú' },
  );
  assert.equal(up.status, 201, up.text);
  return id;
}

const apiStatus = async (key: string, id: string) =>
  (await stack.request('GET', `/v1/payments/${id}`, { key })).json?.data as {
    status: string;
    rejection_reason?: string;
  };

/** The signed-in operator's cookie, for requests a browser would not make. */
async function cookieHeader(): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

before(async () => {
  tenant = await stack.createTenant('Dashboard merchant');
  other = await stack.createTenant('Another merchant');
  await mkdir(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  // Rotating, deleting and revoking ask first; the operator says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  receiver = await new WebhookReceiver().start();
  const created = await newOperator(tenant.tenantId);
  email = created.email;
  assert.ok(created.link.startsWith(`${stack.baseUrl}/dashboard/set-password?token=`));
  await page.goto(created.link);
  await page.fill('input[name=password]', PASSWORD);
  await page.click('button:has-text("Save password")');
  await page.waitForURL('**/dashboard/sign-in');
  // The link works once.
  const reuse = await fetch(`${stack.baseUrl}/dashboard/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: new URL(created.link).searchParams.get('token')!,
      password: 'another long password',
    }),
    redirect: 'manual',
  });
  assert.equal(reuse.status, 422);
  await signIn(page, email, PASSWORD);
});

after(async () => {
  await browser?.close();
  await receiver?.stop();
});

/** Every secret the endpoint has had: a delivery signed before a rotation verifies with the one before. */
const secrets: string[] = [];

function verifiedByAny(delivery: Delivery): Record<string, unknown> {
  for (const secret of secrets.toReversed()) {
    try {
      return verified(delivery, secret);
    } catch {}
  }
  throw new Error(
    `delivery ${String(delivery.headers['webhook-id'])} verifies with no secret of the endpoint`,
  );
}

/** The verified bodies the merchant's receiver got for one payment, by event type. */
const receivedFor = (paymentId: string, type: string, secret?: string) =>
  receiver
    .at(HOOK_PATH)
    .filter((d) => {
      const claimed = JSON.parse(d.body) as Record<string, unknown>;
      return claimed['payment_id'] === paymentId && claimed['event'] === type;
    })
    .map((d) => ({
      id: String(d.headers['webhook-id']),
      body: secret ? verified(d, secret) : verifiedByAny(d),
    }));

describe('the operator dashboard in a browser', () => {
  it('adds a webhook endpoint whose secret is shown once; a bad URL is refused with the reason', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/webhooks`);
    await page.fill('input[name=url]', 'not a url');
    await page.evaluate(() => {
      (
        globalThis as unknown as { document: { querySelector(s: string): { noValidate: boolean } } }
      ).document.querySelector('form[action="/dashboard/webhooks"]').noValidate = true;
    });
    await page.click('button:has-text("Add endpoint")');
    await page.locator('.error[role=alert]').waitFor();
    assert.equal(await page.locator('tr[data-endpoint]').count(), 0);
    await page.fill('input[name=url]', receiver.url(HOOK_PATH));
    await page.fill('input[name=description]', 'Order system');
    await page.click('button:has-text("Add endpoint")');
    const endpointSecret = (await page.locator('[data-testid=endpoint-secret]').textContent())!.trim();
    assert.match(endpointSecret, /^whsec_/);
    secrets.push(endpointSecret);
    assert.equal(await page.locator('tr[data-endpoint]').count(), 1);
    await page.goto(`${stack.baseUrl}/dashboard/webhooks`);
    assert.ok(!(await page.content()).includes(endpointSecret), 'the secret is never shown again');
  });

  it('approves a receipt from the review queue: the payment is confirmed over the API too', async () => {
    const id = await transferWithReceipt(tenant.testKey);
    await page.goto(`${stack.baseUrl}/dashboard/receipts`);
    const row = page.locator(`tr[data-payment="${id}"]`);
    await row.waitFor();
    assert.ok(await row.locator('img.thumb').isVisible(), 'the thumbnail is shown');
    assert.match((await row.textContent()) ?? '', /Transferencia Itaú/);
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-receipts.png'), fullPage: true });
    await row.locator('a').first().click();
    await page.waitForURL(`**/dashboard/payments/${id}`);
    // Approving without ticking the irreversibility box is refused by the browser and the server.
    const unticked = await fetch(`${stack.baseUrl}/dashboard/payments/${id}/approve`, {
      method: 'POST',
      headers: { cookie: await cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: await page.locator('input[name=_csrf]').first().inputValue() }),
      redirect: 'manual',
    });
    assert.equal(unticked.status, 422);
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-payment.png'), fullPage: true });
    await page.check('input[name=irreversible]');
    await page.click('button:has-text("Approve")');
    await page.locator('[data-testid=status]:has-text("confirmed")').waitFor();
    assert.equal((await apiStatus(tenant.testKey, id)).status, 'confirmed');

    // The merchant's receiver gets the confirmation, signed with the secret the dashboard showed.
    const [delivery] = await eventually('payment.confirmed delivered', () => {
      const got = receivedFor(id, 'payment.confirmed');
      return got.length ? got : null;
    });
    assert.equal(delivery!.body['payment_method'], 'transferencia');
    // The payment's timeline shows both events and their deliveries; a redelivery arrives again.
    await eventually('the timeline shows the delivery', async () => {
      await page.reload();
      return page
        .locator('[data-testid=timeline] tr[data-type="payment.confirmed"] [data-delivery-status=delivered]')
        .count();
    });
    assert.equal(
      await page.locator('[data-testid=timeline] tr[data-type="payment.receipt_uploaded"]').count(),
      1,
    );
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-payment-timeline.png'), fullPage: true });
    await page
      .locator('[data-testid=timeline] tr[data-type="payment.confirmed"] button:has-text("Redeliver")')
      .click();
    await page.waitForURL(`**/dashboard/payments/${id}`);
    const again = await eventually('the redelivery', () => {
      const got = receivedFor(id, 'payment.confirmed');
      return got.length === 2 ? got : null;
    });
    assert.equal(again[1]!.id, delivery!.id, 'the same event id, so the merchant deduplicates it');
  });

  it('lists recent deliveries; rotating the secret shows the new one once; deleting stops deliveries', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/webhooks`);
    await page
      .locator('tr[data-type="payment.confirmed"] [data-delivery-status=delivered]')
      .first()
      .waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-webhooks.png'), fullPage: true });
    await page.click('tr[data-endpoint] button:has-text("Rotate secret")');
    const rotated = (await page.locator('[data-testid=endpoint-secret]').textContent())!.trim();
    assert.match(rotated, /^whsec_/);
    assert.ok(!secrets.includes(rotated));
    secrets.push(rotated);
    const id = await transferWithReceipt(tenant.testKey);
    const [uploaded] = await eventually('receipt_uploaded signed with the new secret', () => {
      // Only the new secret verifies it.
      const got = receivedFor(id, 'payment.receipt_uploaded', rotated);
      return got.length ? got : null;
    });
    assert.ok(uploaded);
    await page.goto(`${stack.baseUrl}/dashboard/webhooks`);
    await page.click('tr[data-endpoint] button:has-text("Delete")');
    await page.waitForURL('**/dashboard/webhooks');
    assert.equal(await page.locator('tr[data-endpoint]').count(), 0);
    const before = receiver.at(HOOK_PATH).length;
    const rejected = await fetch(`${stack.baseUrl}/v1/payments/${id}/reject`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.testKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'No llegó' }),
    });
    assert.equal(rejected.status, 200);
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(receiver.at(HOOK_PATH).length, before, 'a deleted endpoint receives nothing');
  });

  it('rejects another with the reason the merchant then reads', async () => {
    const id = await transferWithReceipt(tenant.testKey);
    await page.goto(`${stack.baseUrl}/dashboard/payments/${id}`);
    await page.fill('input[name=reason]', 'El monto transferido no coincide');
    await page.click('button:has-text("Reject")');
    await page.locator('[data-testid=status]:has-text("rejected")').waitFor();
    const seen = await apiStatus(tenant.testKey, id);
    assert.equal(seen.status, 'rejected');
    assert.equal(seen.rejection_reason, 'El monto transferido no coincide');
  });

  it('creates a key shown once that works against the API; revoked, it is 401', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/api-keys`);
    await page.click('button:has-text("Create a test key")');
    const secret = (await page.locator('[data-testid=new-secret]').textContent())!.trim();
    assert.match(secret, /^sk_test_/);
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-api-keys.png'), fullPage: true });
    const used = await stack.request('GET', '/v1/payments', { key: secret });
    assert.equal(used.status, 200);
    await page.goto(`${stack.baseUrl}/dashboard/api-keys`);
    assert.ok(!(await page.content()).includes(secret), 'the secret is never shown again');
    // Newest first: the key just created, and it has been used.
    const keyId = (await page.locator('tr[data-key]').first().getAttribute('data-key'))!;
    assert.doesNotMatch((await page.locator(`tr[data-key="${keyId}"]`).textContent()) ?? '', /never/);
    await page.locator(`tr[data-key="${keyId}"] button:has-text("Revoke")`).click();
    await page.locator(`tr[data-key="${keyId}"]:has-text("revoked")`).waitFor();
    await eventually(
      'the revoked key refused',
      async () => (await stack.request('GET', '/v1/payments', { key: secret })).status === 401,
    );
  });

  it('branding set in Settings is what the hosted checkout page shows; a bad colour is refused', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/settings`);
    await page.fill('input[name=primary_color]', 'verde');
    await page.evaluate(() => {
      (
        globalThis as unknown as { document: { querySelector(s: string): { noValidate: boolean } } }
      ).document.querySelector('form[action="/dashboard/settings/branding"]').noValidate = true;
    });
    await page.click('button:has-text("Save branding")');
    await page.locator('#branding .error[role=alert]').waitFor();
    assert.match((await page.locator('#branding .error').textContent()) ?? '', /colou?r/);
    await page.fill('input[name=trade_name]', 'Yerbatera del Panel');
    await page.fill('input[name=primary_color]', '#0b6e4f');
    await page.fill('input[name=logo_url]', '');
    await page.click('button:has-text("Save branding")');
    await page.locator('#branding .saved').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-settings.png'), fullPage: true });

    const checkout = await context.newPage();
    await eventually('the checkout page shows the new branding', async () => {
      const created = await stack.request('POST', '/v1/checkout-sessions', {
        key: tenant.testKey,
        body: sessionBody({ methods: ['transferencia'] }),
      });
      assert.equal(created.status, 201, created.text);
      await checkout.goto((created.json.data as { url: string }).url);
      return (await checkout.locator('#merchant').textContent()) === 'Yerbatera del Panel';
    });
    const background = await checkout
      .locator('header.brand')
      .evaluate(
        (el) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }
          ).getComputedStyle(el).backgroundColor,
      );
    assert.equal(background, 'rgb(11, 110, 79)');
    await checkout.close();
  });

  it('an uploaded logo is re-encoded and shown on the hosted checkout page; a disguised file is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'logo-'));
    try {
      const fake = join(dir, 'logo.png');
      await writeFile(fake, '<html><script>alert(1)</script></html>');
      await page.goto(`${stack.baseUrl}/dashboard/settings`);
      await page.setInputFiles('input[name=logo]', fake);
      await page.click('button:has-text("Upload logo")');
      await page.locator('#branding .error[role=alert]').waitFor();
      assert.equal(await page.locator('img.logo').count(), 0);

      const real = join(dir, 'real.png');
      await writeFile(real, await smallPng(600, 200));
      await page.setInputFiles('input[name=logo]', real);
      await page.click('button:has-text("Upload logo")');
      await page.locator('#branding .saved').waitFor();
      const src = (await page.locator('img.logo').getAttribute('src'))!;
      assert.match(src, /^\/v1\/checkout-pages\/logos\/[0-9a-f]{64}\.png$/);
      const served = await fetch(`${stack.baseUrl}${src}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.match(served.headers.get('cache-control') ?? '', /immutable/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const checkout = await context.newPage();
    await eventually('the checkout page shows the uploaded logo', async () => {
      const created = await stack.request('POST', '/v1/checkout-sessions', {
        key: tenant.testKey,
        body: sessionBody({ methods: ['transferencia'] }),
      });
      await checkout.goto((created.json.data as { url: string }).url);
      const logo = checkout.locator('#logo');
      if ((await logo.count()) === 0) return false;
      // Loaded under the page's own CSP: a blocked image has no natural width.
      return logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth === 480);
    });
    await checkout.close();
  });

  it('bank accounts and operator e-mails set in Settings are what a new transfer and the settings show', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/settings`);
    const first = page.locator('tr[data-bank-row="0"]');
    await first.locator('input[name=bank_name]').fill('Banco del Panel');
    await first.locator('input[name=account_number]').fill('777-1');
    await page.fill('textarea[name=instructions]', 'Indicá la referencia en el concepto.');
    await page.click('button:has-text("Save bank accounts")');
    await page.locator('#bank-accounts .saved').waitFor();
    await eventually('a new transfer shows the new account', async () => {
      const created = await createPayment(stack, tenant.testKey, transferencia());
      const data = created.json.data as {
        provider_data: { bank_accounts: { bank_name: string }[]; instructions: string };
      };
      return (
        data.provider_data.bank_accounts[0]?.bank_name === 'Banco del Panel' &&
        data.provider_data.instructions === 'Indicá la referencia en el concepto.'
      );
    });
    await page.fill('textarea[name=emails]', 'caja@example.com\nadmin@example.com');
    await page.click('button:has-text("Save e-mails")');
    await page.locator('#notifications .saved').waitFor();
    await page.fill('textarea[name=emails]', 'not an address');
    await page.click('button:has-text("Save e-mails")');
    await page.locator('#notifications .error').waitFor();
    await page.goto(`${stack.baseUrl}/dashboard/settings`);
    assert.equal(await page.inputValue('textarea[name=emails]'), 'caja@example.com\nadmin@example.com');
  });

  it('payments: filters as in the API and a cursor walk that sees each payment once', async () => {
    const shop = await stack.createTenant('Paging merchant');
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) {
      const body = i % 9 === 0 ? transferencia() : transferencia({ provider: 'provider_b' });
      const created = await createPayment(stack, shop.testKey, body);
      assert.equal(created.status, 201, created.text);
      ids.push((created.json as { data: { id: string } }).data.id);
    }
    const operator = await newOperator(shop.tenantId);
    const own = await browser.newContext();
    const p = await own.newPage();
    await p.goto(operator.link);
    await p.fill('input[name=password]', PASSWORD);
    await p.click('button:has-text("Save password")');
    await p.waitForURL('**/dashboard/sign-in');
    await signIn(p, operator.email, PASSWORD);
    const rows = async () =>
      p
        .locator('tr[data-payment]')
        .evaluateAll((trs) =>
          trs.map((tr) => (tr as unknown as { dataset: { payment: string } }).dataset.payment),
        );
    const first = await rows();
    assert.equal(first.length, 25);
    await p.click('a[rel=next]');
    const second = await rows();
    assert.equal(second.length, 2);
    assert.deepEqual([...first, ...second].sort(), [...ids].sort(), 'every payment once');
    assert.deepEqual([...first, ...second], [...ids].reverse(), 'newest first');
    await p.click('a[rel=prev]');
    assert.deepEqual(await rows(), first);
    await p.selectOption('select[name=provider]', 'transferencia');
    await p.click('button:has-text("Filter")');
    assert.deepEqual((await rows()).sort(), ids.filter((_, i) => i % 9 === 0).sort());
    await p.fill('input[name=from]', 'not a date');
    await p.click('button:has-text("Filter")');
    await p.locator('.error[role=alert]').waitFor();
    await own.close();
  });

  it('the test/live switch shows one environment at a time', async () => {
    const live = await createPayment(stack, tenant.liveKey, transferencia());
    const test = await createPayment(stack, tenant.testKey, transferencia());
    const liveId = (live.json as { data: { id: string } }).data.id;
    const testId = (test.json as { data: { id: string } }).data.id;
    await page.goto(`${stack.baseUrl}/dashboard/payments`);
    assert.equal(await page.locator('[data-testid=environment]').textContent(), 'Test data');
    assert.equal(await page.locator(`tr[data-payment="${testId}"]`).count(), 1);
    assert.equal(await page.locator(`tr[data-payment="${liveId}"]`).count(), 0);
    await page.click('button:has-text("Switch to live")');
    await page.locator('[data-testid=environment]:has-text("Live data")').waitFor();
    assert.equal(await page.locator(`tr[data-payment="${liveId}"]`).count(), 1);
    assert.equal(await page.locator(`tr[data-payment="${testId}"]`).count(), 0);
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-payments-live.png'), fullPage: true });
    // A test payment's page is not found while live data is shown.
    const res = await page.goto(`${stack.baseUrl}/dashboard/payments/${testId}`);
    assert.equal(res?.status(), 404);
    await page.click('button:has-text("Switch to test")');
    await page.locator('[data-testid=environment]:has-text("Test data")').waitFor();
  });

  it('every action is in the audit log with who did it', async () => {
    await page.goto(`${stack.baseUrl}/dashboard/audit`);
    const text = (await page.locator('table').textContent()) ?? '';
    for (const action of [
      'payment.approved',
      'payment.rejected',
      'api_key.created',
      'api_key.revoked',
      'operator.signed_in',
      'webhook_endpoint.created',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.deleted',
      'event.redelivered',
      'settings.branding_changed',
      'settings.bank_accounts_changed',
      'settings.notifications_changed',
    ])
      assert.ok(text.includes(action), action);
    assert.ok(text.includes(email));
    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-audit.png'), fullPage: true });
  });
});

describe('the dashboard refuses', () => {
  it('every page without a session: back to sign-in', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/payments',
      '/dashboard/receipts',
      '/dashboard/api-keys',
      '/dashboard/webhooks',
      '/dashboard/settings',
      '/dashboard/audit',
    ]) {
      const res = await fetch(`${stack.baseUrl}${path}`, { redirect: 'manual' });
      assert.equal(res.status, 303, path);
      assert.match(res.headers.get('location') ?? '', /\/dashboard\/(sign-in|payments)$/, path);
    }
  });

  it("another tenant's payment, by changing the id in the URL or a form: 404 and unchanged", async () => {
    const theirs = await transferWithReceipt(other.testKey);
    const view = await fetch(`${stack.baseUrl}/dashboard/payments/${theirs}`, {
      headers: { cookie: await cookieHeader() },
    });
    assert.equal(view.status, 404);
    await page.goto(`${stack.baseUrl}/dashboard/payments`);
    const token = await page.locator('input[name=_csrf]').first().inputValue();
    const act = await fetch(`${stack.baseUrl}/dashboard/payments/${theirs}/approve`, {
      method: 'POST',
      headers: { cookie: await cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: token, irreversible: 'yes' }),
      redirect: 'manual',
    });
    assert.equal(act.status, 404);
    assert.equal((await apiStatus(other.testKey, theirs)).status, 'receipt_uploaded');
  });

  it('a form without its CSRF token: 403 and nothing done', async () => {
    const id = await transferWithReceipt(tenant.testKey);
    const res = await fetch(`${stack.baseUrl}/dashboard/payments/${id}/approve`, {
      method: 'POST',
      headers: { cookie: await cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ irreversible: 'yes' }),
      redirect: 'manual',
    });
    assert.equal(res.status, 403);
    assert.equal((await apiStatus(tenant.testKey, id)).status, 'receipt_uploaded');
  });

  it('a wrong password five times: throttled, even with the right one after', async () => {
    const victim = await newOperator(tenant.tenantId);
    const token = new URL(victim.link).searchParams.get('token')!;
    const set = await fetch(`${stack.baseUrl}/dashboard/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: PASSWORD }),
      redirect: 'manual',
    });
    assert.equal(set.status, 303);
    const attempt = (password: string) =>
      fetch(`${stack.baseUrl}/dashboard/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: victim.email, password }),
        redirect: 'manual',
      });
    for (let i = 0; i < 5; i++) assert.equal((await attempt('not the password')).status, 401);
    const locked = await attempt(PASSWORD);
    assert.equal(locked.status, 429);
    assert.ok(Number(locked.headers.get('retry-after')) > 0);
  });

  it('session cookies are HttpOnly and SameSite=Lax; pages are never cached or framed', async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'dashboard_session')!;
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    const res = await fetch(`${stack.baseUrl}/dashboard/sign-in`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  });
});
