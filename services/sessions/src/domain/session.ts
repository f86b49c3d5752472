export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface Scope {
  tenantId: string;
  environment: Environment;
}

export const METHODS = ['provider_a', 'provider_b', 'transferencia'] as const;
export type Method = (typeof METHODS)[number];

export const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);
export const isCardMethod = (method: Method): boolean => method !== 'transferencia';

export type SessionStatus = 'open' | 'completed' | 'expired' | 'cancelled';

export const ID_PREFIX = 'cs';
export const CURRENCY = 'PYG';

/** Spec 8: no card payment starts with under 60 s left on the session. */
export const CARD_START_CUTOFF_MS = 60_000;

export interface LineItem {
  name: string;
  quantity: number;
  unit_amount: number;
}

export interface SessionCustomer {
  customerId: string;
  name?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  ruc?: string;
}

export interface Session {
  id: string;
  tenantId: string;
  environment: Environment;
  reference: string;
  status: SessionStatus;
  amount: bigint;
  currency: string;
  methods: Method[];
  description: string;
  lineItems: LineItem[];
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, unknown> | null;
  customer: SessionCustomer | null;
  expiresAt: Date;
  createdAt: Date;
  completedAt: Date | null;
  completedPaymentId: string | null;
  expiredAt: Date | null;
}

export interface AttemptRecord {
  paymentId: string;
  sessionId: string;
  method: Method;
  /** The iframe link of a card attempt: payments returns it only when creating the payment. */
  checkoutUrl: string | null;
  checkoutExpiresAt: Date | null;
  createdAt: Date;
}

export const scopeOf = (session: Session): Scope => ({
  tenantId: session.tenantId,
  environment: session.environment,
});

/** Open by status and by the clock: a session past its deadline takes nothing, timer or not. */
export function isLive(session: Session, now: Date): boolean {
  return session.status === 'open' && session.expiresAt.getTime() > now.getTime();
}

export function remainingMs(session: Session, now: Date): number {
  return Math.max(0, session.expiresAt.getTime() - now.getTime());
}
