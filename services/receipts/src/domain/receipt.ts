// A transfer receipt as this service keeps it. The payment's state lives in payments.
export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface Scope {
  tenantId: string;
  environment: Environment;
}

/** What a receipt is stored as, decided by its content: images are re-encoded as JPEG. */
export const STORED_TYPES = ['image/jpeg', 'application/pdf'] as const;
export type StoredType = (typeof STORED_TYPES)[number];

/** pending_attach: stored, payments not yet told; attached: the payment took it. */
export type ReceiptStatus = 'pending_attach' | 'attached';

export const RECEIPT_PREFIX = 'rcpt';
export const PAYMENT_PREFIX = 'pay';

/** Spec 8: receipts up to 10 MB. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const MAX_NOTES_LENGTH = 1000;
/** Spec 8: normalized images at most 1200 px wide, quality 80, thumbnails 300 px. */
export const MAX_WIDTH = 1200;
export const THUMBNAIL_WIDTH = 300;
export const QUALITY = 80;

export interface Receipt {
  id: string;
  tenantId: string;
  environment: Environment;
  paymentId: string;
  status: ReceiptStatus;
  contentType: StoredType;
  size: number;
  originalContentType: string;
  originalSize: number;
  width: number | null;
  height: number | null;
  notes: string | null;
  fileKey: string;
  thumbnailKey: string | null;
  createdAt: Date;
  attachedAt: Date | null;
}

export type FileVariant = 'file' | 'thumbnail';

export function scopeOf(receipt: Pick<Receipt, 'tenantId' | 'environment'>): Scope {
  return { tenantId: receipt.tenantId, environment: receipt.environment };
}
