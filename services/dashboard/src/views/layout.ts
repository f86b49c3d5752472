import { html, type SafeHtml } from '@gateway/shared/html.ts';
import { PARAGUAY_TZ } from '@gateway/shared/dates.ts';
import type { Session } from '../domain/ports.ts';

export interface Frame {
  session: Session;
  /** The page's path, to highlight the menu and return after a switch. */
  path: string;
}

const MENU = [
  ['/dashboard/payments', 'Payments'],
  ['/dashboard/receipts', 'Receipts to review'],
  ['/dashboard/api-keys', 'API keys'],
  ['/dashboard/webhooks', 'Webhooks'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/audit', 'Audit log'],
] as const;

/** The hidden field every form carries (the session's CSRF token). */
export const csrf = (session: Session) =>
  html`<input type="hidden" name="_csrf" value="${session.csrfToken}">`;

export function page(title: string, body: SafeHtml, frame?: Frame): string {
  const s = frame?.session;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Dashboard</title><link rel="stylesheet" href="/dashboard/assets/style.css">
<script src="/dashboard/assets/app.js" defer></script></head>
<body class="${s?.environment === 'live' ? 'live' : 'test'}">
${
  s
    ? html`<header><strong>Gateway dashboard</strong>
<nav>${MENU.map(([href, label]) => html`<a href="${href}"${frame!.path.startsWith(href) ? html` aria-current="page"` : ''}>${label}</a>`)}</nav>
<form method="post" action="/dashboard/environment" class="env">${csrf(s)}
<input type="hidden" name="return_to" value="${frame!.path}">
<span data-testid="environment">${s.environment === 'live' ? 'Live data' : 'Test data'}</span>
<button name="environment" value="${s.environment === 'live' ? 'test' : 'live'}">Switch to ${s.environment === 'live' ? 'test' : 'live'}</button></form>
<form method="post" action="/dashboard/sign-out">${csrf(s)}<span>${s.email}</span> <button>Sign out</button></form>
</header>`
    : ''
}
<main><h1>${title}</h1>${body}</main></body></html>`.value;
}

let paraguayTime: Intl.DateTimeFormat | undefined;

// Built on first use: a time-zone formatter brings ICU's zone data in (about 8 MiB resident).
function paraguayClock(): Intl.DateTimeFormat {
  paraguayTime ??= new Intl.DateTimeFormat('es-PY', {
    timeZone: PARAGUAY_TZ,
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  });
  return paraguayTime;
}

/** An instant as Paraguayan operators read it (their clock), the exact instant kept in `datetime`. */
export function when(instant: string | Date | undefined): SafeHtml | string {
  if (instant === undefined || instant === '') return '';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  return html`<time datetime="${at.toISOString()}" title="${at.toISOString()}">${paraguayClock().format(at)}</time>`;
}

export function amount(value: bigint | number, currency: string): string {
  return `${currency === 'PYG' ? 'Gs.' : currency} ${BigInt(value).toLocaleString('es-PY')}`;
}

export const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{display:flex;gap:1.5rem;align-items:center;padding:.6rem 1.5rem;background:#fff;border-bottom:3px solid #2f6fde}
body.live header{border-bottom-color:#c62828}
nav{display:flex;gap:1rem;flex:1}nav a{color:#2f6fde;text-decoration:none}nav a[aria-current]{font-weight:600;text-decoration:underline}
main{padding:1.5rem;max-width:70rem}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid #e3e6eb;vertical-align:top}
.error{color:#b00020;font-weight:600}.saved{color:#1b7a3a;font-weight:600}fieldset{border:1px solid #e3e6eb}.notice{background:#fff6d6;padding:.6rem;border:1px solid #e6c84d}
.secret{font-family:monospace;background:#fff;padding:.4rem;border:1px solid #ccc;word-break:break-all}
form.inline{display:inline}label{display:block;margin:.4rem 0}input,select,textarea,button{font:inherit}
img.thumb{max-width:160px;border:1px solid #ccc}.card{background:#fff;padding:1rem;margin-bottom:1rem;border:1px solid #e3e6eb}
`;

export const SCRIPT = `
document.addEventListener('click', function (e) {
  var copy = e.target.closest('[data-copy]');
  if (copy) { navigator.clipboard && navigator.clipboard.writeText(document.getElementById(copy.dataset.copy).textContent); copy.textContent = 'Copied'; }
});
document.addEventListener('submit', function (e) {
  var ask = e.target.dataset.confirm;
  if (ask && !window.confirm(ask)) e.preventDefault();
});
`;
