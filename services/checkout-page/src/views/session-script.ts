import { html, type SafeHtml, scriptJson, trusted } from '@gateway/shared/html.ts';

/** Decided on the server: the script builds no URLs and never reads the buyer's clock for time left. */
export type SessionClientConfig = {
  remainingMs: number;
  cardCutoffMs: number;
  completedUrl: string;
  cancelledUrl: string;
  expiredUrl: string;
  failedUrl: string;
  /** Between the expiry or decline notice and the redirect (spec 8: 5 s). */
  redirectDelayMs: number;
};

export function sessionScript(config: SessionClientConfig): SafeHtml {
  return html`(function (config) {${trusted(SESSION_SCRIPT)}})(${scriptJson(config)});`;
}

// The hosted page's whole behaviour: the countdown, the card cut-off, the expiry and decline
// redirects, and the card iframe's messages (same origin, from our own frame only) turned into
// §4.5 redirects. A message only picks which server-built URL applies; nothing in it is used.
const SESSION_SCRIPT = `
'use strict';
var started = Date.now();
var countdown = document.getElementById('countdown');
var timerBox = document.getElementById('timer');
var finished = false;
var timer = 0;

function format(ms) {
  var total = Math.ceil(Math.max(0, ms) / 1000);
  var h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  var mmss = String(m).padStart(2, '0') + ':' + String(s).padStart(2, '0');
  return h > 0 ? h + ':' + mmss : mmss;
}

function left() { return config.remainingMs - (Date.now() - started); }

function closeCard() {
  var frame = document.getElementById('checkout');
  if (frame) frame.remove();
  document.querySelectorAll('[data-card]').forEach(function (el) { el.setAttribute('disabled', ''); });
}

// Expiry and a decline end the visit alike (spec 4.5): the buyer reads why, then goes back.
function end(state, url) {
  finished = true;
  clearInterval(timer);
  closeCard();
  document.querySelectorAll('[data-while-open]').forEach(function (el) { el.hidden = true; });
  document.body.setAttribute('data-state', state);
  document.getElementById(state).hidden = false;
  var back = document.getElementById(state + '-back');
  if (back) back.focus();
  setTimeout(function () { window.location.assign(url); }, config.redirectDelayMs);
}

function expire() {
  if (!finished) end('expired', config.expiredUrl);
}

function tick() {
  var ms = left();
  countdown.textContent = format(ms);
  if (ms <= 60000) timerBox.classList.add('low');
  if (ms < config.cardCutoffMs) {
    document.querySelectorAll('button[data-card]').forEach(function (el) { el.setAttribute('disabled', ''); });
    var note = document.getElementById('card-cutoff');
    if (note) note.hidden = false;
  }
  if (ms <= 0) expire();
}

window.addEventListener('message', function (event) {
  if (finished || event.origin !== window.location.origin) return;
  var frame = document.getElementById('checkout');
  if (!frame || event.source !== frame.contentWindow) return;
  var data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'gateway.checkout.completed') {
    finished = true;
    document.body.setAttribute('data-state', 'completed');
    window.location.assign(config.completedUrl);
  } else if (data.type === 'gateway.checkout.cancelled') {
    finished = true;
    document.body.setAttribute('data-state', 'cancelled');
    window.location.assign(config.cancelledUrl);
  } else if (data.type === 'gateway.checkout.failed') {
    // A frozen countdown would suggest the buyer can still pay here.
    timerBox.hidden = true;
    end('failed', config.failedUrl);
  }
});

tick();
timer = setInterval(tick, 1000);
`;
