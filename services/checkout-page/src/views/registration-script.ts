import { FRAME_HELPERS } from './frame-helpers.ts';
import { html, type SafeHtml, scriptJson, trusted } from '@gateway/shared/html.ts';

/** Everything the registration script needs, decided on the server (it builds no URLs). */
export type RegistrationClientConfig = {
  cardId: string;
  /** The only origins a message is ever addressed to; empty means no postMessage at all. */
  targetOrigins: string[];
  /** Our own JSON endpoint with the authoritative card status. */
  statusUrl: string;
  /** Our own endpoint that fails the pending registration when the buyer cancels. */
  cancelEndpoint: string;
  /** return_url with status=registered&card_id=…, or null. */
  returnUrl: string | null;
  /** return_url with status=cancelled&card_id=…, or null. */
  cancelUrl: string | null;
  /** return_url with status=failed&card_id=…: a failed registration ends there when given (spec 4.1 rule, for cards too). */
  failedUrl?: string | null;
};

export function registrationScript(config: RegistrationClientConfig): SafeHtml {
  return html`(function (config) {${trusted(REGISTRATION_SCRIPT)}})(${scriptJson(config)});`;
}

// The provider form is same-origin (proxied) and posts {status, reason} to us; we never trust
// it for the outcome but ask our own status endpoint, then tell the embedding page. A failed
// attempt leaves the form in place: the buyer may retry in it (spec 3.2).
const REGISTRATION_SCRIPT = `
'use strict';
var frame = document.getElementById('provider-form');
var cancelButton = document.getElementById('cancel');
var backLink = document.getElementById('back');
var finished = false;
${FRAME_HELPERS}

function post(type, reason) {
  postToParent({ type: type, card_id: config.cardId, reason: reason == null ? null : String(reason) });
}

function closeForm() {
  if (frame) { frame.remove(); frame = null; }
  cancelButton.hidden = true;
}

function sleep(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }

// The provider calls the gateway back before it shows its result, so one read is normally enough.
async function cardStatus(expectRegistered) {
  var last = null;
  for (var attempt = 0; attempt < 6; attempt++) {
    try {
      var response = await fetch(config.statusUrl, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (response.ok) {
        last = await response.json();
        if (!expectRegistered || last.status === 'registered') return last;
      }
    } catch (e) { /* retried below */ }
    await sleep(500);
  }
  return last;
}

async function onProviderResult(result) {
  var current = await cardStatus(result.status === 'registered');
  if (finished) return;
  if (current && current.status === 'registered') {
    finished = true;
    closeForm();
    setState('completed');
    post('gateway.registry.completed', null);
    notice('ok', 'Tarjeta guardada', 'Tu tarjeta quedó guardada para próximos pagos.');
    showBack(config.returnUrl);
    if (config.returnUrl) window.location.href = config.returnUrl;
    return;
  }
  setState('failed');
  post('gateway.registry.failed', result.reason || (current && current.status) || 'not_registered');
  // With a redirect URL the failure ends at the merchant; without one the buyer may retry here.
  if (config.failedUrl) {
    finished = true;
    closeForm();
    notice('ko', 'No pudimos guardar la tarjeta', 'Te llevamos de vuelta al comercio.');
    showBack(config.failedUrl);
    window.location.href = config.failedUrl;
  }
}

window.addEventListener('message', function (event) {
  if (event.origin !== window.location.origin) return;
  if (!frame || event.source !== frame.contentWindow) return;
  var data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.status !== 'registered' && data.status !== 'failed') return;
  if (finished) return;
  onProviderResult({ status: data.status, reason: typeof data.reason === 'string' ? data.reason : null });
});

cancelButton.addEventListener('click', async function () {
  if (finished) return;
  finished = true;
  closeForm();
  try {
    await fetch(config.cancelEndpoint, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (e) { /* the message and the return still tell the merchant */ }
  setState('cancelled');
  post('gateway.registry.cancelled', null);
  notice('', 'Registro cancelado', 'Cancelaste el registro de la tarjeta.');
  showBack(config.cancelUrl);
  if (config.cancelUrl) window.location.href = config.cancelUrl;
});
`;
