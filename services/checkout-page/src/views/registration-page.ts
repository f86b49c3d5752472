import { html } from '@gateway/shared/html.ts';
import { layout } from './layout.ts';
import { type RegistrationClientConfig, registrationScript } from './registration-script.ts';

export type RegistrationPageView = {
  nonce: string;
  /** Our own proxy path to the provider's registration form; never a provider URL. */
  formSrc: string;
  client: RegistrationClientConfig;
};

export function registrationPage(view: RegistrationPageView): string {
  return layout({
    title: 'Guardar tarjeta',
    nonce: view.nonce,
    data: { page: 'registration', state: 'open' },
    content: html`<section class="panel" aria-labelledby="title">
<h1 id="title">Guardar tarjeta</h1>
<p class="muted">Verificamos la tarjeta con tu banco (3-D Secure). No se realiza ningún cargo.</p>
<div id="form-area">
<iframe id="provider-form" src="${view.formSrc}" title="Formulario para guardar la tarjeta" allow="payment" referrerpolicy="no-referrer"></iframe>
</div>
<div id="notice" class="notice" role="status" hidden><h2 id="notice-title"></h2><p id="notice-text"></p></div>
<p class="actions"><button id="cancel" class="button" type="button">Cancelar</button><a id="back" class="button" hidden>Volver al comercio</a></p>
</section>
<p class="muted">El comercio no recibe los datos de tu tarjeta.</p>`,
    script: registrationScript(view.client),
  });
}
