import { THREE_DS_CODE } from '../../domain/cards.ts';
import type { DeclineReason, KnownDeclineReason } from '../../domain/types.ts';
import { escapeHtml, scriptJson } from './escape.ts';
import { layout } from './layout.ts';

const REASON_TEXT: Record<KnownDeclineReason, string> = {
  card_declined: 'La tarjeta fue rechazada por el emisor.',
  insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
  '3ds_failed': 'No se pudo verificar tu identidad (3-D Secure).',
};

function reasonText(reason: DeclineReason): string {
  return (REASON_TEXT as Record<string, string>)[reason] ?? escapeHtml(reason);
}

let amountFormat: Intl.NumberFormat | undefined;

// Built on first use: ICU's locale data costs an idle process several MiB resident.
function formatPyg(amount: number): string {
  amountFormat ??= new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' });
  return amountFormat.format(amount);
}

function errorBlock(error: string | null): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

export type CardFormPage = {
  nonce: string;
  heading: string;
  amount: number | null;
  action: string;
  submitLabel: string;
  error: string | null;
};

export function cardFormPage(page: CardFormPage): string {
  const amount = page.amount === null ? '' : `<p class="amount">${escapeHtml(formatPyg(page.amount))}</p>`;
  return layout({
    title: page.heading,
    nonce: page.nonce,
    data: { page: 'form' },
    content: `<h1>${escapeHtml(page.heading)}</h1>
${amount}
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="number">Número de tarjeta</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4111 1111 1111 1111" required>
<div class="row">
<div><label for="exp_month">Mes</label><input id="exp_month" name="exp_month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" placeholder="MM" required></div>
<div><label for="exp_year">Año</label><input id="exp_year" name="exp_year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" placeholder="AA" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123" required></div>
</div>
<button id="pay" type="submit">${escapeHtml(page.submitLabel)}</button>
</form>
<p class="muted">Entorno de pruebas: no se procesan pagos reales.</p>`,
  });
}

export function challengePage(page: { nonce: string; action: string; error: string | null }): string {
  return layout({
    title: 'Verificación 3-D Secure',
    nonce: page.nonce,
    data: { page: 'challenge' },
    content: `<h1>Verificación 3-D Secure</h1>
<p>Ingresá el código que te envió tu banco.</p>
<p class="muted">En el entorno de pruebas el código correcto es ${THREE_DS_CODE}.</p>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="code">Código de verificación</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button id="verify" type="submit">Verificar</button>
</form>`,
  });
}

function retryLink(href: string | null, text: string): string {
  return href ? `<p><a id="retry" href="${escapeHtml(href)}">${text}</a></p>` : '';
}

export type PaymentResultPage = {
  nonce: string;
  sessionId: string;
  status: 'approved' | 'declined';
  reason: DeclineReason | null;
  operationNumber: string;
  retryHref: string | null;
};

export function paymentResultPage(page: PaymentResultPage): string {
  const approved = page.status === 'approved';
  const message = {
    source: 'provider-sandbox',
    session_id: page.sessionId,
    status: page.status,
    reason: page.reason,
  };
  return layout({
    title: approved ? 'Pago aprobado' : 'Pago rechazado',
    nonce: page.nonce,
    data: { page: 'result', result: page.status },
    content: `<h1 class="${approved ? 'ok' : 'ko'}">${approved ? 'Pago aprobado' : 'Pago rechazado'}</h1>
${page.reason ? `<p>${reasonText(page.reason)}</p>` : ''}
<p class="muted">Operación N.º <span id="operation">${escapeHtml(page.operationNumber)}</span></p>
${approved ? '' : retryLink(page.retryHref, 'Probar con otra tarjeta')}`,
    script: `window.parent.postMessage(${scriptJson(message)}, '*');`,
  });
}

export type RegistrationResultPage = {
  nonce: string;
  registrationId: string;
  status: 'registered' | 'failed';
  reason: DeclineReason | null;
  retryHref: string | null;
};

export function registrationResultPage(page: RegistrationResultPage): string {
  const registered = page.status === 'registered';
  const message = {
    source: 'provider-sandbox',
    registration_id: page.registrationId,
    status: page.status,
    reason: page.reason,
  };
  const heading = registered ? 'Tarjeta registrada' : 'No se pudo registrar la tarjeta';
  return layout({
    title: heading,
    nonce: page.nonce,
    data: { page: 'result', result: page.status },
    content: `<h1 class="${registered ? 'ok' : 'ko'}">${heading}</h1>
${page.reason ? `<p>${reasonText(page.reason)}</p>` : ''}
${registered ? '' : retryLink(page.retryHref, 'Probar con otra tarjeta')}`,
    script: `window.parent.postMessage(${scriptJson(message)}, '*');`,
  });
}

export function expiredPage(nonce: string): string {
  return layout({
    title: 'Sesión expirada',
    nonce,
    data: { page: 'expired' },
    content: `<h1>La sesión expiró</h1>
<p>El tiempo para completar esta operación terminó. Volvé al comercio para empezar de nuevo.</p>`,
  });
}

export function notFoundPage(nonce: string): string {
  return layout({
    title: 'No encontrado',
    nonce,
    data: { page: 'not-found' },
    content: `<h1>No encontramos esta operación</h1>
<p>Volvé al comercio para empezar de nuevo.</p>`,
  });
}

export function errorPage(nonce: string): string {
  return layout({
    title: 'Error',
    nonce,
    data: { page: 'error' },
    content: `<h1>Algo salió mal</h1>
<p>No pudimos procesar la operación. Intentá de nuevo en unos minutos.</p>`,
  });
}
