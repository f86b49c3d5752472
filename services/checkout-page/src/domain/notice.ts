import type { Checkout } from './checkout.ts';
import { buildReturnUrl } from './return-url.ts';

/** Every page that is not the checkout itself: why the buyer cannot pay here, and where to go. */
export type Notice = {
  httpStatus: number;
  /** Machine-readable, for the page's data attribute and logs. */
  kind: 'unknown' | 'expired' | 'closed' | 'provider-unavailable' | 'unavailable';
  title: string;
  message: string;
  link: { href: string; label: string } | null;
};

export function unknownNotice(): Notice {
  return {
    httpStatus: 404,
    kind: 'unknown',
    title: 'Enlace de pago no encontrado',
    message: 'Este enlace de pago no existe. Volvé al comercio para iniciar el pago de nuevo.',
    link: null,
  };
}

export function expiredNotice(checkout: Checkout | null): Notice {
  return {
    httpStatus: 410,
    kind: 'expired',
    title: 'El enlace de pago venció',
    message: 'El tiempo para completar este pago terminó. Volvé al comercio para iniciar un pago nuevo.',
    link: checkout ? backLink(checkout, 'expired') : null,
  };
}

const CLOSED_MESSAGES: Record<string, string> = {
  confirmed: 'Este pago ya fue confirmado. No hace falta pagar de nuevo.',
  cancelled: 'Este pago fue cancelado por el comercio.',
  reversed: 'Este pago fue revertido.',
};

export function closedNotice(checkout: Checkout): Notice {
  return {
    httpStatus: 410,
    kind: 'closed',
    title: checkout.status === 'confirmed' ? 'Pago confirmado' : 'Este pago ya no está disponible',
    message: CLOSED_MESSAGES[checkout.status] ?? 'Este pago ya no admite nuevos intentos.',
    link: backLink(checkout, checkout.status),
  };
}

export function providerUnavailableNotice(): Notice {
  return {
    httpStatus: 502,
    kind: 'provider-unavailable',
    title: 'No pudimos cargar el formulario de pago',
    message: 'El procesador de pagos no responde en este momento. Intentá de nuevo en unos minutos.',
    link: null,
  };
}

export function unavailableNotice(): Notice {
  return {
    httpStatus: 503,
    kind: 'unavailable',
    title: 'Servicio no disponible',
    message: 'No podemos mostrar este pago en este momento. Intentá de nuevo en unos minutos.',
    link: null,
  };
}

// A confirmed payment returns through return_url; anything else through cancel_url, which
// defaults to return_url (spec 4.1).
function backLink(checkout: Checkout, status: string): Notice['link'] {
  const base = status === 'confirmed' ? checkout.returnUrl : (checkout.cancelUrl ?? checkout.returnUrl);
  const href = buildReturnUrl(base, { status, paymentId: checkout.paymentId });
  return href ? { href, label: 'Volver al comercio' } : null;
}

/** A request we could not serve for a reason of our own (bad body, internal failure). */
export function failureNotice(httpStatus: number): Notice {
  return {
    httpStatus,
    kind: 'unavailable',
    title: 'No pudimos procesar la solicitud',
    message: 'Algo salió mal. Volvé a intentarlo en unos minutos.',
    link: null,
  };
}
