// Headless Chromium from the system (never downloaded), and the buyer's actions in the form.
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0027 6000 3184',
} as const;

/** The provider's card form inside our checkout page inside the merchant page. */
export function cardForm(page: Page): FrameLocator {
  return page.frameLocator('#checkout').frameLocator('#provider-form');
}

export async function payWithCard(form: FrameLocator | Page, number: string): Promise<void> {
  await form.locator('#number').fill(number);
  await form.locator('#exp_month').fill('12');
  await form.locator('#exp_year').fill('2030');
  await form.locator('#cvc').fill('123');
  await form.locator('#pay').click();
}

export async function answerChallenge(form: FrameLocator | Page, code: string): Promise<void> {
  await form.locator('#code').fill(code);
  await form.locator('#verify').click();
}

export type Received = {
  origin: string;
  data: { type?: string; payment_id?: string; reason?: string | null };
};

export function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (globalThis as unknown as { received: Received[] }).received);
}

/** Waits until the merchant page has received `count` messages of `type`. */
export async function waitForMessage(
  page: Page,
  type: string,
  count = 1,
  timeout = 20_000,
): Promise<Received[]> {
  await page.waitForFunction(
    ([wanted, n]) =>
      (globalThis as unknown as { received: Received[] }).received.filter((m) => m.data?.type === wanted)
        .length >= n,
    [type, count] as const,
    { timeout },
  );
  return received(page);
}
