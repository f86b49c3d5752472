/** A checkout session as the hosted page shows it (spec 2.5, 4.4). */
export type HostedSession = {
  id: string;
  status: string;
  reference: string;
  amount: bigint;
  methods: string[];
  description: string;
  lineItems: { name: string; quantity: bigint; unitAmount: bigint }[];
  successUrl: string;
  cancelUrl: string;
  /** By the sessions service's clock; 0 once closed. */
  remainingMs: number;
  branding: { tradeName: string; logoUrl: string; primaryColor: string };
};

export type Attempt = {
  paymentId: string;
  method: string;
  status: string;
  checkoutUrl: string | null;
  bankAccounts: {
    bankName: string;
    accountType: string;
    accountNumber: string;
    holderName: string;
    holderRuc: string;
  }[];
  instructions: string;
};

export const SESSION_ID = /^cs_[0-9A-Za-z]{1,64}$/;

/** Spec 8: no card payment starts with under 60 s left. */
export const CARD_CUTOFF_MS = 60_000;

export const METHOD_LABELS: Record<string, string> = {
  provider_a: 'Tarjeta de crédito o débito',
  provider_b: 'Tarjeta (procesador alternativo)',
  transferencia: 'Transferencia bancaria',
};

export const isCard = (method: string): boolean => method === 'provider_a' || method === 'provider_b';

export type ReturnStatus = 'completed' | 'pending' | 'failed' | 'cancelled' | 'expired';

/**
 * Spec 4.5: `completed` and `pending` go to success_url, the rest to cancel_url (which the
 * session already defaulted to success_url), each with status, reference and checkout_session_id.
 */
export function sessionReturnUrl(session: HostedSession, status: ReturnStatus): string {
  const base = status === 'completed' || status === 'pending' ? session.successUrl : session.cancelUrl;
  const url = new URL(base);
  url.searchParams.set('status', status);
  url.searchParams.set('reference', session.reference);
  url.searchParams.set('checkout_session_id', session.id);
  return url.toString();
}

/** Open for the buyer: by status and by time. */
export function isOpen(session: HostedSession): boolean {
  return session.status === 'open' && session.remainingMs > 0;
}

const DEFAULT_COLOR = '#1f5fbf';

/** Only a plain hex colour reaches the stylesheet; anything else is the default. */
export function brandColor(value: string): string {
  const v = value.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(v)) return v.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return DEFAULT_COLOR;
}

/** Black or white text, whichever reads better on the brand colour (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111827' : '#ffffff';
}

/** An uploaded logo, served by this page's own origin ('self' in img-src). */
export const OWN_LOGO = /^\/v1\/checkout-pages\/logos\/[0-9a-f]{64}\.png$/;

/** The logo's origin for img-src, or null when there is no usable https/http logo. */
export function logoOrigin(logoUrl: string): string | null {
  if (!logoUrl) return null;
  try {
    const url = new URL(logoUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
