import { type HostedSession, sessionReturnUrl } from './hosted-session.ts';
import type { Notice } from './notice.ts';

/**
 * A session that no longer takes payments (spec 4.4): 410 with an explanation and the way back,
 * to success_url when it was paid, otherwise to cancel_url.
 */
export function closedSessionNotice(session: HostedSession): Notice {
  if (session.status === 'completed') {
    return {
      httpStatus: 410,
      kind: 'closed',
      title: 'Pago completado',
      message: 'Este pedido ya fue pagado. No hace falta pagar de nuevo.',
      link: { href: sessionReturnUrl(session, 'completed'), label: 'Volver al comercio' },
    };
  }
  const cancelled = session.status === 'cancelled';
  return {
    httpStatus: 410,
    kind: cancelled ? 'closed' : 'expired',
    title: cancelled ? 'Esta sesión de pago fue cancelada' : 'El tiempo para pagar terminó',
    message: cancelled
      ? 'Esta sesión de pago ya no acepta pagos. Volvé al comercio para iniciar un pago nuevo.'
      : 'Esta sesión de pago venció y ya no acepta pagos. Volvé al comercio para iniciar un pago nuevo.',
    link: {
      href: sessionReturnUrl(session, cancelled ? 'cancelled' : 'expired'),
      label: 'Volver al comercio',
    },
  };
}

export function unknownSessionNotice(): Notice {
  return {
    httpStatus: 404,
    kind: 'unknown',
    title: 'Sesión de pago no encontrada',
    message: 'Este enlace de pago no existe. Volvé al comercio para iniciar el pago de nuevo.',
    link: null,
  };
}
