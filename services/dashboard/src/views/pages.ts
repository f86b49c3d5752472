import { html, type SafeHtml } from '@gateway/shared/html.ts';
import type { AuditEntry, Session } from '../domain/ports.ts';
import { amount, csrf, type Frame, page, when } from './layout.ts';

export interface PaymentRow {
  id: string;
  reference: string;
  provider: string;
  amount: bigint;
  currency: string;
  status: string;
  createdAt: string;
  rejectionReason?: string | undefined;
  customer?: Record<string, unknown> | undefined;
}

export interface ReceiptRow {
  id: string;
  contentType: string;
  notes?: string | undefined;
  createdAt: string;
  hasThumbnail: boolean;
}

export interface KeyRow {
  keyId: string;
  prefix: string;
  environment: string;
  createdAt: string;
  revokedAt?: string | undefined;
  lastUsedAt?: string | undefined;
}

const error = (message?: string) => (message ? html`<p class="error" role="alert">${message}</p>` : '');

export function signInPage(message?: string): string {
  return page(
    'Sign in',
    html`${error(message)}<form method="post" action="/dashboard/sign-in">
<label>E-mail <input type="email" name="email" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button>Sign in</button></form>`,
  );
}

export function setPasswordPage(token: string, message?: string): string {
  return page(
    'Choose your password',
    html`${error(message)}<form method="post" action="/dashboard/set-password">
<input type="hidden" name="token" value="${token}">
<label>New password (at least 12 characters) <input type="password" name="password" autocomplete="new-password" minlength="12" required></label>
<button>Save password</button></form>`,
  );
}

export function noticePage(title: string, message: string, frame?: Frame): string {
  return page(title, html`<p>${message}</p><p><a href="/dashboard/payments">Back to payments</a></p>`, frame);
}

const STATUSES = [
  '',
  'pending',
  'receipt_uploaded',
  'confirmed',
  'failed',
  'rejected',
  'cancelled',
  'expired',
  'reversed',
];

const PROVIDERS = ['', 'provider_a', 'provider_b', 'transferencia'];

const options = (values: string[], selected: string | undefined) =>
  values.map(
    (v) => html`<option value="${v}"${selected === v ? html` selected` : ''}>${v || 'any'}</option>`,
  );

export function paymentsPage(
  frame: Frame,
  rows: PaymentRow[],
  filters: Partial<Record<'status' | 'provider' | 'reference' | 'customer_id' | 'from' | 'to', string>>,
  cursors: { next?: string | undefined; prev?: string | undefined } = {},
  message?: string,
): string {
  const link = (cursor: string) =>
    new URLSearchParams(
      Object.entries({ ...filters, cursor }).filter((e): e is [string, string] => !!e[1]),
    ).toString();
  return page(
    'Payments',
    html`${error(message)}<form method="get" action="/dashboard/payments" class="filters">
<label>Status <select name="status">${options(STATUSES, filters.status)}</select></label>
<label>Provider <select name="provider">${options(PROVIDERS, filters.provider)}</select></label>
<label>Reference or id <input name="reference" value="${filters.reference ?? ''}"></label>
<label>Customer (external or cust_ id) <input name="customer_id" value="${filters.customer_id ?? ''}"></label>
<label>From (a day, 2026-11-24, or an instant) <input name="from" value="${filters.from ?? ''}"></label>
<label>To <input name="to" value="${filters.to ?? ''}"></label><button>Filter</button></form>
${paymentTable(rows)}
<p>${cursors.prev ? html`<a href="/dashboard/payments?${link(cursors.prev)}" rel="prev">← Newer payments</a> ` : ''}
${cursors.next ? html`<a href="/dashboard/payments?${link(cursors.next)}" rel="next">Older payments →</a>` : ''}</p>`,
    frame,
  );
}

function paymentTable(rows: PaymentRow[]): SafeHtml {
  if (rows.length === 0) return html`<p>No payments.</p>`;
  return html`<table><thead><tr><th>Payment</th><th>Reference</th><th>Provider</th><th>Amount</th><th>Status</th><th>Created</th></tr></thead><tbody>
${rows.map(
  (
    p,
  ) => html`<tr data-payment="${p.id}"><td><a href="/dashboard/payments/${p.id}">${p.id}</a></td><td>${p.reference}</td><td>${p.provider}</td>
<td>${amount(p.amount, p.currency)}</td><td>${p.status}</td><td>${when(p.createdAt)}</td></tr>`,
)}</tbody></table>`;
}

