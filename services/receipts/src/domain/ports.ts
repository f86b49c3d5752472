import type { Receipt, Scope, StoredType } from './receipt.ts';

/**
 * Where the bytes live. Postgres (bytea) by default; an S3-compatible object store can take its
 * place without the rest of the service noticing. Keys are opaque and never shown to anyone.
 */
export interface BlobStore {
  put(key: string, content: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(keys: string[]): Promise<void>;
}

export interface ReceiptRepository {
  insertPending(receipt: Receipt): Promise<void>;
  markAttached(scope: Scope, id: string, at: Date): Promise<void>;
  /** Removes the row; its blobs are the caller's to delete. */
  remove(scope: Scope, id: string): Promise<void>;
  findById(scope: Scope, paymentId: string, id: string): Promise<Receipt | null>;
  listAttached(scope: Scope, paymentId: string): Promise<Receipt[]>;
  /** Receipts still pending_attach created at or before `before`, oldest first. */
  listPending(before: Date, limit: number): Promise<Receipt[]>;
}

/** What the payment looks like to a receipt upload. */
export interface PaymentView {
  id: string;
  provider: string;
  status: string;
}

/** The slice of payments this service uses. Errors arrive as AppError with payments' codes. */
export interface Payments {
  get(scope: Scope, id: string): Promise<PaymentView>;
  /** Idempotent by receipt id: a retry after a crash gets the same answer. */
  attachReceipt(scope: Scope, paymentId: string, receiptId: string): Promise<PaymentView>;
}

export interface NormalizedImage {
  file: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

/** Decodes, orients, strips metadata and re-encodes; throws ImageRejected on anything hostile. */
export interface ImageProcessor {
  normalize(input: Uint8Array): Promise<NormalizedImage>;
}

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export interface StoredFile {
  content: Uint8Array;
  contentType: StoredType;
  filename: string;
}

/** Dies on purpose at a named step (crash tests); a no-op everywhere else. */
export type FaultPoint = (step: 'after-store' | 'after-attach') => void;
