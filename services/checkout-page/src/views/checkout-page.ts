import { html } from '@gateway/shared/html.ts';
import { layout } from './layout.ts';
import { type ClientConfig, clientScript } from './client-script.ts';

export type CheckoutPageView = {
  nonce: string;
  merchantName: string;
  /** Already formatted: `Gs. 150.000`. */
  amount: string;
  reference: string;
  /** Already formatted: `mm:ss`, what the countdown shows before the script takes over. */
  remaining: string;
  /** Our own proxy path to the provider form; never a provider URL. */
  formSrc: string;
  client: ClientConfig;
};

export function checkoutPage(view: CheckoutPageView): string {
  return layout({
    title: `Pagar a ${view.merchantName}`,
    nonce: view.nonce,
    data: { page: 'checkout', state: 'open' },
    content: html`<section class="panel" aria-labelledby="merchant">
<p id="merchant" class="merchant">${view.merchantName}</p>
<p id="amount" class="amount">${view.amount}</p>
<p class="reference">Referencia: <span id="reference">${view.reference}</span></p>
<p id="timer" class="timer" role="timer">Tiempo restante para pagar <strong id="countdown">${view.remaining}</strong></p>
<div id="form-area">
<iframe id="provider-form" src="${view.formSrc}" title="Formulario de pago con tarjeta" allow="payment" referrerpolicy="no-referrer"></iframe>
</div>
<div id="notice" class="notice" role="status" hidden><h2 id="notice-title"></h2><p id="notice-text"></p></div>
<p class="actions"><button id="cancel" class="button" type="button">Cancelar</button><a id="back" class="button" hidden>Volver al comercio</a></p>
</section>
<p class="muted">Pago seguro: el comercio no recibe los datos de tu tarjeta.</p>`,
    script: clientScript(view.client),
  });
}