export function paymentPage(
  frame: Frame,
  p: PaymentRow,
  receipts: ReceiptRow[],
  timeline: SafeHtml,
  message?: string,
): string {
  const session = frame.session;
  return page(
    `Payment ${p.reference}`,
    html`${error(message)}<div class="card"><table>
<tr><th>Id</th><td>${p.id}</td></tr><tr><th>Status</th><td data-testid="status">${p.status}</td></tr>
<tr><th>Amount</th><td>${amount(p.amount, p.currency)}</td></tr><tr><th>Provider</th><td>${p.provider}</td></tr>
<tr><th>Created</th><td>${when(p.createdAt)}</td></tr>
${p.rejectionReason ? html`<tr><th>Rejection reason</th><td>${p.rejectionReason}</td></tr>` : ''}
${p.customer ? html`<tr><th>Customer</th><td>${Object.values(p.customer).filter(Boolean).join(' · ')}</td></tr>` : ''}
</table></div>
${receipts.map(
  (
    r,
  ) => html`<div class="card"><p>Receipt ${r.id} (${r.contentType}), uploaded ${when(r.createdAt)}${r.notes ? html`: “${r.notes}”` : ''}</p>
${r.hasThumbnail ? html`<img class="thumb" alt="Receipt thumbnail" src="/dashboard/payments/${p.id}/receipts/${r.id}/thumbnail">` : ''}
<p><a href="/dashboard/payments/${p.id}/receipts/${r.id}/file" target="_blank">Open the ${r.contentType === 'application/pdf' ? 'PDF' : 'image'}</a></p></div>`,
)}
${
  p.status === 'receipt_uploaded'
    ? html`<div class="card"><h2>Review</h2>
<form method="post" action="/dashboard/payments/${p.id}/approve">${csrf(session)}
<label><input type="checkbox" name="irreversible" value="yes" required> I checked the transfer arrived. Approval is irreversible: a transfer cannot be reversed.</label>
<button>Approve</button></form>
<form method="post" action="/dashboard/payments/${p.id}/reject">${csrf(session)}
<label>Reason (the buyer's merchant sees it) <input name="reason" maxlength="500" required></label>
<button>Reject</button></form></div>`
    : ''
}
${timeline}`,
    frame,
  );
}

export function receiptsPage(
  frame: Frame,
  rows: PaymentRow[],
  thumbs: Map<string, ReceiptRow | undefined>,
): string {
  return page(
    'Receipts to review',
    rows.length === 0
      ? html`<p>No transfer is waiting for review.</p>`
      : html`<p>Oldest first.</p><table><thead><tr><th>Receipt</th><th>Payment</th><th>Amount</th><th>Customer</th><th>Uploaded</th></tr></thead><tbody>
${rows.map((p) => {
  const r = thumbs.get(p.id);
  return html`<tr data-payment="${p.id}"><td>${r?.hasThumbnail ? html`<img class="thumb" alt="Receipt thumbnail" src="/dashboard/payments/${p.id}/receipts/${r.id}/thumbnail">` : '—'}</td>
<td><a href="/dashboard/payments/${p.id}">${p.reference}</a><br>${p.id}</td><td>${amount(p.amount, p.currency)}</td>
<td>${p.customer ? Object.values(p.customer).filter(Boolean).join(' · ') : ''}</td><td>${when(r?.createdAt)}${r?.notes ? html`<br>“${r.notes}”` : ''}</td></tr>`;
})}</tbody></table>`,
    frame,
  );
}

export function keysPage(frame: Frame, keys: KeyRow[], created?: { keyId: string; secret: string }): string {
  const session: Session = frame.session;
  return page(
    'API keys',
    html`${
      created
        ? html`<div class="notice"><p>Your new ${session.environment} key. It is shown this once: copy it now.</p>
<p class="secret" id="new-secret" data-testid="new-secret">${created.secret}</p><button type="button" data-copy="new-secret">Copy</button></div>`
        : ''
    }
<form method="post" action="/dashboard/api-keys">${csrf(session)}<button>Create a ${session.environment} key</button></form>
<table><thead><tr><th>Key</th><th>Prefix</th><th>Environment</th><th>Created</th><th>Last used</th><th>State</th></tr></thead><tbody>
${keys.map(
  (
    k,
  ) => html`<tr data-key="${k.keyId}"><td>${k.keyId}</td><td>${k.prefix}</td><td>${k.environment}</td><td>${when(k.createdAt)}</td><td>${k.lastUsedAt ? when(k.lastUsedAt) : 'never'}</td>
<td>${k.revokedAt ? html`revoked ${k.revokedAt}` : html`<form class="inline" method="post" action="/dashboard/api-keys/${k.keyId}/revoke" data-confirm="Revoke this key? Requests with it are refused from now on.">${csrf(session)}<button>Revoke</button></form>`}</td></tr>`,
)}</tbody></table>`,
    frame,
  );
}

export function auditPage(frame: Frame, entries: AuditEntry[]): string {
  return page(
    'Audit log',
    html`<table><thead><tr><th>When</th><th>Who</th><th>Environment</th><th>Action</th><th>On</th><th>Details</th></tr></thead><tbody>
${entries.map(
  (
    e,
  ) => html`<tr><td>${when(e.at)}</td><td>${e.operatorEmail}</td><td>${e.environment}</td><td>${e.action}</td><td>${e.target}</td>
<td>${Object.keys(e.detail).length ? JSON.stringify(e.detail) : ''}</td></tr>`,
)}</tbody></table>`,
    frame,
  );
}
