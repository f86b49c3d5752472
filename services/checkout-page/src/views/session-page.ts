import { formatGuaranies } from '../domain/amount.ts';
import { type Attempt, type HostedSession, isCard, METHOD_LABELS } from '../domain/hosted-session.ts';
import { html, type SafeHtml, trusted } from '@gateway/shared/html.ts';
import { layout } from './layout.ts';
import { type SessionClientConfig, sessionScript } from './session-script.ts';

export type SessionPageView = {
  nonce: string;
  session: HostedSession;
  merchantName: string;
  logoUrl: string | null;
  color: string;
  textColor: string;
  remaining: string;
  /** The buyer's chosen method and its payment, or null while the selector shows. */
  attempt: Attempt | null;
  /** Why the chosen method could not start, shown above the selector. */
  problem: string | null;
  cardTooLate: boolean;
  /** `/v1/checkout/<id>`: the selector again. */
  selfPath: string;
  client: SessionClientConfig;
};

// Brand colour only through these two custom properties, set from validated hex values.
const SESSION_STYLE = `
.brand{display:flex;align-items:center;gap:10px;margin:-18px -18px 14px;padding:14px 18px;border-radius:10px 10px 0 0;background:var(--brand);color:var(--on-brand)}
.brand img{max-height:40px;max-width:120px;background:#fff;border-radius:4px;padding:2px}
.brand .merchant{color:inherit;font-size:1.05rem}
.items{width:100%;border-collapse:collapse;margin:8px 0;font-size:.9rem}
.items th,.items td{padding:4px 0;text-align:left;border-bottom:1px solid #e4e7eb}
.items td.num,.items th.num{text-align:right;font-variant-numeric:tabular-nums}
.methods{display:grid;gap:8px;margin:12px 0 0;padding:0;border:0}
.methods legend{font-weight:600;margin-bottom:6px}
.method{width:100%;padding:12px;border:2px solid var(--brand);border-radius:8px;background:#fff;color:#102a43;font:inherit;font-weight:600;text-align:left;cursor:pointer}
.method:hover,.method:focus-visible{background:var(--brand);color:var(--on-brand)}
.method:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #102a43;outline-offset:2px}
.method[disabled]{border-color:#cbd2d9;color:#7b8794;cursor:not-allowed;background:#f5f7fa}
#checkout{display:block;width:100%;height:760px;border:0;border-radius:6px;background:#f5f7fa}
.accounts{margin:8px 0;padding:0;list-style:none}
.accounts li{margin:0 0 8px;padding:10px;border:1px solid #e4e7eb;border-radius:6px}
.accounts dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;font-size:.9rem}
.accounts dt{color:#52606d}
.accounts dd{margin:0;word-break:break-all}
#receipt-form{display:grid;gap:6px;margin:14px 0;padding:12px;border:1px solid #e4e7eb;border-radius:6px}
#receipt-form h3{margin:0 0 4px;font-size:1rem}
#receipt-form textarea,#receipt-form input{font:inherit;max-width:100%}
#receipt-submit{background:var(--brand);color:var(--on-brand);border-color:var(--brand);justify-self:start}
.actions{gap:8px;flex-wrap:wrap}
@media (min-width:720px){main{max-width:560px;padding:32px 16px}}
`;

function header(view: SessionPageView): SafeHtml {
  const logo = view.logoUrl
    ? html`<img id="logo" src="${view.logoUrl}" alt="Logo de ${view.merchantName}">`
    : null;
  return html`<header class="brand">${logo}<p id="merchant" class="merchant">${view.merchantName}</p></header>`;
}

function summary(view: SessionPageView): SafeHtml {
  const s = view.session;
  const items =
    s.lineItems.length === 0
      ? null
      : html`<table id="line-items" class="items"><caption class="muted">Detalle del pedido</caption>
<thead><tr><th scope="col">Producto</th><th scope="col" class="num">Cant.</th><th scope="col" class="num">Precio</th></tr></thead>
<tbody>${s.lineItems.map(
          (i) =>
            html`<tr><td>${i.name}</td><td class="num">${String(i.quantity)}</td><td class="num">${formatGuaranies(i.unitAmount * i.quantity)}</td></tr>`,
        )}</tbody></table>`;
  return html`${s.description ? html`<h1 id="description">${s.description}</h1>` : html`<h1>Pago a ${view.merchantName}</h1>`}
${items}
<p class="merchant">Total a pagar</p>
<p id="amount" class="amount">${formatGuaranies(s.amount)}</p>
<p class="reference">Referencia: <span id="reference">${s.reference}</span></p>
<p id="timer" class="timer" role="timer" aria-live="off">Tiempo restante para pagar <strong id="countdown">${view.remaining}</strong></p>`;
}

