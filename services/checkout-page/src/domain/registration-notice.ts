import type { Notice } from './notice.ts';
import type { CardRegistration } from './registration.ts';
import { buildCardReturnUrl } from './return-url.ts';

// The registration page's own wording; the shape is the checkout notices'.

export function unknownRegistrationNotice(): Notice {
  return {
    httpStatus: 404,
    kind: 'unknown',
    title: 'Enlace de registro no encontrado',
    message: 'Este enlace para guardar la tarjeta no existe. Volvé al comercio para empezar de nuevo.',
    link: null,
  };
}

export function expiredRegistrationNotice(registration: CardRegistration | null): Notice {
  return {
    httpStatus: 410,
    kind: 'expired',
    title: 'El enlace de registro venció',
    message: 'El tiempo para guardar la tarjeta terminó. Volvé al comercio para empezar de nuevo.',
    link: registration ? back(registration, 'expired') : null,
  };
}

export function closedRegistrationNotice(registration: CardRegistration): Notice {
  const registered = registration.status === 'registered';
  return {
    httpStatus: 410,
    kind: 'closed',
    title: registered ? 'Tarjeta guardada' : 'Este registro ya no está disponible',
    message: registered
      ? 'La tarjeta ya fue guardada. No hace falta registrarla de nuevo.'
      : 'Este registro de tarjeta ya no admite intentos.',
    link: back(registration, registration.status),
  };
}

function back(registration: CardRegistration, status: string): Notice['link'] {
  const href = buildCardReturnUrl(registration.returnUrl, { status, cardId: registration.cardId });
  return href ? { href, label: 'Volver al comercio' } : null;
}
