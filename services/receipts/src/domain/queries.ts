import { notFound } from '@gateway/shared/errors.ts';
import { hasPrefix } from '@gateway/shared/ids.ts';
import type { ReceiptDeps } from './deps.ts';
import type { StoredFile } from './ports.ts';
import { type FileVariant, PAYMENT_PREFIX, RECEIPT_PREFIX, type Receipt, type Scope } from './receipt.ts';

/** The receipts a payment has taken; one still pending_attach is not shown until it is. */
export async function listReceipts(deps: ReceiptDeps, scope: Scope, paymentId: string): Promise<Receipt[]> {
  if (!hasPrefix(paymentId, PAYMENT_PREFIX)) return [];
  return deps.receipts.listAttached(scope, paymentId);
}

/** Another tenant's receipt, a wrong payment id or a PDF's thumbnail are all plain NOT_FOUND. */
export async function getReceiptFile(
  deps: ReceiptDeps,
  scope: Scope,
  paymentId: string,
  receiptId: string,
  variant: FileVariant,
): Promise<StoredFile> {
  if (!hasPrefix(receiptId, RECEIPT_PREFIX) || !hasPrefix(paymentId, PAYMENT_PREFIX)) {
    throw notFound('receipt');
  }
  const receipt = await deps.receipts.findById(scope, paymentId, receiptId);
  if (!receipt || receipt.status !== 'attached') throw notFound('receipt');
  const key = variant === 'thumbnail' ? receipt.thumbnailKey : receipt.fileKey;
  if (!key) throw notFound('receipt thumbnail');
  const content = await deps.blobs.get(key);
  if (!content) throw notFound('receipt');
  const extension = receipt.contentType === 'application/pdf' ? 'pdf' : 'jpg';
  return {
    content,
    contentType: variant === 'thumbnail' ? 'image/jpeg' : receipt.contentType,
    filename: `${receipt.id}${variant === 'thumbnail' ? '-thumbnail' : ''}.${extension}`,
  };
}