function selector(view: SessionPageView): SafeHtml {
  const s = view.session;
  return html`<form id="methods" method="get" action="${view.selfPath}" data-while-open>
<fieldset class="methods"><legend>Elegí cómo pagar</legend>
${s.methods.map((m) => {
  const card = isCard(m);
  return html`<button class="method" type="submit" name="method" value="${m}" id="method-${m}"${card ? trusted(' data-card') : null}${card && view.cardTooLate ? trusted(' disabled') : null}>${METHOD_LABELS[m] ?? m}</button>`;
})}
</fieldset></form>
<p id="card-cutoff" class="notice ko" role="status"${view.cardTooLate ? null : trusted(' hidden')}>Queda menos de un minuto: ya no se puede iniciar un pago con tarjeta.</p>`;
}

function cardAttempt(view: SessionPageView, attempt: Attempt): SafeHtml {
  const src = attempt.checkoutUrl ? new URL(attempt.checkoutUrl, 'http://x').pathname : '';
  return html`<section id="card-attempt" data-method="${attempt.method}" data-payment-id="${attempt.paymentId}" data-while-open>
<iframe id="checkout" src="${src}" title="Formulario de pago con tarjeta" allow="payment" referrerpolicy="no-referrer"></iframe>
</section>`;
}

function transferAttempt(view: SessionPageView, attempt: Attempt): SafeHtml {
  return html`<section id="transfer" data-payment-id="${attempt.paymentId}" data-while-open aria-labelledby="transfer-title">
<h2 id="transfer-title">Pagá por transferencia bancaria</h2>
<p>Transferí <strong>${formatGuaranies(view.session.amount)}</strong> a una de estas cuentas e indicá la referencia <strong>${view.session.reference}</strong>.</p>
<ul id="bank-accounts" class="accounts">${attempt.bankAccounts.map(
    (a) => html`<li><dl>
<dt>Banco</dt><dd class="bank-name">${a.bankName}</dd>
<dt>Tipo de cuenta</dt><dd>${a.accountType}</dd>
<dt>Número</dt><dd class="account-number">${a.accountNumber}</dd>
<dt>Titular</dt><dd>${a.holderName}</dd>
<dt>RUC</dt><dd>${a.holderRuc}</dd>
</dl></li>`,
  )}</ul>
${attempt.instructions ? html`<p id="instructions">${attempt.instructions}</p>` : null}
<form id="receipt-form" method="post" action="${view.selfPath}/receipt" enctype="multipart/form-data">
<h3>Después de transferir, subí el comprobante</h3>
<label for="receipt-file">Comprobante: foto (JPEG o PNG) o PDF, hasta 10 MB</label>
<input id="receipt-file" name="file" type="file" accept="image/jpeg,image/png,application/pdf" required>
<label for="receipt-notes">Nota para el comercio (opcional)</label>
<textarea id="receipt-notes" name="notes" maxlength="1000" rows="2"></textarea>
<button id="receipt-submit" type="submit" class="button">Enviar comprobante</button>
</form>
<p class="notice">El pago queda pendiente hasta que el comercio confirme que recibió el dinero.</p>
</section>`;
}

export function sessionPage(view: SessionPageView): string {
  const attempt = view.attempt;
  const body =
    attempt === null
      ? selector(view)
      : isCard(attempt.method)
        ? cardAttempt(view, attempt)
        : transferAttempt(view, attempt);
  const problem = view.problem
    ? html`<p id="problem" class="notice ko" role="alert">${view.problem}</p>`
    : null;
  const other =
    attempt !== null && view.session.methods.length > 1
      ? html`<a id="other-method" class="button" href="${view.selfPath}">Elegir otro medio de pago</a>`
      : null;
  return layout({
    title: `Pagar a ${view.merchantName}`,
    nonce: view.nonce,
    data: { page: 'session', state: 'open', method: attempt?.method ?? 'none' },
    content: html`<style nonce="${view.nonce}">:root{--brand:${view.color};--on-brand:${view.textColor}}${trusted(SESSION_STYLE)}</style>
<section class="panel" aria-labelledby="merchant">
${header(view)}
${summary(view)}
${problem}
${body}
<div id="expired" class="notice ko" role="alert" hidden>
<h2>El tiempo para pagar terminó</h2>
<p>Esta sesión de pago venció y ya no acepta pagos. En 5 segundos te llevamos de vuelta al comercio.</p>
<p class="actions"><a id="expired-back" class="button" href="${view.client.expiredUrl}">Volver al comercio</a></p>
</div>
<div id="failed" class="notice ko" role="alert" hidden>
<h2>El pago no se aprobó</h2>
<p>El pago con tarjeta fue rechazado y no se realizó ningún cargo. En 5 segundos te llevamos de vuelta al comercio.</p>
<p class="actions"><a id="failed-back" class="button" href="${view.client.failedUrl}">Volver al comercio</a></p>
</div>
<p class="actions" data-while-open>${other}<a id="cancel" class="button" href="${view.client.cancelledUrl}">Cancelar y volver al comercio</a></p>
</section>
<p class="muted">Pago seguro: el comercio no recibe los datos de tu tarjeta.</p>`,
    script: sessionScript(view.client),
  });
}
