import { FRAME_HELPERS } from './frame-helpers.ts';
import { html, type SafeHtml, scriptJson, trusted } from '@gateway/shared/html.ts';

/** Everything the page script needs, decided on the server (the script builds no URLs). */
export type ClientConfig = {
  paymentId: string;
  /** The only origins a message is ever addressed to; empty means no postMessage at all. */
  targetOrigins: string[];
  /** Our own JSON endpoint with the authoritative payment status. */
  statusUrl: string;
  /** return_url with status=confirmed, or null. */
  returnUrl: string | null;
  /** cancel_url (or return_url) with status=cancelled, or null. */
  cancelUrl: string | null;
  /** cancel_url (or return_url) with status=failed: a failed payment ends there when given (spec 4.1). */
  failedUrl?: string | null;
  /** Where "Volver al comercio" leads once the countdown ends, or null. */
  expiredUrl: string | null;
  /** Time left when the server answered; counting from page load keeps the buyer's clock out of it. */
  remainingMs: number;
};

export function clientScript(config: ClientConfig): SafeHtml {
  return html`(function (config) {${trusted(CLIENT_SCRIPT)}})(${scriptJson(config)});`;
}

// Plain browser JavaScript, kept in one constant: the page's whole behaviour.
// The provider form is same-origin (proxied) and posts {status, reason} to us; we never trust
// it for the outcome but ask our own status endpoint, then tell the embedding page.
const CLIENT_SCRIPT = `
'use strict';
var frame = document.getElementById('provider-form');
var countdown = document.getElementById('countdown');
var timerBox = document.getElementById('timer');
var cancelButton = document.getElementById('cancel');
var backLink = document.getElementById('back');
var started = performance.now();
var finished = false;
var timer = 0;
${FRAME_HELPERS}

function post(type, reason) {
  postToParent({ type: type, payment_id: config.paymentId, reason: reason == null ? null : String(reason) });
}

function closeForm() {
  if (frame) { frame.remove(); frame = null; }
  cancelButton.hidden = true;
  clearInterval(timer);
}

function format(ms) {
  var total = Math.ceil(Math.max(0, ms) / 1000);
  var h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  var mmss = String(m).padStart(2, '0') + ':' + String(s).padStart(2, '0');
  return h > 0 ? h + ':' + mmss : mmss;
}

function tick() {
  var left = config.remainingMs - (performance.now() - started);
  countdown.textContent = format(left);
  if (left <= 60000) timerBox.classList.add('low');
  if (left <= 0) expire();
}

function expire() {
  if (finished) return;
  finished = true;
  closeForm();
  setState('expired');
  timerBox.hidden = true;
  notice('ko', 'El enlace de pago venció', 'El tiempo para completar este pago terminó. Volvé al comercio para iniciar un pago nuevo.');
  showBack(config.expiredUrl);
}

function sleep(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }

// The provider calls the gateway back before it shows its result, so one read is normally
// enough; a few more absorb a replica that is a moment behind. An approval is waited for longer:
// giving up on it reports a failure (and sends the buyer back as failed) for a payment that paid.
async function paymentStatus(expectConfirmed) {
  var last = null;
  for (var attempt = 0; attempt < (expectConfirmed ? 20 : 6); attempt++) {
    try {
      var response = await fetch(config.statusUrl, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (response.ok) {
        last = await response.json();
        if (!expectConfirmed || last.status === 'confirmed') return last;
      }
    } catch (e) { /* retried below */ }
    await sleep(500);
  }
  return last;
}

async function onProviderResult(result) {
  var current = await paymentStatus(result.status === 'approved');
  if (finished) return;
  if (current && current.status === 'confirmed') {
    finished = true;
    closeForm();
    setState('completed');
    timerBox.hidden = true;
    post('gateway.checkout.completed', null);
    notice('ok', 'Pago confirmado', 'Gracias. Tu pago fue confirmado.');
    showBack(config.returnUrl);
    if (config.returnUrl) window.location.href = config.returnUrl;
    return;
  }
  setState('failed');
  post('gateway.checkout.failed', result.reason || (current && current.status) || 'not_confirmed');
  // With a redirect URL the failure ends at the merchant; without one the buyer may retry here.
  if (config.failedUrl) {
    finished = true;
    closeForm();
    timerBox.hidden = true;
    notice('ko', 'El pago no se aprobó', 'Te llevamos de vuelta al comercio.');
    showBack(config.failedUrl);
    window.location.href = config.failedUrl;
  }
}

window.addEventListener('message', function (event) {
  if (event.origin !== window.location.origin) return;
  if (!frame || event.source !== frame.contentWindow) return;
  var data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.status !== 'approved' && data.status !== 'declined') return;
  if (finished) return;
  onProviderResult({ status: data.status, reason: typeof data.reason === 'string' ? data.reason : null });
});

cancelButton.addEventListener('click', function () {
  if (finished) return;
  finished = true;
  closeForm();
  setState('cancelled');
  timerBox.hidden = true;
  post('gateway.checkout.cancelled', null);
  notice('', 'Pago cancelado', 'Cancelaste el pago. No se realizó ningún cargo.');
  showBack(config.cancelUrl);
  if (config.cancelUrl) window.location.href = config.cancelUrl;
});

tick();
timer = setInterval(tick, 1000);
`;
