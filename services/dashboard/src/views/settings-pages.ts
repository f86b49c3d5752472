import type { Named } from '@gateway/shared/grpc/enums.ts';
import type { GetTenantSettingsResponse as GetTenantSettingsResponseMessage } from '@gateway/proto/accounts/v1/accounts_pb';
import { html, type SafeHtml } from '@gateway/shared/html.ts';
import { csrf, type Frame, page } from './layout.ts';

type GetTenantSettingsResponse = Named<GetTenantSettingsResponseMessage>;

export type SettingsSection = 'branding' | 'bank-accounts' | 'notifications';

const ACCOUNT_FIELDS = [
  ['bank_name', 'Bank', 100],
  ['account_type', 'Account type', 50],
  ['account_number', 'Account number', 40],
  ['holder_name', 'Holder', 150],
  ['holder_ruc', 'Holder RUC', 20],
] as const;

type AccountRow = Record<(typeof ACCOUNT_FIELDS)[number][0], string>;

function outcome(
  section: SettingsSection,
  result?: { section: SettingsSection; message: string; ok: boolean },
) {
  if (result?.section !== section) return '';
  return result.ok
    ? html`<p class="saved" role="status">${result.message}</p>`
    : html`<p class="error" role="alert">${result.message}</p>`;
}

function accountInputs(row: AccountRow, index: number): SafeHtml {
  return html`<tr data-bank-row="${index}">${ACCOUNT_FIELDS.map(
    ([name, label, max]) =>
      html`<td><input name="${name}" aria-label="${label} ${index + 1}" maxlength="${max}" value="${row[name]}"></td>`,
  )}</tr>`;
}

export function settingsPage(
  frame: Frame,
  settings: GetTenantSettingsResponse,
  result?: { section: SettingsSection; message: string; ok: boolean },
): string {
  const s = frame.session;
  const b = settings.branding;
  const rows: AccountRow[] = settings.bankAccounts.map((a) => ({
    bank_name: a.bankName,
    account_type: a.accountType,
    account_number: a.accountNumber,
    holder_name: a.holderName,
    holder_ruc: a.holderRuc,
  }));
  // Room for one more account; a row left blank is not saved, so clearing a row removes it.
  rows.push({ bank_name: '', account_type: '', account_number: '', holder_name: '', holder_ruc: '' });
  return page(
    'Settings',
    html`<p>These settings apply to test and live alike.</p>
<div class="card" id="branding"><h2>Branding of the hosted checkout page</h2>${outcome('branding', result)}
<form method="post" action="/dashboard/settings/branding">${csrf(s)}
<label>Trade name (blank: ${settings.name}) <input name="trade_name" maxlength="100" value="${b?.tradeName ?? ''}"></label>
<label>Logo URL (https, an image; blank: no logo) <input name="logo_url" type="url" size="60" maxlength="2048" value="${b?.logoUrl ?? ''}"></label>
<label>Colour (#RRGGBB; blank: the default) <input name="primary_color" pattern="#[0-9a-fA-F]{6}" size="8" value="${b?.primaryColor ?? ''}"></label>
<button>Save branding</button></form>
<form method="post" action="/dashboard/settings/logo" enctype="multipart/form-data">${csrf(s)}
<label>Or upload a logo (JPEG or PNG, up to 2 MB; re-encoded and scaled to fit 480×160) <input type="file" name="logo" accept="image/png,image/jpeg" required></label>
<button>Upload logo</button></form>
${b?.logoUrl.startsWith('/v1/checkout-pages/logos/') ? html`<p>Current logo: <img class="logo" alt="Current logo" src="${b.logoUrl}"></p>` : ''}</div>
<div class="card" id="bank-accounts"><h2>Bank accounts for transfers</h2>${outcome('bank-accounts', result)}
<p>Buyers paying by bank transfer see these accounts and the instructions.</p>
<form method="post" action="/dashboard/settings/bank-accounts">${csrf(s)}
<table><thead><tr>${ACCOUNT_FIELDS.map(([, label]) => html`<th>${label}</th>`)}</tr></thead>
<tbody>${rows.map(accountInputs)}</tbody></table>
<label>Instructions <textarea name="instructions" rows="3" cols="60" maxlength="2000">${settings.instructions}</textarea></label>
<button>Save bank accounts</button></form></div>
<div class="card" id="notifications"><h2>Operator e-mails</h2>${outcome('notifications', result)}
<p>Who is told when a receipt waits for review. One address per line; none turns the e-mails off.</p>
<form method="post" action="/dashboard/settings/notifications">${csrf(s)}
<label>Addresses <textarea name="emails" rows="3" cols="40">${settings.notificationEmails.join('\n')}</textarea></label>
<button>Save e-mails</button></form></div>`,
    frame,
  );
}
