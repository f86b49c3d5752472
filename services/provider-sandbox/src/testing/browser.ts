import assert from 'node:assert/strict';

/** One HTML page as a browser would hold it: its URL (for relative links) and its markup. */
export type Page = { url: string; status: number; html: string };

export async function open(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: 'follow' });
  return { url: response.url, status: response.status, html: await response.text() };
}

/** Submits the page's only form the way a browser does: urlencoded, to the action resolved against the page. */
export async function submit(page: Page, fields: Record<string, string>): Promise<Page> {
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  assert.ok(action, `no form on the page:\n${page.html}`);
  const url = new URL(action, page.url).toString();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { url, status: response.status, html: await response.text() };
}

export function pageKind(page: Page): string | undefined {
  return /<body[^>]* data-page="([^"]+)"/.exec(page.html)?.[1];
}

export function resultOf(page: Page): string | undefined {
  return /<body[^>]* data-result="([^"]+)"/.exec(page.html)?.[1];
}

/** The object the result page hands to window.parent.postMessage. */
export function postedMessage(page: Page): Record<string, unknown> {
  const json = /window\.parent\.postMessage\((\{.*\}), '\*'\);/.exec(page.html)?.[1];
  assert.ok(json, 'the page posts no message');
  return JSON.parse(json);
}

export function retryLink(page: Page): string | undefined {
  const href = /<a id="retry" href="([^"]+)"/.exec(page.html)?.[1];
  return href && new URL(href, page.url).toString();
}

export const card = (
  number: string,
  extra: Partial<Record<'exp_month' | 'exp_year' | 'cvc', string>> = {},
) => ({
  number,
  exp_month: '12',
  exp_year: '2030',
  cvc: '123',
  ...extra,
});
